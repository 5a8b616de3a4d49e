/// "Did you mean …?" for misspelt keys, actions and names.
public enum Suggestion {
    /// The closest candidate within a small edit distance, or nil when nothing is close
    /// enough to be a likely typo (suggesting a random word is worse than none). Of equally
    /// close candidates the alphabetically first wins, whatever the sequence's order.
    ///
    /// The default limit is a third of the word, at least one edit: a one-letter object
    /// name `A` is two edits from `app`, which is no typo of it, while `pussh` is one from
    /// `push`. `maximumDistance` tightens it for vocabularies of long, similar words, where
    /// a third is room for a different word.
    public static func closest(to word: String, in candidates: some Sequence<String>, maximumDistance: Int? = nil) -> String? {
        let length = word.unicodeScalars.count
        let limit = maximumDistance ?? max(1, length / 3)
        var best: (candidate: String, distance: Int)?
        // The distance is at least the difference in length, so a 1 MB word costs nothing.
        for candidate in candidates where abs(candidate.unicodeScalars.count - length) <= limit {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            // Replacing every letter is no typo ('C' is not a misspelt 'A').
            guard distance <= limit, distance < max(length, candidate.unicodeScalars.count) else { continue }
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

    /// Edits between `a` and `b` over Unicode scalars: an insertion, a deletion, a
    /// substitution or two neighbours swapped each count one, since `psuh` for `push` is
    /// one slip of the fingers, not two (the optimal-string-alignment distance).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows: a swap looks two rows back.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
