internal import LifecycleModel

/// Which callback a log word names, for every kind of object the engine models (not only
/// the scenario's: a lifecycle call on an object the scenario does not declare is a line
/// the check could not read, not prose). Remembered per word: a long log repeats its words
/// (prefixes, tags, class names) on every line, and trying every Swift spelling of every
/// word against every kind is the parser's costliest step.
struct CallbackLookup {
    private static let baseNames: [ObjectKind: Set<String>] = Dictionary(
        uniqueKeysWithValues: ObjectKind.allCases.map { kind in
            (kind, Set(Vocabulary.callbacks(of: kind).map(\.baseName)))
        })

    private static let allBaseNames = Set(baseNames.values.joined())

    /// Whether a word is a callback's name as UIKit or SwiftUI spell it (`viewDidLoad`,
    /// `onAppear`, `viewWillAppear(_:)`), with no receiver before it.
    static func isCallbackName(_ word: Substring) -> Bool {
        allBaseNames.contains(String(word.prefix { $0 != "(" && $0 != ":" }))
    }

    /// Printed name → callback, from `--call` or a header's `calls:`: tried before UIKit's names.
    private let callNames: [String: String]
    private var memo: [String: [ObjectKind: CallbackSpec]] = [:]
    private var lookalikes: [String: IgnoredLine.Reason?] = [:]
    private var shared: [String: [String]] = [:]
    private var misspellings: [String: String?] = [:]

    init(callNames: [String: String] = [:]) {
        self.callNames = callNames
    }

    /// Why a word that is no call still looks like one (misspelt, calls run together), or nil.
    mutating func unreadReason(for word: String) -> IgnoredLine.Reason? {
        if let known = lookalikes[word] { return known }
        var reason: IgnoredLine.Reason?
        if let calls = LookalikeCalls.runTogether(word) {
            reason = .runTogether(word: word, calls: calls)
        } else if let suggestion = LookalikeCalls.misspelt(word) {
            reason = .misspelt(word: word, suggestion: suggestion)
        } else if let callbacks = LookalikeCalls.handled(by: word) {
            reason = .handlerName(word: LookalikeCalls.head(of: word), callbacks: callbacks)
        } else if let callback = LookalikeCalls.swizzled(word) {
            reason = .handlerName(word: LookalikeCalls.head(of: word), callbacks: [callback])
        } else if let callback = SelectorTranslation.partialSignature(word, among: Self.allBaseNames) {
            reason = .misspelt(word: word, suggestion: callback)
        }
        lookalikes[word] = reason
        return reason
    }

    /// `LookalikeCalls.misspelt`, once per spelling: a line of many words tries every run of
    /// three to five of them as a name in words (a 77 KB JSON response printed on one line
    /// took 2 s in a release build, most of it comparing the same runs again).
    mutating func misspelt(_ spelling: String) -> String? {
        if let known = misspellings[spelling] { return known }
        let found = LookalikeCalls.misspelt(spelling)
        misspellings[spelling] = found
        return found
    }

    /// The callbacks a word may name when several calls of one kind share its base and it
    /// does not say which (`collectionView`, `userNotificationCenter`, `application`):
    /// a line that prints one is a call nobody can place, not prose. Empty otherwise.
    mutating func sharedBaseCallbacks(for word: String) -> [String] {
        if let known = shared[word] { return known }
        var names: Set<String> = []
        for candidate in SelectorTranslation.candidates(for: word)
        where Self.allBaseNames.contains(String(candidate.prefix { $0 != "(" && $0 != ":" })) {
            for kind in ObjectKind.allCases {
                if case .ambiguous(let callbacks) = Vocabulary.resolve(candidate, for: kind) { names.formUnion(callbacks.map(\.name)) }
            }
        }
        shared[word] = names.sorted()
        return shared[word]!
    }

