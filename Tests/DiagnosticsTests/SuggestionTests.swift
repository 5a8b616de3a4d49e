import Diagnostics
import Testing

@Suite struct SuggestionTests {
    @Test func aOneLetterTypoFindsTheWord() {
        #expect(Suggestion.closest(to: "sumary", in: ["id", "title", "summary", "steps"]) == "summary")
        #expect(Suggestion.closest(to: "pussh", in: ["pop", "push", "present"]) == "push")
    }

    @Test func theClosestOfSeveralCandidatesWins() {
        #expect(Suggestion.closest(to: "viewDidApear", in: ["viewDidLoad", "viewDidAppear", "viewWillAppear"]) == "viewDidAppear")
    }

    @Test func caseDifferencesCostNothing() {
        #expect(Suggestion.closest(to: "Push", in: ["pop", "push"]) == "push")
    }

    @Test func farWordsAreNotSuggested() {
        #expect(Suggestion.closest(to: "teleport", in: ["push", "pop", "present"]) == nil)
        #expect(Suggestion.closest(to: "summary", in: ["id", "title"]) == nil)
        #expect(Suggestion.closest(to: "anything", in: [String]()) == nil)
    }

    /// Replacing every letter is not a typo: 'C' is not a misspelt 'A'.
    @Test func aWordSharingNothingWithTheCandidateIsNotSuggested() {
        #expect(Suggestion.closest(to: "C", in: ["A", "B", "nav"]) == nil)
        #expect(Suggestion.closest(to: "id", in: ["vc", "on"]) == nil)
        #expect(Suggestion.closest(to: "B2", in: ["A", "B"]) == "B")
    }

    /// Candidates often come from a `Set`; the hint must not change from run to run.
    @Test func tiesAreBrokenTheSameWayWhateverTheOrder() {
        #expect(Suggestion.closest(to: "pap", in: ["pop", "pip"]) == "pip")
        #expect(Suggestion.closest(to: "pap", in: ["pip", "pop"]) == "pip")
    }

    @Test func theHintIsASentence() {
        #expect(Suggestion.hint(for: "pussh", in: ["push"]) == "did you mean 'push'?")
        #expect(Suggestion.hint(for: "zzz", in: ["push"]) == nil)
    }
}

/// The limit is relative to the word's length: the few edits that make a typo of a long
/// word make a different word of a short one.
@Suite struct SuggestionThresholdTests {
    /// A one-letter object name that no scenario declares is no misspelt `app`.
    @Test func aOneLetterNameIsNotTwoEditsFromAThreeLetterOne() {
        #expect(Suggestion.closest(to: "A", in: ["app", "scene"]) == nil)
        #expect(Suggestion.closest(to: "nv", in: ["app", "scene", "nav"]) == "nav")
    }

    @Test func aShortWordGetsOneEditOnly() {
        #expect(Suggestion.closest(to: "pusj", in: ["push", "pop"]) == "push")
        #expect(Suggestion.closest(to: "pxsj", in: ["push", "pop"]) == nil)
    }

    /// Two neighbours swapped are one slip, so even a short word finds its spelling.
    @Test func aSwapOfNeighboursIsOneEdit() {
        #expect(Suggestion.editDistance("psuh", "push") == 1)
        #expect(Suggestion.editDistance("ab", "ba") == 1)
        #expect(Suggestion.closest(to: "psuh", in: ["push", "pop"]) == "push")
        #expect(Suggestion.closest(to: "nva", in: ["nav", "app"]) == "nav")
    }

    @Test func theDistanceIsStillLevenshteinOtherwise() {
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("flaw", "lawn") == 2)
    }
}
