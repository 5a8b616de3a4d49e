internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

/// `v: { kind: view, loaded-with: A }`: a view of A's storyboard scene or nib. It names a
/// view controller whose view loads from a nib, or another such view (its superview in the
/// same nib); such a view comes from the nib, so `from` is `nib`.
extension FileReader {
    func checkLoadedWith(_ declarations: [ObjectDeclaration], pairs: [YAMLNode.Pair]) -> [ObjectDeclaration] {
        let byName = Dictionary(declarations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var checked: [ObjectDeclaration] = []
        for var declaration in declarations {
            guard let owner = declaration.options["loaded-with"] else {
                checked.append(declaration)
                continue
            }
            let node = optionNode("loaded-with", of: declaration.name, in: pairs)
            if let problem = loadedWithProblem(declaration.name, owner, byName) {
                if let node { error("schema.loaded-with", at: node, problem.summary, hint: problem.hint) }
                declaration.options["loaded-with"] = nil
                checked.append(declaration)
                continue
            }
            if declaration.options["from"] == "code", let node {
                error(
                    "schema.loaded-with", at: node, "'\(declaration.name)' is loaded with '\(owner)' from a nib, so it cannot come 'from: code'",
                    hint: "drop 'from: code'; a view loaded with a nib is created by init(coder:)")
            }
            declaration.options["from"] = "nib"
            checked.append(declaration)
        }
        return checked
    }

    private func loadedWithProblem(
        _ name: String, _ owner: String, _ byName: [String: ObjectDeclaration]
    ) -> (summary: String, hint: String?)? {
        guard let target = byName[owner], owner != name else {
            return (
                "'\(name)' is loaded with '\(owner)', which is not another object of this scenario",
                Suggestion.hint(for: owner, in: byName.keys.filter { $0 != name }.sorted()) ?? "name the view controller whose nib holds it"
            )
        }
        switch target.kind {
        case .viewController:
            if let loadView = target.options["load-view"], loadView != "default" {
                return (
                    "'\(owner)' overrides loadView (load-view: \(loadView)), so no nib loads with its view", "use 'load-view: default' for '\(owner)'"
                )
            }
            return nil
        case .view:
            var seen: Set<String> = [name]
            var current = target
            while let next = current.options["loaded-with"] {
                guard seen.insert(current.name).inserted, let nextDeclaration = byName[next] else {
                    return ("'\(name)' is loaded with '\(owner)', whose superviews loop", "the chain of loaded-with must end at a view controller")
                }
                if nextDeclaration.kind == .viewController { return nil }
                current = nextDeclaration
            }
            return (
                "'\(name)' is loaded with '\(owner)', which is not itself loaded with a controller's view",
                "give '\(owner)' 'loaded-with: CONTROLLER', or name the controller"
            )
        default:
            return ("'\(name)' is loaded with '\(owner)', which is \(target.kind.withArticle)", "name a view-controller or a view loaded with one")
        }
    }

    func optionNode(_ option: String, of name: String, in pairs: [YAMLNode.Pair]) -> YAMLNode? {
        let declaration = pairs.first { $0.key.scalar?.value == name }?.value
        return declaration?.pairs?.first { $0.key.scalar?.value == option }?.value
    }
}
