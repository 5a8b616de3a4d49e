internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

/// `v: { kind: view, added-on-load: B }`: B's viewDidLoad creates v and adds it to B's
/// view. It names a view controller whose viewDidLoad runs to its end, or another view
/// added on load (its superview); a view comes either from its controller's nib
/// (`loaded-with`) or from its viewDidLoad, not both.
extension FileReader {
    func checkAddedOnLoad(_ declarations: [ObjectDeclaration], pairs: [YAMLNode.Pair]) -> [ObjectDeclaration] {
        let byName = Dictionary(declarations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return droppingFailed(["added-on-load"], of: declarations, pairs: pairs, id: "schema.added-on-load") { declaration, _, owner in
            addedOnLoadProblem(declaration, owner, byName)
        }
    }

    private func addedOnLoadProblem(
        _ declaration: ObjectDeclaration, _ owner: String, _ byName: [String: ObjectDeclaration]
    ) -> (summary: String, hint: String?)? {
        let name = declaration.name
        if declaration.options["loaded-with"] != nil {
            return (
                "'\(name)' cannot be both loaded with a nib and added on load",
                "keep 'loaded-with' for a view of the nib, 'added-on-load' for one viewDidLoad creates"
            )
        }
        guard let target = byName[owner], owner != name else {
            return (
                "'\(name)' is added on load of '\(owner)', which is not another object of this scenario",
                Suggestion.hint(for: owner, in: byName.keys.filter { $0 != name }.sorted()) ?? "name the view controller whose viewDidLoad adds it"
            )
        }
        switch target.kind {
        case .viewController:
            if let loadView = target.options["load-view"], loadView.hasPrefix("missing-view") {
                return ("'\(owner)' never finishes loading its view (load-view: \(loadView)), so its viewDidLoad adds nothing", nil)
            }
            return nil
        case .view:
            var seen: Set<String> = [name]
            var current = target
            while let next = current.options["added-on-load"] {
                guard seen.insert(current.name).inserted, let nextDeclaration = byName[next] else {
                    return (
                        "'\(name)' is added on load of '\(owner)', whose superviews loop", "the chain of added-on-load must end at a view controller"
                    )
                }
                if nextDeclaration.kind == .viewController { return nil }
                current = nextDeclaration
            }
            return (
                "'\(name)' is added on load of '\(owner)', which is not itself added on load of a controller",
                "give '\(owner)' 'added-on-load: CONTROLLER', or name the controller"
            )
        default:
            return (
                "'\(name)' is added on load of '\(owner)', which is \(target.kind.withArticle)",
                "name a view-controller or a view added on load of one"
            )
        }
    }
}
