internal import Diagnostics
internal import LifecycleModel

/// A declared object that takes no part in its scenario is a warning: usually a leftover of
/// an edit, or a name the author meant to use in a step and misspelt there.
///
/// Taking part is read from what the engine did and from the vocabulary, not from the
/// kind: an object is used when the simulated steps call it (a keyboard observer that only
/// hears notifications), when an action of the setup or the steps names it (the presenter
/// of a sheet, which the sheet calls nothing on, and the stock containers, which have no
/// callbacks of their own), or when another object's option names it (`loaded-with: A`).
struct DeclaredObjectsTakePart: ValidationRule {
    static let id = "lifeline.scenario.unused-object"

    func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticBag) {
        for lifecycle in context.catalog.lifecycles {
            for scenario in lifecycle.scenarios {
                // A run that stopped early may not have reached the calls of an object.
                guard let result = context.result(lifecycle, scenario), result.diagnostics.isEmpty, !result.stoppedEarly else { continue }
                let used = Self.named(in: scenario).union(result.events.map(\.receiver))
                for object in scenario.objects where !used.contains(object.name) {
                    diagnostics.append(
                        Diagnostic(
                            .warning, id: Self.id, at: object.location,
                            "'\(object.name)' is declared in scenario '\(scenario.id)' but takes no part in it",
                            hint: "no action of its setup or steps names '\(object.name)' and the engine calls nothing on it; "
                                + "remove it, or name it in a step"))
                }
            }
        }
    }

    /// Objects named by an argument of an action, or by an option of another object.
    static func named(in scenario: Scenario) -> Set<String> {
        var names: Set<String> = []
        for step in scenario.setup + scenario.steps {
            for value in step.arguments.values {
                switch value {
                case .object(let name): names.insert(name)
                case .objects(let list): names.formUnion(list)
                case .bool, .int, .choice: break
                }
            }
        }
        for object in scenario.objects {
            for option in Vocabulary.options(of: object.kind) where !option.objectKinds.isEmpty {
                if let name = object.options[option.name] { names.insert(name) }
            }
        }
        return names
    }
}
