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
                let isSwiftUI = scenario.config.over(lifecycle.config).resolved.lifecycle == .swiftui
                for object in scenario.objects where !used.contains(object.name) && !Self.declaresDelegates(object, isSwiftUI) {
                    let hint =
                        object.kind == .swiftuiApp && !isSwiftUI
                        ? "a swiftui-app object is the SwiftUI App, which takes part only with 'lifecycle: swiftui'; set it in the config, or remove the object"
                        : "no action of its setup or steps names '\(object.name)' and the engine calls nothing on it; remove it, or name it in a step"
                    diagnostics.append(
                        Diagnostic(
                            .warning, id: Self.id, at: object.location,
                            "'\(object.name)' is declared in scenario '\(scenario.id)' but takes no part in it", hint: hint))
                }
            }
        }
    }

    /// A SwiftUI App that observes no scenePhase (`observer: none`) still takes part when it
    /// adopts UIKit delegates: the app delegate's calls are there because it says so.
    static func declaresDelegates(_ object: ObjectDeclaration, _ isSwiftUI: Bool) -> Bool {
        isSwiftUI && object.kind == .swiftuiApp && (object.options["delegates"] ?? "none") != "none"
    }

    /// Objects named by an argument of an action, or by an option of another object.
    static func named(in scenario: Scenario) -> Set<String> {
        var names: Set<String> = []
        for step in scenario.setup + scenario.steps { names.formUnion(step.namedObjects) }
        for object in scenario.objects {
            for option in Vocabulary.options(of: object.kind) where !option.objectKinds.isEmpty {
                if let name = object.options[option.name] { names.insert(name) }
            }
        }
        return names
    }
}
