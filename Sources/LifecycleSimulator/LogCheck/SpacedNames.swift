internal import LifecycleModel

/// Callback names printed as separate words, as tutorials often print them: `View Did Load`,
/// `Will Display Cell : 3`. Read as prose they would be dropped without a word, and a log
/// whose other lines agree would claim agreement without them; so such a phrase marks its
/// line as unread, and `--call 'Will Display Cell=…'` (or the header's `calls:`) reads it.
enum SpacedNames {
    /// The longest run of two to four words of a line that, written as one camel-case word
    /// (`willDisplayCell`), names a callback, and the callbacks it names: first those of
    /// the kinds in `kinds` (the scenario's), so the hint names the likely one.
    static func lookalike(
        in words: [String], _ lookup: inout CallbackLookup, preferring kinds: Set<ObjectKind>
    ) -> (phrase: String, callbacks: [String])? {
        guard words.count >= 2 else { return nil }
        for length in stride(from: min(4, words.count), through: 2, by: -1) {
            for start in 0...(words.count - length) {
                let run = words[start..<start + length]
                guard run.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { continue }
                let camel = run.first!.lowercased() + run.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
                let found = lookup.callbacks(for: camel)
                let preferred = Set(found.filter { kinds.contains($0.key) }.values.map(\.name)).sorted()
                let callbacks = preferred + Set(found.values.map(\.name)).subtracting(preferred).sorted()
                if !callbacks.isEmpty { return (run.joined(separator: " "), callbacks) }
            }
        }
        return nil
    }

    /// `Will Display Cell` → `WillDisplayCell`: the key a multi-word printed name has among
    /// the lookup's call names, and the word it becomes on the line.
    static func joined(_ printed: String) -> String {
        printed.split(separator: " ").joined()
    }

    /// The line with each multi-word printed name written as one word, so that the
    /// tokenizer keeps it whole.
    static func joining(_ names: [String], in text: String) -> String {
        names.reduce(text) { text, name in text.replacingOccurrences(of: name, with: joined(name)) }
    }
}
