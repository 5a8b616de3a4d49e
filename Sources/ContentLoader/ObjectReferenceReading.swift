internal import Diagnostics
internal import LifecycleModel
internal import YAMLSupport

/// The options that name another object of the scenario (`inside: Home`, `row-of: Home`,
/// `represents: W`, `hosts: V`): the name must be another object of a kind the option
/// takes, and SwiftUI views must nest as they can in code. A view cannot be inside itself
/// or inside a view that is inside it, a row is already in its list's view, and a
/// representable has no SwiftUI body to hold views, nor a place in one. An option that
/// fails is reported at its value and dropped, so the engine never sees it.
extension FileReader {
    func checkObjectReferences(_ declarations: [ObjectDeclaration], pairs: [YAMLNode.Pair]) -> [ObjectDeclaration] {
        // Containers last, against the views as checked: a view's own mistake is reported at
        // the view alone, not again at the container in its body.
        let views = checkObjectReferences(declarations, ofContainers: false, pairs: pairs)
        return checkObjectReferences(views, ofContainers: true, pairs: pairs)
    }

    private func checkObjectReferences(_ declarations: [ObjectDeclaration], ofContainers: Bool, pairs: [YAMLNode.Pair]) -> [ObjectDeclaration] {
        let byName = Dictionary(declarations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return droppingFailed(Self.checkedHere, of: declarations, pairs: pairs, id: "schema.object-reference") { declaration, option, target in
            guard declaration.kind.isSwiftUIContainer == ofContainers else { return nil }
            return Vocabulary.options(of: declaration.kind).first { $0.name == option }.flatMap {
                referenceProblem(declaration, $0, target, byName, in: declarations)
            }
        }
    }

    /// Each of `options` that a declaration has, checked by `problem`: one that fails is
    /// reported at its value, with `id`, and dropped from the declaration.
    func droppingFailed(
        _ options: [String], of declarations: [ObjectDeclaration], pairs: [YAMLNode.Pair], id: String,
        problem: (ObjectDeclaration, String, String) -> (summary: String, hint: String?)?
    ) -> [ObjectDeclaration] {
        declarations.map { declaration in
            var checked = declaration
            for option in options {
                guard let value = declaration.options[option], let found = problem(declaration, option, value) else { continue }
                if let node = optionNode(option, of: declaration.name, in: pairs) { error(id, at: node, found.summary, hint: found.hint) }
                checked.options[option] = nil
            }
            return checked
        }
    }

    /// `loaded-with` and `added-on-load` have checks of their own.
    private static let checkedHere = ["inside", "row-of", "represents", "hosts"]

    private func referenceProblem(
        _ declaration: ObjectDeclaration, _ option: OptionSpec, _ target: String, _ byName: [String: ObjectDeclaration],
        in declarations: [ObjectDeclaration]
    ) -> (summary: String, hint: String?)? {
        let name = declaration.name
        let kinds = option.objectKinds.map(\.rawValue).joined(separator: " or ")
        guard let named = byName[target], target != name else {
            return (
                "'\(name)' has '\(option.name): \(target)', which is not another object of this scenario",
                Suggestion.hint(for: target, in: byName.keys.filter { $0 != name }.sorted()) ?? "name a \(kinds) declared under 'objects:'"
            )
        }
        guard option.objectKinds.contains(named.kind) else {
            // A wrapped UIView is a UIViewRepresentable, which the engine does not model.
            let unmodelled =
                option.name == "represents" && [.view, .tableView, .collectionView].contains(named.kind)
                ? "; a UIViewRepresentable (a wrapped UIView) is not modelled, only a UIViewControllerRepresentable" : ""
            return ("'\(name)' has '\(option.name): \(target)', which is \(named.kind.withArticle)", "name a \(kinds)" + unmodelled)
        }
        if declaration.kind.isSwiftUIContainer {
            return surroundingViewProblem(declaration, target, byName, in: declarations)
        }
        switch option.name {
        case "inside", "row-of":
            let relation = option.name == "inside" ? "inside" : "a row of"
            if option.name == "inside", declaration.options["row-of"] != nil {
                return ("'\(name)' is both a row and inside '\(target)'", "a row is in its list's view already: keep 'row-of' and drop 'inside'")
            }
            if declaration.options["represents"] != nil {
                return (
                    "'\(name)' is a representable declared \(option.name == "inside" ? "inside" : "as a row of") '\(target)': a representable that is not a screen of its own is not modelled",
                    "place the representable itself (show, push, sheet), or leave its controller out"
                )
            }
            if named.options["represents"] != nil {
                return (
                    "'\(name)' is \(relation) '\(target)', a representable, which has no SwiftUI body to hold it", "name the view that holds both"
                )
            }
            // The chain of enclosing views must end: a cycle would never reach a screen.
            var chain = [name, target]
            var current = named
            while let next = current.options["inside"] ?? current.options["row-of"], let nextDeclaration = byName[next] {
                if next == name {
                    return (
                        "'\(name)' is \(relation) '\(target)', and the chain \(chain.joined(separator: " → ")) → \(name) comes back to it",
                        "views cannot hold each other"
                    )
                }
                guard !chain.contains(next) else { break }
                chain.append(next)
                current = nextDeclaration
            }
            return nil
        case "hosts":
            if let enclosing = named.options["inside"] ?? named.options["row-of"] {
                return (
                    "'\(name)' hosts '\(target)', which is in the body of '\(enclosing)'",
                    "a hosting controller's rootView is a screen of its own: drop 'inside' or 'row-of' from '\(target)', or host '\(enclosing)'"
                )
            }
            return nil
        default:
            return nil
        }
    }

    /// A NavigationStack or TabView `inside` a view is that view's body: the view must be a
    /// screen's whole content, so it may hold no other container and sit in no other view.
    private func surroundingViewProblem(
        _ container: ObjectDeclaration, _ target: String, _ byName: [String: ObjectDeclaration], in declarations: [ObjectDeclaration]
    ) -> (summary: String, hint: String?)? {
        let name = container.name
        let named = byName[target]!
        for option in ["inside", "row-of"] {
            guard let enclosing = named.options[option] else { continue }
            let relation = option == "inside" ? "in the body of" : "a row of"
            return (
                "'\(name)' is inside '\(target)', which is itself \(relation) '\(enclosing)': a view around a container inside another view is not modelled",
                "drop 'inside' from '\(name)' to place it as a screen of its own, or drop '\(option)' from '\(target)'"
            )
        }
        if named.options["represents"] != nil {
            return ("'\(name)' is inside '\(target)', a representable, which has no SwiftUI body to hold it", "name the view whose body it is")
        }
        if let host = declarations.first(where: { $0.options["hosts"] == target }) {
            return (
                "'\(name)' is inside '\(target)', which the hosting controller '\(host.name)' shows: a container in a hosted view is not modelled",
                "place '\(name)' itself, or host a view without a container"
            )
        }
        // Reported at the second container, the first one declared is the view's body.
        if let first = declarations.first(where: { $0.kind.isSwiftUIContainer && $0.options["inside"] == target }),
            first.name != name
        {
            return (
                "'\(first.name)' and '\(name)' are both inside '\(target)': a view whose body holds two containers is not modelled",
                "keep one container inside '\(target)'"
            )
        }
        return nil
    }
}
