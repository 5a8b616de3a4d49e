internal import LifecycleModel

/// Which callback a log word names, for each kind of object in the scenario, remembered
/// per word: a long log repeats its words (prefixes, tags, class names) on every line,
/// and trying every Swift spelling of every word against every kind is the parser's
/// costliest step.
struct CallbackLookup {
    private let baseNames: [ObjectKind: Set<String>]
    private var memo: [String: [ObjectKind: CallbackSpec]] = [:]

    init(kinds: some Sequence<ObjectKind>) {
        baseNames = Dictionary(
            uniqueKeysWithValues: Set(kinds).map { kind in
                (kind, Set(Vocabulary.callbacks(of: kind).map(\.baseName)))
            })
    }

    /// `viewWillAppear:` → [.viewController: viewWillAppear(_:)]; empty for a word that is
    /// no callback of any of the kinds.
    mutating func callbacks(for word: String) -> [ObjectKind: CallbackSpec] {
        if let known = memo[word] { return known }
        var found: [ObjectKind: CallbackSpec] = [:]
        let candidates = SelectorTranslation.candidates(for: word)
        for (kind, bases) in baseNames {
            for candidate in candidates {
                // A cheap test first: resolve's "did you mean" search is wasted on prose words.
                guard bases.contains(String(candidate.prefix { $0 != "(" && $0 != ":" })) else { continue }
                if case .found(let callback) = Vocabulary.resolve(candidate, for: kind) {
                    found[kind] = callback
                    break
                }
            }
        }
        memo[word] = found
        return found
    }
}
