/// "Did you mean …?" for misspelt keys, actions and names.
public enum Suggestion {
    /// The closest candidate within a small edit distance, or nil when nothing is close
    /// enough to be a likely typo (suggesting a random word is worse than none). Of equally
    /// close candidates the alphabetically first wins, whatever the sequence's order.
    ///
    /// `maximumDistance` tightens the default (a third of the word, at least 2) for
    /// vocabularies of long, similar words, where a third is room for a different word.
    public static func closest(to word: String, in candidates: some Sequence<String>, maximumDistance: Int? = nil) -> String? {
        let limit = maximumDistance ?? max(2, word.count / 3)
        let length = word.unicodeScalars.count
        var best: (candidate: String, distance: Int)?
        // The distance is at least the difference in length, so a 1 MB word costs nothing.
        for candidate in candidates where abs(candidate.unicodeScalars.count - length) <= limit {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            // Replacing every letter is no typo ('C' is not a misspelt 'A').
            guard distance <= limit, distance < max(word.unicodeScalars.count, candidate.unicodeScalars.count) else { continue }
            // Ties go to the first in alphabetical order, so a `Set` of candidates gives the same hint every run.
            if let best, (best.distance, best.candidate) <= (distance, candidate) { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// A hint sentence, or nil: `did you mean 'push'?`
    public static func hint(for word: String, in candidates: some Sequence<String>, maximumDistance: Int? = nil) -> String? {
        closest(to: word, in: candidates, maximumDistance: maximumDistance).map { "did you mean '\($0)'?" }
    }

    /// Levenshtein distance over Unicode scalars, with one row of memory.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previousDiagonal = row[0]
            row[0] = i
            for j in 1...b.count {
                let above = row[j]
                row[j] =
                    a[i - 1] == b[j - 1]
                    ? previousDiagonal
                    : 1 + min(previousDiagonal, above, row[j - 1])
                previousDiagonal = above
            }
        }
        return row[b.count]
    }
}
