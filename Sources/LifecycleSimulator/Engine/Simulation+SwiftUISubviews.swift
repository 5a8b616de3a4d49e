internal import LifecycleModel

/// Views in another view's body (`inside:`): a child view in a VStack, or one in an `if`
/// that a state change flips (`insert-view`, `remove-view`, `replace-view`).
///
/// They have no hosting controller of their own: they appear and disappear with the view
/// they are in. Two printed runs fix the order of their onAppear: a nested stack's
/// innermost view first and only then the tasks, in the same order (benigumo, 2024), and
/// two views side by side in a ZStack, the second one first (Fatbobman, 2021). The
/// simplest rule both fit: the reverse of the order in which the body is written, read from the
/// outermost view in (docs/research/swiftui-views-round-4.md).
extension Simulation {
    /// `view` and the views in its body now, in the order their onAppear runs: the reverse
    /// of the order they are written in, a view before the view it is inside.
    func withSubviews(_ view: String) -> [String] {
        viewsInBody(of: view).filter(isInBody).reversed().flatMap(withSubviews) + [view]
    }

    private func viewsInBody(of view: String) -> [String] { swiftUIViews(whose: "inside", is: view) }

    /// Whether the `if` around a view inside another is true now.
    private func isInBody(_ view: String) -> Bool {
        let startsInBody = declarations[view]?.options["start"] != "hidden"
        return startsInBody != world.swiftUIToggled.contains(view)
    }

    /// The placed object that shows `view`: `view` itself, or the view its chain of
    /// `inside` and `row-of` ends at, or the container that is that view's body.
    func screen(of view: String) -> String {
        var chain = [view]
        while let enclosing = declarations[chain.last!]?.options["inside"] ?? declarations[chain.last!]?.options["row-of"],
            !chain.contains(enclosing)  // the loader refuses a cycle; content built otherwise must not hang
        {
            chain.append(enclosing)
        }
        return container(inBodyOf: chain.last!) ?? chain.last!
    }

    /// `insert-view` and `remove-view`: the view's `if` flips while the view it is in is on
    /// screen, so it appears or disappears with the views inside it. An `if` that turns
    /// false ends the view: inserted again, it is a new one, with its `@State` (the flags
    /// of the `if`s inside it, where its list was scrolled) as it starts.
    mutating func toggleSubview(_ view: String, inserting: Bool) throws {
        let action = inserting ? "insert-view" : "remove-view"
        if !inserting, declarations[view]?.options["row-of"] != nil { return try deleteRow(view) }
        guard let enclosing = declarations[view]?.options["inside"] else {
            throw SimulationError(
                "\(action) of '\(view)', which is not inside another view",
                hint: "declare it with 'inside: PARENT', PARENT the view whose body holds it (and 'start: hidden' if it is not there at first)")
        }
        try requireOnScreen(enclosing, for: "\(action) of '\(view)'")
        guard isInBody(view) != inserting else {
            throw SimulationError(
                inserting
                    ? "insert-view of '\(view)', which is in '\(enclosing)' already" : "remove-view of '\(view)', which is not in '\(enclosing)'",
                hint: inserting
                    ? "declare it 'start: hidden' if the if around it is false at first, or remove it first" : "insert it first")
        }
        try refuseUnavailableSubviews(of: view)
        if !inserting { try refuseRemovingASheetWriter(view, for: "remove-view of '\(view)'") }
        world.swiftUIToggled.formSymmetricDifference([view])
        noteBehaviour(.swiftUIIf)
        if inserting {
            world.swiftUIGone.subtract(contents(of: view))
            swiftUIAppear(view, .swiftUIIf, flip: .swiftUIIf)
        } else {
            swiftUIDisappear(view, .swiftUIIf, flip: .swiftUIIf)
            endIdentity(of: view)
        }
    }

    /// `remove-view` of a row: its item is deleted from the List or LazyVStack. A row on
    /// screen disappears with the views inside it, as a view an `if` takes out does; one
    /// scrolled away makes no call. Either way it is gone: a row that scrolls in later is
    /// another item's.
    private mutating func deleteRow(_ row: String) throws {
        let list = declarations[row]!.options["row-of"]!
        guard world.swiftUIShown.contains(list) else {
            throw SimulationError(
                "remove-view of '\(row)' while '\(list)' is not on screen",
                hint: "a change to the list's items shows nothing until '\(list)' is shown again")
        }
        guard !world.swiftUIGone.contains(row) else {
            throw SimulationError("remove-view of '\(row)', which was deleted already", hint: "declare another row for another item")
        }
        if world.swiftUIShown.contains(row) {
            try refuseRemovingASheetWriter(row, for: "remove-view of '\(row)'")
            swiftUIDisappear(row, .swiftUIRowDelete, flip: .swiftUIRowDelete)
        } else {
            noteBehaviour(.swiftUIRowDelete)
        }
        endIdentity(of: row)
    }