    /// `viewWillAppear:` → [.viewController: viewWillAppear(_:), …]; empty for a word that
    /// is no callback of any kind.
    mutating func callbacks(for word: String) -> [ObjectKind: CallbackSpec] {
        if let known = memo[word] { return known }
        // The owner in a notification's constant says which object heard it: both text
        // fields and text views post `textDidBeginEditingNotification`.
        var notification = JoinedNames.notificationCallbacks(for: word)
        if notification.isEmpty { notification = Self.notificationCallbacks(for: word) }
        guard notification.isEmpty else {
            memo[word] = notification
            return notification
        }
        var found: [ObjectKind: CallbackSpec] = [:]
        if let named = callNames[word] ?? callNames[LookalikeCalls.head(of: word)] {
            for kind in ObjectKind.allCases {
                if case .found(let callback) = Vocabulary.resolve(named, for: kind) { found[kind] = callback }
            }
            memo[word] = found
            return found
        }
        let candidates = SelectorTranslation.candidates(for: word)
        for (kind, bases) in Self.baseNames {
            for candidate in candidates {
                // A cheap test first: resolve's "did you mean" search is wasted on prose words.
                guard bases.contains(String(candidate.prefix { $0 != "(" && $0 != ":" })) else { continue }
                if case .found(let callback) = Vocabulary.resolve(candidate, for: kind) {
                    found[kind] = callback
                    break
                }
            }
        }
        if found.isEmpty { found = Self.delegateCallbacks(for: word) }
        if found.isEmpty, let selector = Self.selector(ofSwiftName: word) { found = callbacks(for: selector) }
        if found.isEmpty { found = Self.namedByParameters(word) }
        memo[word] = found
        return found
    }

    /// A method whose unlabelled arguments are printed by their parameters' names
    /// (`viewWillAppear(animated:)`, `viewDidAppear(animated: Bool)`): the callback of that
    /// base with as many arguments, each without a label. Before, the line passed for prose.
    static func namedByParameters(_ word: String) -> [ObjectKind: CallbackSpec] {
        guard let open = word.firstIndex(of: "("), word.hasSuffix(")") else { return [:] }
        let base = String(word[..<open])
        let printed = word[word.index(after: open)...].split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard !printed.isEmpty, printed.allSatisfy({ !$0.isEmpty && $0 != "_" }), allBaseNames.contains(base) else { return [:] }
        var found: [ObjectKind: CallbackSpec] = [:]
        for kind in ObjectKind.allCases {
            let matching = Vocabulary.callbacks(of: kind).filter { callback in
                callback.baseName == base && callback.name == base + "(" + String(repeating: "_:", count: printed.count) + ")"
            }
            if matching.count == 1 { found[kind] = matching[0] }
        }
        return found
    }

