internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

extension FileReader {
    /// `- launch` or `- push: { vc: B, on: nav }`, checked against the action's spec and
    /// the scenario's objects.
    func step(_ node: YAMLNode, objects: [ObjectDeclaration]) -> Step? {
        let nameNode: YAMLNode
        let argumentsNode: YAMLNode?
        if node.scalar != nil {
            (nameNode, argumentsNode) = (node, nil)
        } else if let pairs = node.pairs, pairs.count == 1 {
            (nameNode, argumentsNode) = (pairs[0].key, pairs[0].value)
        } else {
            error(
                "step.shape", at: node, "a step must be an action name or a map with one action",
                hint: "write '- launch' or '- push: { vc: B, on: nav }'")
            return nil
        }
        guard let name = string(nameNode, "an action") else { return nil }
        guard let action = ActionName(rawValue: name) else {
            if let note = UnmodelledActions.note(name) {
                error("step.not-modelled", at: nameNode, note.message, hint: note.hint)
                return nil
            }
            error(
                "step.unknown-action", at: nameNode, "unknown action '\(name)'",
                hint: Suggestion.hint(for: name, in: ActionName.allCases.map(\.rawValue))
                    ?? "the engine models no such action; the reference page lists the actions it has")
            return nil
        }
        let spec = Vocabulary.action(action)
        var arguments: [String: ArgumentValue] = [:]
        var complete = true
        if let argumentsNode, !argumentsNode.isPlainNull {
            guard var fields = Fields(argumentsNode, "the arguments of '\(name)'", reader: self) else { return nil }
            if reportUnmodelledUse(action, fields, objects: objects) { return nil }
            let names = spec.arguments.map(\.name)
            let missing = spec.arguments.filter { $0.isRequired && fields.peek($0.name) == nil }
            let strangers = fields.keys.filter { !names.contains($0) }
            // One key written in place of the one required (`sheet: { vc: S }`) is one slip;
            // a misspelt optional one (`animted`) is not.
            let misnamed =
                missing.count == 1 && strangers.count == 1
                    && Suggestion.hint(for: strangers[0], in: names.filter { $0 != missing[0].name }) == nil ? strangers[0] : nil
            if let misnamed, let keyNode = fields.keyNode(misnamed) {
                error(
                    "step.missing-argument", at: keyNode, "action '\(name)' takes '\(missing[0].name)', not '\(misnamed)'",
                    hint: "write '\(missing[0].name): …'")
                complete = false
            }
            for argument in spec.arguments {
                guard let value = fields.optional(argument.name) else {
                    if argument.isRequired, misnamed == nil {
                        error("step.missing-argument", at: argumentsNode, "action '\(name)' needs the argument '\(argument.name)'")
                        complete = false
                    }
                    continue
                }
                if let parsed = self.argument(value, argument, of: name, objects: objects) {
                    arguments[argument.name] = parsed
                } else {
                    complete = false
                }
            }
            fields.finish(alsoKnown: misnamed.map { [$0] } ?? [])
        } else if let missing = spec.arguments.first(where: \.isRequired) {
            error(
                "step.missing-argument", at: nameNode, "action '\(name)' needs the argument '\(missing.name)'",
                hint: "write '- \(name): { " + spec.arguments.filter(\.isRequired).map { "\($0.name): …" }.joined(separator: ", ") + " }'")
            return nil
        }
        if complete, !spec.oneOf.isEmpty {
            let given = spec.oneOf.filter { arguments[$0] != nil }
            let choices = spec.oneOf.map { "'\($0)'" }.joined(separator: " or ")
            if given.isEmpty {
                error(
                    "step.missing-argument", at: argumentsNode ?? nameNode, "action '\(name)' needs one of the arguments \(choices)",
                    hint: "write '- \(name): { \(spec.oneOf[0]): … }'")
                return nil
            }
            if given.count > 1 {
                error("step.argument-conflict", at: argumentsNode ?? nameNode, "action '\(name)' takes one of \(choices), not both")
                return nil
            }
        }
        return complete ? Step(action: action, arguments: arguments, location: location(nameNode)) : nil
    }

    private func argument(_ node: YAMLNode, _ spec: ArgumentSpec, of action: String, objects: [ObjectDeclaration]) -> ArgumentValue? {
        let what = "argument '\(spec.name)' of '\(action)'"
        switch spec.type {
        case .object(let kinds):
            return objectName(node, kinds: kinds, what, objects: objects).map(ArgumentValue.object)
        case .objects(let kinds):
            guard let elements = sequence(node, what) else { return nil }
            let names = elements.compactMap { objectName($0, kinds: kinds, "an element of \(what)", objects: objects) }
            return names.count == elements.count ? .objects(names) : nil
        case .bool:
            return bool(node, what).map(ArgumentValue.bool)
        case .int(let range):
            return int(node, what, in: range).map(ArgumentValue.int)
        case .choice(let values):
            return choice(node, what, values).map(ArgumentValue.choice)
        }
    }

    private func objectName(_ node: YAMLNode, kinds: [ObjectKind], _ what: String, objects: [ObjectDeclaration]) -> String? {
        guard let name = string(node, what) else { return nil }
        let all = objects + ObjectDeclaration.implicit.filter { implicit in !objects.contains { $0.name == implicit.name } }
        guard let declared = all.first(where: { $0.name == name }) else {
            if unusableObjects.contains(name) { return nil }
            error(
                "step.unknown-object", at: node, "\(what) names '\(name)', which is not an object of this scenario",
                hint: Suggestion.hint(for: name, in: all.map(\.name)) ?? "declare it under 'objects:'")
            return nil
        }
        guard kinds.contains(declared.kind) else {
            let fitting = all.filter { kinds.contains($0.kind) }.map(\.name)
            let hint =
                declared.kind == .splitViewController
                ? "a split view controller is modelled only as a window's root (show: { root: \(name) }); elsewhere it is not modelled"
                : fitting.isEmpty
                    ? "declare an object of kind \(kinds[0].rawValue) under 'objects:' and name it here"
                    : "objects of that kind here: \(fitting.joined(separator: ", "))"
            error(
                "step.object-kind", at: node,
                "\(what) must be a \(kinds.map(\.rawValue).joined(separator: " or ")), but '\(name)' is \(declared.kind.withArticle)",
                hint: hint)
            return nil
        }
        return name
    }
}
