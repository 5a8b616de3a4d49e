import Foundation
import LifelineCLI
import TestSupport
import Testing

/// Prose that states evidence by hand (a confidence, a level, the absence, number or iOS
/// version of recordings, a claim that Apple documents something) is a warning at the
/// phrase, in scenario notes and summaries, lifecycle bodies and free pages; prose that
/// describes what a cited source shows, and anything in code, is left alone.
@Suite struct EvidenceByHandTests {
    static let lifecycle = """
        id: vc
        title: View controller
        object: view-controller
        body: |
          The log of kingcos shows three layout passes; Apple's page says the view is
          loaded first. This is **documented**.
        scenarios:
          - id: push
            title: Push
            summary: Recorded on iOS 13, like the rest.
            objects:
              A: { kind: view-controller }
            setup: [launch]
            steps:
              - show: { root: A }
            notes: |
              Evidence: the logs in the forum thread show this order. The two
              walk-throughs disagree on the root, and the engine follows the first.
              No log of this sequence
              was found; the order is the simulation's model, so no expected order is
              given. Confidence: medium (one log).

              A 2016 log and an iOS 8 log show `no log was found` in a code span;
              the recorded logs agree, and Apple documents the call.
        """

    static let page = """
        # Notes

        ```
        Confidence: high
        ```

        Four independent recordings agree. The call is not documented anywhere, and
        the table is *unverified* for now; high confidence in the rest.
        """

    static var files: [String: String] {
        ["site.yaml": "title: Test site\n", "lifecycles/vc.yaml": lifecycle, "pages/notes.md": page]
    }

    @Test func eachPhraseIsAWarningAtItsPlaceAndOrdinaryProseIsNot() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Self.files, into: directory)
            let (status, console) = lifeline("check", "--content", directory.path)
            #expect(status == .success)
            let (messages, hints) = ProseWarningTests.warnings(console, under: directory.path + "/")
            let id = " [lifeline.prose.evidence-by-hand]"
            let derived = "by hand; the site derives it from the evidence data"
            #expect(
                messages == [
                    "lifecycles/vc.yaml:6:25: warning: '**documented**' states an evidence level \(derived)\(id)",
                    "lifecycles/vc.yaml:10:14: warning: 'Recorded on iOS 13' states the iOS version of a recording \(derived)\(id)",
                    "lifecycles/vc.yaml:17:7: warning: 'Evidence:' states an evidence level \(derived)\(id)",
                    "lifecycles/vc.yaml:19:7: warning: 'No log of this sequence was found' states that no recording exists \(derived)\(id)",
                    "lifecycles/vc.yaml:21:14: warning: 'Confidence:' states an evidence level \(derived)\(id)",
                    "lifecycles/vc.yaml:21:34: warning: 'one log' counts recordings \(derived)\(id)",
                    "lifecycles/vc.yaml:24:36: warning: 'Apple documents' states that Apple documents it \(derived)\(id)",
                    "pages/notes.md:7:1: warning: 'Four independent recordings' counts recordings \(derived)\(id)",
                    "pages/notes.md:7:45: warning: 'is not documented' states that Apple documents it \(derived)\(id)",
                    "pages/notes.md:8:14: warning: '*unverified*' states an evidence level \(derived)\(id)",
                    "pages/notes.md:8:36: warning: 'high confidence' states an evidence level \(derived)\(id)",
                ])
            #expect(hints.count == messages.count)
            #expect(hints[0].hasPrefix("leave the rating out: each call's evidence level"))
            #expect(hints[1].contains("`lifeline-recordings`"))
            #expect(hints[6].contains("quote Apple's sentence"))
        }
    }

    @Test func strictMakesThemErrors() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Self.files, into: directory)
            let (status, console) = lifeline("check", "--strict", "--content", directory.path)
            #expect(status == .failure)
            #expect(console.errLines.last == "11 errors found.")
        }
    }
}
