internal import Diagnostics

/// Resolving what an author wrote (`viewWillAppear`, `viewWillAppear(_:)`) to a callback.
public enum CallbackResolution: Sendable {
    case found(CallbackSpec)
    /// A base name shared by several callbacks of the kind (`application`).
    case ambiguous([CallbackSpec])
    case unknown(suggestion: String?)
}

extension Vocabulary {
    /// Full Swift names match exactly; a base name matches when it is unambiguous. A
    /// trailing `:` from Objective-C habits (`viewWillAppear:`) is forgiven, as logs are
    /// often copied from Objective-C.
    public static func resolve(_ written: String, for kind: ObjectKind) -> CallbackResolution {
        let index = resolutionIndex[kind]!
        if let exact = index.byName[written] {
            return .found(exact)
        }
        let base = written.hasSuffix(":") && !written.contains("(") ? String(written.dropLast()) : written
        let byBase = index.byBase[base] ?? []
        switch byBase.count {
        case 1: return .found(byBase[0])
        case 0:
            return .unknown(suggestion: suggestedName(for: written, among: callbacks(of: kind)))
        default: return .ambiguous(byBase)
        }
    }

    /// Every kind's callbacks by full name (the first of a name, as a scan would find it)
    /// and by base name (in vocabulary order): every call of every step and transition of
    /// a site is resolved, and scanning the list for each was a part of loading.
    private static let resolutionIndex: [ObjectKind: (byName: [String: CallbackSpec], byBase: [String: [CallbackSpec]])] =
        Dictionary(
            uniqueKeysWithValues: ObjectKind.allCases.map { kind in
                var byName: [String: CallbackSpec] = [:]
                var byBase: [String: [CallbackSpec]] = [:]
                for callback in callbacks(of: kind) {
                    if byName[callback.name] == nil { byName[callback.name] = callback }
                    byBase[callback.baseName, default: []].append(callback)
                }
                return (kind, (byName, byBase))
            })

    /// Whether `written` names one callback of at least one kind of object: what a name
    /// printed in a log may be declared to stand for (`--call`, a header's `calls:`).
    public static func namesACallback(_ written: String) -> Bool {
        ObjectKind.allCases.contains { kind in
            if case .found = resolve(written, for: kind) { return true }
            return false
        }
    }

    /// What to write instead of `written`, which names no callback (`--call`, a header's
    /// `calls:`): the full names a shared base name stands for (`scene`), the method a label
    /// belongs to (`willConnectTo`), or the closest name. An object before it is kept.
    public static func callNameHint(for written: String) -> String? {
        let dot = written.firstIndex(of: ".")
        let owner = dot.map { String(written[...$0]) } ?? ""
        let name = dot.map { String(written[written.index(after: $0)...]) } ?? written
        let shared = Set(
            ObjectKind.allCases.flatMap { kind -> [String] in
                if case .ambiguous(let callbacks) = resolve(name, for: kind) { return callbacks.map(\.name) }
                return []
            }
        ).sorted()
        if !shared.isEmpty {
            return "'\(name)' names several callbacks; write one in full: " + shared.map { owner + $0 }.joined(separator: ", ")
        }
        let labelled = Set(ObjectKind.allCases.flatMap(callbacks(of:)).map(\.name).filter { $0.contains(":\(name):") }).sorted()
        if !labelled.isEmpty { return "did you mean " + labelled.map { "'\(owner)\($0)'" }.joined(separator: " or ") + "?" }
        return suggestedFilterWord(for: name).map { "did you mean '\(owner)\($0)'?" }
    }

    /// `app.didEnterBackgroundNotification` → (`app`, `didEnterBackgroundNotification`): a
    /// callback given with its receiver (`--call backgrounding=app.didEnterBackgroundNotification`),
    /// for a printed name that no line's receiver explains. Nil for a plain callback name,
    /// none of which holds a dot.
    public static func ownedCallback(_ written: String) -> (object: String, callback: String)? {
        guard let dot = written.firstIndex(of: "."), dot != written.startIndex else { return nil }
        let object = String(written[..<dot]), callback = String(written[written.index(after: dot)...])
        guard object.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !isFrameworkType(object), namesACallback(callback) else {
            return nil
        }
        return (object, callback)
    }

