/// The engine's registry: every object kind with its states, callbacks and options, and
/// every action with its arguments.
///
/// It is the single source for the loader (what may be written), the engine (what it
/// must implement) and the generated reference page (what is documented), so the three
/// cannot drift apart.
public enum Vocabulary {
    public static func callbacks(of kind: ObjectKind) -> [CallbackSpec] {
        switch kind {
        case .app: appCallbacks
        case .scene: sceneCallbacks
        case .viewController: viewControllerCallbacks
        // Stock containers: the engine traces their delegates' calls, not overrides of their own.
        case .navigationController: navigationControllerCallbacks
        case .tabBarController: tabBarControllerCallbacks
        case .splitViewController, .pageViewController: []
        // NavigationStack and TabView tell no delegate anything.
        case .navigationStack, .tabView: []
        case .swiftuiApp: swiftUICallbacks
        case .swiftuiView: swiftUIViewCallbacks
        case .view: viewCallbacks
        case .tableView: tableViewCallbacks
        case .cell: cellCallbacks
        case .collectionView: collectionViewCallbacks
        case .collectionCell: collectionCellCallbacks
        case .keyboardObserver: keyboardCallbacks
        case .textField: textFieldCallbacks
        case .textView: textViewCallbacks
        }
    }

    /// The states a hand-drawn diagram may use for an object of `kind`, in lifecycle order.
    public static func states(of kind: ObjectKind) -> [String] {
        switch kind {
        case .app: ["not-running", "inactive", "active", "background", "suspended"]
        case .scene: ["unattached", "foreground-inactive", "foreground-active", "background", "suspended"]
        case .viewController, .navigationController, .tabBarController, .splitViewController, .pageViewController, .navigationStack, .tabView:
            ["not-loaded", "disappeared", "appearing", "appeared", "disappearing", "deallocated"]
        case .swiftuiApp: ["not-running", "inactive", "active", "background"]
        case .swiftuiView: ["not-created", "disappeared", "appeared", "gone"]
        case .view: ["not-created", "detached", "in-superview", "in-window", "deallocated"]
        case .tableView, .collectionView: ["idle"]
        case .cell, .collectionCell: ["not-created", "dequeued", "displayed", "reuse-pool"]
        case .keyboardObserver: ["hidden", "shown"]
        case .textField, .textView: ["idle", "editing"]
        }
    }

    public static func options(of kind: ObjectKind) -> [OptionSpec] {
        switch kind {
        case .viewController: viewControllerOptions + [hostsOption]
        case .navigationController, .tabBarController, .splitViewController, .pageViewController: viewControllerOptions
        case .view: [nibOption, loadedWithOption, addedOnLoadOption]
        case .cell, .collectionCell: [nibOption]
        case .collectionView: [sizingOption]
        case .swiftuiApp: [swiftUIObserverOption, swiftUIDelegatesOption]
        case .swiftuiView: swiftUIViewOptions
        case .navigationStack, .tabView: [swiftUIContainerInsideOption]
        default: []
        }
    }

    public static func action(_ name: ActionName) -> ActionSpec {
        actionsByName[name]!
    }

    /// Kinds that have callbacks, so a lifecycle page can document them.
    public static var documentableKinds: [ObjectKind] {
        ObjectKind.allCases.filter { !callbacks(of: $0).isEmpty }
    }

    private static let actionsByName = Dictionary(uniqueKeysWithValues: actions.map { ($0.name, $0) })
}

extension Vocabulary {
    static let nibOption = OptionSpec(
        "from", values: ["code", "nib"], default: "code",
        summary:
            "How it is created: init(frame:) (a view or a collection view cell) or init(style:reuseIdentifier:) (a table view cell) in code, or init(coder:) and awakeFromNib from a nib or storyboard."
    )

    static let sizingOption = OptionSpec(
        "sizing", values: ["fixed", "self-sizing"], default: "fixed",
        summary:
            "How its layout sizes items: fixed (itemSize, or the delegate's sizes), or self-sizing (estimatedItemSize set), when each cell is asked for preferredLayoutAttributesFitting(_:) after the dequeue."
    )

    static let loadedWithOption = OptionSpec(
        "loaded-with", naming: [.viewController, .view], default: "none",
        summary:
            "The view is part of a controller's storyboard scene or nib: it is created (init(coder:), awakeFromNib) inside the controller's view when that view loads. Name the view controller, or a view loaded with it that is its superview."
    )

