internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache

/// `reference.html`, generated from the engine's own registry: every object kind with its
/// states, options and callbacks, every action with its arguments, every behaviour with its
/// evidence. The documentation of the format cannot drift from the engine.
struct ReferencePage {
    let frame: SiteFrame
    var site: SiteInput { frame.site }
    let path = SitePaths.reference

    func context() -> MustacheValue {
        let page = PageContext(
            frame: frame, path: path, title: "Engine reference",
            description: "Every object kind, action and callback the engine models.")
        return page.value(merging: [
            "kinds": .array(ObjectKind.allCases.map(kind)),
            "actions": .array(Vocabulary.actions.map(action)),
            "groups": .array(CallbackGroup.allCases.map { .string($0.rawValue) }),
            "behaviours": .array(BehaviourRegistry.all.map { EvidenceContext.behaviour($0, site: site, from: path) }),
        ])
    }

    private func kind(_ kind: ObjectKind) -> MustacheValue {
        let callbacks = Vocabulary.callbacks(of: kind)
        return .dictionary([
            "name": .string(kind.rawValue),
            "states": .string(Vocabulary.states(of: kind).joined(separator: ", ")),
            "options": .array(
                Vocabulary.options(of: kind).map { option in
                    .dictionary([
                        "name": .string(option.name), "values": .string(option.valuesText),
                        "default": .string(option.defaultValue), "summary": .string(option.summary),
                    ])
                }),
            "callbacks": .array(
                callbacks.map { callback in
                    .dictionary([
                        "name": .string(callback.name), "signature": .string(callback.signature),
                        "declaredIn": .string(callback.declaredIn), "group": .string(callback.group.rawValue),
                        "ios": IOSAvailability.rule(for: callback).map { .string($0.versions) } ?? .null,
                    ])
                }),
            "hasCallbacks": .bool(!callbacks.isEmpty),
            "hasOptions": .bool(!Vocabulary.options(of: kind).isEmpty),
        ])
    }

    private func action(_ action: ActionSpec) -> MustacheValue {
        .dictionary([
            "name": .string(action.name.rawValue),
            "area": .string(action.area),
            "summary": .string(action.summary),
            "oneOf": action.oneOf.isEmpty ? .null : .string(action.oneOf.joined(separator: ", ")),
            "arguments": .array(
                action.arguments.map { argument in
                    .dictionary([
                        "name": .string(argument.name), "type": .string(argument.type.description),
                        "required": .bool(argument.isRequired), "summary": .string(argument.summary),
                    ])
                }),
        ])
    }
}