    /// The selector a delegate method's full Swift name spells (`application:openURL:options:`
    /// for `application(_:openURL:options:)`): Swift 2's `#function` printed the selector's
    /// labels, which read as Objective-C is. Nil for any other word.
    static func selector(ofSwiftName word: String) -> String? {
        guard let open = word.firstIndex(of: "("), word.hasSuffix(")"), word[open...].hasPrefix("(_:") else { return nil }
        let labels = word[word.index(open, offsetBy: 3)..<word.index(before: word.endIndex)].split(separator: ":")
        guard !labels.isEmpty, labels.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return nil }
        return word[..<open] + ":" + labels.map { $0 + ":" }.joined()
    }

    /// Delegate calls printed by their own part of the selector, as authors often write
    /// them by hand: `AppDelegate didFinishLaunchingWithOptions` is
    /// `application(_:didFinishLaunchingWithOptions:)`, `willConnectToSession` is
    /// `scene(_:willConnectTo:options:)`, `cellForRowAtIndexPath` is
    /// `tableView(_:cellForRowAt:)`; or glued to the delegate's base name, as a logging
    /// helper that camel-cases the selector prints them: `applicationOpenURL` is
    /// `application(_:open:options:)`, `applicationDidFinishLaunchingWithOptions:` is
    /// `application(_:didFinishLaunchingWithOptions:)` (regularberry's AppLaunchSequence,
    /// 2017). A one-word label (`open`, `continue`) is read only with an Objective-C tail:
    /// alone it is an English word.
    private static func delegateCallbacks(for word: String) -> [ObjectKind: CallbackSpec] {
        var head = LookalikeCalls.head(of: word)
        var base: String?
        for prefix in ["application", "scene", "userNotificationCenter"] where head.hasPrefix(prefix) {
            let rest = head.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase {
                head = first.lowercased() + rest.dropFirst()
                base = prefix
            }
        }
        var found: [ObjectKind: CallbackSpec] = [:]
        for (kind, labels) in delegateLabels {
            // A label without its preposition only after the delegate's base (`sceneWillConnect`):
            // alone, `willConnect` is as often a handler of `willConnectNotification`.
            let labels = base == nil ? labels : labels.merging(shortLabels[kind] ?? [:]) { full, _ in full }
            let matches = labels.filter { label, callback in
                let tail = String(head.dropFirst(label.count))
                return head.hasPrefix(label) && objectiveCTails.contains(tail) && (label.contains(where: \.isUppercase) || !tail.isEmpty)
                    && (base == nil || callback.baseName == base)
            }
            if let longest = matches.max(by: { $0.key.count < $1.key.count }) { found[kind] = longest.value }
        }
        return found
    }

    /// Notifications printed by their Objective-C constant (`UIKeyboardWillShowNotification`,
    /// `UITextFieldTextDidBeginEditingNotification`), which is also their `rawValue`: the
    /// prefix names the kind, the rest the Swift constant (`keyboardWillShowNotification`,
    /// `UITextField.textDidBeginEditingNotification`).
    private static func notificationCallbacks(for word: String) -> [ObjectKind: CallbackSpec] {
        let head = LookalikeCalls.head(of: word)
        guard head.hasSuffix("Notification") else { return [:] }
        for (prefix, kind, lowered) in [
            ("UIKeyboard", ObjectKind.keyboardObserver, "keyboard"), ("UITextField", .textField, "t"), ("UITextView", .textView, "t"),
        ]
        where head.hasPrefix(prefix) {
            var rest = head.dropFirst(prefix.count)
            if kind != .keyboardObserver {
                guard rest.first == "T" else { continue }
                rest = rest.dropFirst()
            }
            if let callback = Vocabulary.callbacks(of: kind).first(where: { $0.name == lowered + rest }) { return [kind: callback] }
        }
        return [:]
    }

    /// The second label of every delegate callback (`application(_:didFinishLaunchingWithOptions:)`).
    private static let delegateLabels: [ObjectKind: [String: CallbackSpec]] = Dictionary(
        uniqueKeysWithValues: ObjectKind.allCases.map { kind in
            var labels: [String: CallbackSpec] = [:]
            for callback in Vocabulary.callbacks(of: kind) {
                guard let label = secondLabel(of: callback) else { continue }
                labels[label] = callback
                labels[callback.baseName + label.prefix(1).uppercased() + label.dropFirst()] = callback
            }
            return (kind, labels)
        })

    /// The same labels without the preposition Swift ends them with, as a print of the call
    /// in one word or in words leaves it out (`sceneWillConnect`, `Scene will connect` for
    /// `scene(_:willConnectTo:options:)`); read only after the delegate's base.
    private static let shortLabels: [ObjectKind: [String: CallbackSpec]] = Dictionary(
        uniqueKeysWithValues: ObjectKind.allCases.map { kind in
            var labels: [String: CallbackSpec] = [:]
            for callback in Vocabulary.callbacks(of: kind) {
                guard let label = secondLabel(of: callback),
                    let preposition = ["To", "At", "For"].first(where: { label.hasSuffix($0) && label.count > $0.count })
                else { continue }
                labels[String(label.dropLast(preposition.count))] = callback
            }
            return (kind, labels)
        })

    /// `willConnectTo` for `scene(_:willConnectTo:options:)`; nil for a callback whose first
    /// label is not `_` or that has no second.
    private static func secondLabel(of callback: CallbackSpec) -> String? {
        guard callback.name.contains("(_:") else { return nil }
        let parts = callback.name.drop { $0 != "(" }.dropFirst().split(separator: ":")
        return parts.count >= 2 && parts[0] == "_" ? String(parts[1]) : nil
    }

    /// What Objective-C adds after a Swift label: `cellForRowAt` + `IndexPath`, `open` +
    /// `URL`, `continue` + `UserActivity` (and its next label, as regularberry prints it).
    private static let objectiveCTails: Set<String> = [
        "", "IndexPath", "IndexPaths", "Session", "SceneSession", "Cell", "ViewController", "URL", "UserActivity",
        "UserActivityRestorationHandler",
    ]
}
