internal import LifecycleModel

/// Views in another view's body (`inside:`): a child view in a VStack, or one behind an
/// `if` that a state change flips (`insert-view`, `remove-view`).
///
/// They have no hosting controller of their own: they appear and disappear with the view
/// they are in. Two printed runs fix the order of their onAppear: a nested stack's
/// innermost view first and only then the tasks, in the same order (benigumo, 2024), and
/// two views side by side in a ZStack, the second one first (Fatbobman, 2021). One rule
/// fits both: the reverse of the order in which the body is written, read from the
/// outermost view in (docs/research/swiftui-views-round-4.md).
extension Simulation {
    /// `view` and the views in its body now, in the order their onAppear runs: the reverse
    /// of the order they are written in, a view before the view it is inside.
    func withSubviews(_ view: String) -> [String] {
        viewsInBody(of: view).filter(isInBody).reversed().flatMap(withSubviews) + [view]
    }

    private func viewsInBody(of view: String) -> [String] {
        declarationOrder.filter { declarations[$0]?.kind == .swiftuiView && declarations[$0]?.options["inside"] == view }
    }

    /// Whether the `if` around a view inside another is true now.
    private func isInBody(_ view: String) -> Bool {
        let startsInBody = declarations[view]?.options["start"] != "hidden"
        return startsInBody != world.swiftUIToggled.contains(view)
    }

    /// `insert-view` and `remove-view`: the view's `if` flips while the view it is in is on
    /// screen, so it appears or disappears with the views inside it.
    mutating func toggleSubview(_ view: String, inserting: Bool) throws {
        let action = inserting ? "insert-view" : "remove-view"
        guard let enclosing = declarations[view]?.options["inside"] else {
            throw SimulationError(
                "\(action) of '\(view)', which is not inside another view",
                hint: "declare it with 'inside: V', V the view whose body holds it (and 'start: hidden' if it is not there at first)")
        }
        guard world.swiftUIShown.contains(enclosing) else {
            throw SimulationError("\(action) of '\(view)' while '\(enclosing)' is not on screen", hint: "show '\(enclosing)' first")
        }
        guard isInBody(view) != inserting else {
            throw SimulationError(
                inserting
                    ? "insert-view of '\(view)', which is in '\(enclosing)' already" : "remove-view of '\(view)', which is not in '\(enclosing)'",
                hint: inserting ? "remove it first" : "insert it first")
        }
        try refuseUnmodelledSubviews(of: view)
        world.swiftUIToggled.formSymmetricDifference([view])
        noteBehaviour(.swiftUISubviews)
        if inserting { swiftUIAppear(view, .swiftUISubviews) } else { swiftUIDisappear(view, .swiftUISubviews) }
    }

    /// `replace-view`: an `if`/`else` (or a new `.id`) swaps `old` for `new` in the body
    /// of the view on screen. Tests run against Apple's SwiftUI (OpenSwiftUI's
    /// compatibility suite, iOS 18.5) expect the new view's onAppear first, and the old
    /// view's onDisappear first with `.transition(.identity)`.
    mutating func replaceSubview(_ old: String, with new: String, identity: Bool) throws {
        guard let enclosing = declarations[old]?.options["inside"], declarations[new]?.options["inside"] == enclosing, old != new else {
            throw SimulationError(
                "replace-view of '\(old)' with '\(new)': both must be inside the same view",
                hint: "declare both with 'inside: V', V the view whose body switches between them")
        }
        guard world.swiftUIShown.contains(enclosing) else {
            throw SimulationError("replace-view of '\(old)' while '\(enclosing)' is not on screen", hint: "show '\(enclosing)' first")
        }
        guard isInBody(old), !isInBody(new) else {
            throw SimulationError(
                "replace-view of '\(old)' with '\(new)': '\(isInBody(old) ? new : old)' is \(isInBody(old) ? "in" : "not in") '\(enclosing)' now",
                hint: "name the view in the body as 'view' and the one it gives way to as 'with'")
        }
        try refuseUnmodelledSubviews(of: new)
        world.swiftUIToggled.formSymmetricDifference([old, new])
        noteBehaviour(.swiftUIReplace)
        if identity {
            swiftUIDisappear(old, .swiftUIReplace)
            swiftUIAppear(new, .swiftUIReplace)
        } else {
            swiftUIAppear(new, .swiftUIReplace)
            swiftUIDisappear(old, .swiftUIReplace)
        }
    }

    /// A row or a view inside another is never placed on its own, and what a placed view
    /// (or a hosting controller's view) holds must be modelled.
    func refuseUnplaceableSwiftUI(_ name: String, _ declaration: ObjectDeclaration) throws {
        if declaration.kind == .swiftuiView, let list = declaration.options["row-of"] {
            throw SimulationError("'\(name)' is a row of '\(list)': it cannot be placed itself", hint: "use scroll-in and scroll-out")
        }
        if declaration.kind == .swiftuiView, let enclosing = declaration.options["inside"] {
            throw SimulationError(
                "'\(name)' is inside '\(enclosing)': it shows with it", hint: "place '\(enclosing)', or use insert-view and remove-view")
        }
        if declaration.kind == .swiftuiView { try refuseUnmodelledSubviews(of: name) }
        if let hosted = declaration.options["hosts"] { try refuseUnmodelledSubviews(of: hosted) }
    }

    /// What a view placed on screen may hold: views inside it that are not rows, wrap no
    /// controller, and exist on this iOS version.
    private func refuseUnmodelledSubviews(of view: String) throws {
        for subview in viewsInBody(of: view) {
            if let list = declarations[subview]?.options["row-of"] {
                throw SimulationError(
                    "'\(subview)' is declared both inside '\(view)' and as a row of '\(list)'",
                    hint: "a row is in its list's view already: keep 'row-of' and drop 'inside'")
            }
            if declarations[subview]?.options["represents"] != nil {
                throw SimulationError(
                    "'\(subview)' is a representable inside '\(view)': a representable that is not a screen of its own is not modelled",
                    hint: "place the representable itself (show, push, sheet), or leave its controller out")
            }
            try refuseUnavailableSwiftUI(subview, kind: .swiftuiView)
            try refuseUnmodelledSubviews(of: subview)
        }
    }
}