    static let addedOnLoadOption = OptionSpec(
        "added-on-load", naming: [.viewController, .view], default: "none",
        summary:
            "The controller's viewDidLoad creates the view and adds it to the controller's view: it is created and added inside viewDidLoad, joins the window after the controller's viewWillAppear and is laid out after its viewDidLayoutSubviews. Name the view controller, or a view added on load that is its superview."
    )

    static let swiftUIObserverOption = OptionSpec(
        "observer", values: ["view", "app", "none"], default: "view",
        summary:
            "Where onChange(of: scenePhase) is attached: in a view (the default), which hears each change after the scene delegate's matching call, in the App, which hears it before, or nowhere (none), to show the delegates' calls alone, as at a launch into the background."
    )

    static let swiftUIDelegatesOption = OptionSpec(
        "delegates", values: ["none", "app", "app-and-scene"], default: "none",
        summary:
            "The UIKit delegates the SwiftUI app adopts (lifecycle: swiftui): none; app, an @UIApplicationDelegateAdaptor whose app delegate hears launch, memory warnings and termination (never the app-state calls); app-and-scene, that app delegate also names a scene delegate class in application(_:configurationForConnecting:options:), and the scene delegate's calls follow each scenePhase change."
    )

    static let swiftUIViewOptions: [OptionSpec] = [
        OptionSpec(
            "task", values: ["none", "attached"], default: "none",
            summary: "Whether the view has a .task modifier: its body starts right after onAppear and is cancelled after onDisappear."),
        OptionSpec(
            "represents", naming: [.viewController], default: "none",
            summary:
                "The view is a UIViewControllerRepresentable wrapping this view controller: makeUIViewController creates it when the view first appears, and it appears and disappears with the view."
        ),
        OptionSpec(
            "row-of", naming: [.swiftuiView], default: "none",
            summary:
                "The view is a row of a List or LazyVStack inside this view: it appears with the list (with `start: visible`) and as it is scrolled in (`scroll-in`), and disappears as it is scrolled out."
        ),
        OptionSpec(
            "list", values: ["list", "lazy-stack"], default: "list",
            summary: "For a row: the container it is a row of, a List or a LazyVStack in a ScrollView."),
        OptionSpec(
            "inside", naming: [.swiftuiView], default: "none",
            summary:
                "The view is in the body of this view (a subview, such as a child view in its VStack): it appears and disappears with it, the innermost view's onAppear first and the last declared of siblings first, and every .task after all of them. With `start: hidden` it is in an `if` that is false at first: `insert-view` and `remove-view` flip it."
        ),
        OptionSpec(
            "start", values: ["hidden", "visible"], default: "hidden for a row, visible for a view inside another",
            summary:
                "For a row: whether it is on screen when the list first appears (visible) or scrolls in later (hidden). For a view `inside` another: whether the `if` around it is true when that view first appears."
        ),
    ]

    static let swiftUIContainerInsideOption = OptionSpec(
        "inside", naming: [.swiftuiView], default: "none",
        summary:
            "The container is the body of this SwiftUI view (ContentView { NavigationStack { … } }, or ContentView { TabView { … } }), whose modifiers are written around it: the view appears when the container does and disappears when it leaves, while pushes, pops and tab switches inside it leave it on screen. Place the container, not the view. It runs its calls in the same update as the view on top of the container, after it, as a view around it (unverified)."
    )

    static let viewControllerOptions: [OptionSpec] = [
        OptionSpec(
            "from", values: ["code", "storyboard"], default: "code",
            summary: "How the controller is created: init(nibName:bundle:) in code, or init(coder:) and awakeFromNib from a storyboard."
        ),
        OptionSpec(
            "load-view", values: ["default", "custom", "missing-view", "missing-view-unread"], default: "default",
            summary:
                "What loadView does: UIKit's default, an override that sets a view, or an override that sets none, either with a viewDidLoad that reads view (missing-view: the loadView loop) or with nothing in the controller reading view (missing-view-unread: a few load rounds, then the appearance with no view)."
        ),
    ]

    static let hostsOption = OptionSpec(
        "hosts", naming: [.swiftuiView], default: "none",
        summary:
            "The controller is a UIHostingController (a subclass that overrides its lifecycle methods) whose rootView is this SwiftUI view: the view's onAppear and onDisappear follow the controller's appearance."
    )
}