    /// `UIResponder.keyboardWillShowNotification` → `keyboardWillShowNotification`: a
    /// notification written with its UIKit type, as Swift spells it, is that callback; one
    /// of UIApplication or UIScene is the implicit `app`'s or `scene`'s
    /// (`UIScene.willEnterForegroundNotification` → `scene.willEnterForegroundNotification`).
    public static func withoutFrameworkType(_ written: String) -> String {
        guard let dot = written.firstIndex(of: "."), isFrameworkType(String(written[..<dot])) else { return written }
        let callback = String(written[written.index(after: dot)...])
        guard namesACallback(callback) else { return written }
        let owner = ["UIApplication": "app.", "UIScene": "scene.", "UIWindowScene": "scene."][String(written[..<dot])] ?? ""
        return owner + callback
    }

    static func isFrameworkType(_ name: String) -> Bool {
        ["UI", "NS"].contains { name.hasPrefix($0) && name.dropFirst(2).first?.isUppercase == true }
    }

    /// The full Swift name (`viewWillAppear(_:)`) of the callback closest to `written`,
    /// matched by base or full name: the name to paste, whichever the author was typing.
    /// Of several callbacks sharing the base name, none is picked.
    public static func suggestedName(for written: String, among candidates: [CallbackSpec]) -> String? {
        guard let closest = Suggestion.closest(to: written, in: candidates.map(\.baseName) + candidates.map(\.name)) else {
            return nil
        }
        let matches = candidates.filter { $0.name == closest || $0.baseName == closest }
        return matches.count == 1 ? matches[0].name : closest
    }

    /// The closest group or full callback name (of any kind) to an `only:` item.
    public static func suggestedFilterWord(for written: String) -> String? {
        guard let closest = Suggestion.closest(to: written, in: filterWords) else { return nil }
        if CallbackGroup(rawValue: closest) != nil { return closest }
        let names = Set(ObjectKind.allCases.flatMap(callbacks(of:)).filter { $0.name == closest || $0.baseName == closest }.map(\.name))
        return names.count == 1 ? names.first : closest
    }

    /// Whether an `only:` item names a group, a base name or a full name of any kind.
    public static func filterMatches(_ item: String, _ callback: CallbackSpec) -> Bool {
        callback.group.rawValue == item || callback.name == item || callback.baseName == item
    }

    /// Whether an `only:` item keeps a call on `receiver`: a group or a callback name of any
    /// object, or `B.deinit` / `A.viewDidLoad(_:)`, one object's callback (base or full name).
    public static func filterMatches(_ item: String, receiver: String, _ callback: CallbackSpec) -> Bool {
        guard let target = ObjectFilter(item) else { return filterMatches(item, callback) }
        return target.object == receiver && (callback.name == target.callback || callback.baseName == target.callback)
    }

    /// Every word an `only:` item may be, for "did you mean". Worked out once: every
    /// scenario's `only:` is checked against it.
    public static let filterWords: Set<String> = {
        var words = Set(CallbackGroup.allCases.map(\.rawValue))
        for kind in ObjectKind.allCases {
            for callback in callbacks(of: kind) {
                words.insert(callback.name)
                words.insert(callback.baseName)
            }
        }
        return words
    }()
}

/// An `only:` item that names one object's callback: `B.deinit`, `A.viewDidLoad`.
public struct ObjectFilter: Sendable, Hashable {
    public var object: String
    /// The callback as written: a base name or a full Swift name.
    public var callback: String

    /// Nil for a group or a bare callback name, which hold no dot (object names and Swift
    /// names never do).
    public init?(_ item: String) {
        guard let dot = item.firstIndex(of: ".") else { return nil }
        object = String(item[..<dot])
        callback = String(item[item.index(after: dot)...])
    }
}
