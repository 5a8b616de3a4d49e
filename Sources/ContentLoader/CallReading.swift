internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

extension FileReader {
    /// A callback of `kind` as written in `calls:` or `callbacks:` (`viewWillAppear`).
    func callback(_ node: YAMLNode, of kind: ObjectKind, _ what: String) -> CallbackSpec? {
        guard let written = string(node, what) else { return nil }
        return resolve(written, of: kind, at: location(node), objectName: nil)
    }

    /// `B.viewWillAppear` in an `expect` or a claim: the object must be one of the
    /// scenario's, and the callback one of its kind's.
    func callReference(_ node: YAMLNode, in scenario: Scenario) -> CallReference? {
        guard let written = string(node, "a traced call") else { return nil }
        let start = location(node)
        guard let dot = written.firstIndex(of: "."), dot != written.startIndex else {
            error(
                "trace.notation", at: start, "'\(written)' is not a traced call",
                hint: "write Object.callback, e.g. 'B.viewWillAppear'")
            return nil
        }
        let object = String(written[..<dot])
        let name = String(written[written.index(after: dot)...])
        guard let kind = scenario.kind(of: object) else {
            if unusableObjectsByScenario[scenario.id]?.contains(object) == true { return nil }
            let names = scenario.objects.map(\.name) + ObjectDeclaration.implicit.map(\.name)
            error(
                "trace.unknown-object", at: start, "'\(object)' is not an object of scenario '\(scenario.id)'",
                hint: Suggestion.hint(for: object, in: names) ?? "declare it under 'objects:'")
            return nil
        }
        let callbackStart = SourceLocation(
            file: start.file, line: start.line,
            column: start.column + object.unicodeScalars.count + 1 + (node.scalar?.style == .plain ? 0 : 1))
        guard let callback = resolve(name, of: kind, at: callbackStart, objectName: object) else { return nil }
        return CallReference(object: object, callback: callback, location: start)
    }

    func resolve(_ written: String, of kind: ObjectKind, at location: SourceLocation, objectName: String?) -> CallbackSpec? {
        let receiver = objectName.map { "'\($0)' (\(kind.withArticle))" } ?? kind.withArticle
        switch Vocabulary.resolve(written, for: kind) {
        case .found(let callback):
            return callback
        case .ambiguous(let candidates):
            error(
                "trace.ambiguous-callback", at: location, "'\(written)' is ambiguous for \(receiver)",
                hint: "write the full Swift name: " + candidates.map { "'\($0.name)'" }.joined(separator: " or "))
        case .unknown(let suggestion):
            error(
                "trace.unknown-callback", at: location, "\(receiver) has no callback '\(written)'",
                hint: written == "*"
                    ? "'Object.*', any call of the object, is for `absent`; name each call here"
                    : suggestion.map { "did you mean '\($0)'?" } ?? otherOwnersHint(written, notOf: kind, inACall: objectName != nil))
        }
        return nil
    }

    /// A callback written on the wrong kind, most often a view's `onChange(of: scenePhase)`,
    /// which the engine traces on the SwiftUI app object that stands for its observer.
    private func otherOwnersHint(_ written: String, notOf kind: ObjectKind, inACall: Bool) -> String? {
        let owners = ObjectKind.allCases.filter { owner in
            guard owner != kind, case .found = Vocabulary.resolve(written, for: owner) else { return false }
            return true
        }
        guard !owners.isEmpty else { return nil }
        let hint =
            "'\(written)' is a callback of " + owners.map(\.withArticle).joined(separator: " or ")
            + (inACall ? ": name such an object" : ": list it on that kind's page")
        guard kind == .swiftuiView, owners == [.swiftuiApp], written.hasPrefix("onChange") else { return hint }
        return hint + "; a view's onChange(of: scenePhase) is traced on the swiftui-app object (its option 'observer: view', the default)"
    }
}

extension ObjectKind {
    /// The kind with its article, for messages: `a view-controller`, `an app`.
    var withArticle: String {
        (rawValue.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + rawValue
    }
}