    /// `replace-view`: an `if`/`else` (or a new `.id`) swaps `old` for `new` in the body
    /// of the view on screen. Tests run against Apple's SwiftUI (OpenSwiftUI's
    /// compatibility suite, iOS 18.5) expect the new view's onAppear first, and the old
    /// view's onDisappear first with `.transition(.identity)`.
    mutating func replaceSubview(_ old: String, with new: String, identity: Bool) throws {
        guard old != new else {
            throw SimulationError("replace-view of '\(old)' with itself", hint: "name the view that takes its place as 'with'")
        }
        guard let enclosing = declarations[old]?.options["inside"], declarations[new]?.options["inside"] == enclosing else {
            throw SimulationError(
                "replace-view of '\(old)' with '\(new)': both must be inside the same view",
                hint: "declare both with 'inside: PARENT', PARENT the view whose body switches between them")
        }
        try requireOnScreen(enclosing, for: "replace-view of '\(old)'")
        guard isInBody(old), !isInBody(new) else {
            throw SimulationError(
                "replace-view of '\(old)' with '\(new)': '\(isInBody(old) ? new : old)' is \(isInBody(old) ? "in" : "not in") '\(enclosing)' now",
                hint: "name the view in the body as 'view' and the one it gives way to as 'with'")
        }
        try refuseUnavailableSubviews(of: new)
        try refuseRemovingASheetWriter(old, for: "replace-view of '\(old)'")
        world.swiftUIToggled.formSymmetricDifference([old, new])
        world.swiftUIGone.subtract(contents(of: new))
        noteBehaviour(.swiftUIReplace)
        if !identity { swiftUIAppear(new, .swiftUIReplace, flip: .swiftUIReplace) }
        swiftUIDisappear(old, .swiftUIReplace, flip: .swiftUIReplace)
        endIdentity(of: old)
        if identity { swiftUIAppear(new, .swiftUIReplace, flip: .swiftUIReplace) }
    }

    /// A flip needs the view whose body it changes on screen.
    private func requireOnScreen(_ enclosing: String, for action: String) throws {
        guard !world.swiftUIShown.contains(enclosing) else { return }
        throw SimulationError(
            "\(action) while '\(enclosing)' is not on screen",
            hint: "a state change in '\(enclosing)' shows nothing until '\(enclosing)' is shown again")
    }

    /// A view whose `.sheet` or `.fullScreenCover` is up cannot go (an `if`, a swap, a
    /// scroll, a pop): what SwiftUI then does with the presentation is recorded once, with
    /// no iOS version (mrwangkai/EchoCast: the sheet's content went too), so it is refused
    /// rather than shown as staying up.
    func refuseRemovingASheetWriter(_ view: String, for action: String) throws {
        let removed = contents(of: view)
        for (sheet, writer) in world.swiftUISheetWriters.sorted(by: { $0.key < $1.key })
        where removed.contains(writer) && world.controllers[sheet]?.presenter != nil {
            throw SimulationError(
                "\(action) while '\(sheet)', presented from '\(writer)', is up, which is not modelled",
                hint: "dismiss '\(sheet)' first; what SwiftUI does with a sheet whose presenting view goes is recorded once, "
                    + "without an iOS version (the sheet went too), which is not enough to model")
        }
    }

    /// Controllers leaving their container (a pop, remove-child): a SwiftUI view, or the one
    /// a hosting controller shows, each with the views in its body.
    func refuseLeavingWithASheetUp(_ leaving: [String]) throws {
        for name in leaving {
            guard let view = declarations[name]?.kind == .swiftuiView ? name : declarations[name]?.options["hosts"] else { continue }
            try refuseRemovingASheetWriter(view, for: "'\(name)' leaving \(name == view ? "the stack" : "its container")")
        }
    }

    /// A view taken out of its body by an `if` is gone with everything in it; inserted
    /// again, it starts afresh.
    private mutating func endIdentity(of view: String) {
        for member in contents(of: view) {
            world.swiftUIGone.insert(member)
            world.swiftUISeen.remove(member)
            world.swiftUIParked.remove(member)
            if member != view { world.swiftUIToggled.remove(member) }
        }
    }

    /// `view`, every view declared inside it, and every row of their lists, whether on
    /// screen or not.
    private func contents(of view: String) -> [String] {
        [view] + (viewsInBody(of: view) + rows(of: view)).flatMap(contents)
    }

    /// A row, a view inside another or one whose body is a container is never placed on
    /// its own, and what a placed view (a hosting controller's view, the view around a
    /// container) holds must exist on this iOS version.
    func refuseUnplaceableSwiftUI(_ name: String, _ declaration: ObjectDeclaration) throws {
        if let hosted = declaration.options["hosts"] { try refuseUnavailableSubviews(of: hosted) }
        if declaration.kind != .swiftuiView, let surrounding = declaration.options["inside"] {
            try refuseUnavailableSwiftUI(surrounding, kind: .swiftuiView)
            try refuseUnavailableSubviews(of: surrounding)
        }
        guard declaration.kind == .swiftuiView else { return }
        if let list = declaration.options["row-of"] {
            throw SimulationError("'\(name)' is a row of '\(list)': it cannot be placed itself", hint: "use scroll-in and scroll-out")
        }
        if let enclosing = declaration.options["inside"] {
            throw SimulationError(
                "'\(name)' is inside '\(enclosing)': it shows with it", hint: "place '\(enclosing)', or use insert-view and remove-view")
        }
        if let container = container(inBodyOf: name) {
            throw SimulationError(
                "'\(name)' has '\(container)' as its body: it cannot be placed itself, in '\(container)' or anywhere else",
                hint: "place '\(container)' (a window's root, a tab or a sheet's view): '\(name)' shows with it")
        }
        try refuseUnavailableSubviews(of: name)
    }

    /// The views inside `view` and the rows of their lists, each on this iOS version.
    private func refuseUnavailableSubviews(of view: String) throws {
        for member in contents(of: view).dropFirst() { try refuseUnavailableSwiftUI(member, kind: .swiftuiView) }
    }
}
