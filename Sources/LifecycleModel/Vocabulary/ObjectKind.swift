/// The kinds of object a scenario can name. Their ids are the contract's spelling.
public enum ObjectKind: String, Sendable, Hashable, CaseIterable, Comparable {
    case app
    case scene
    case swiftuiApp = "swiftui-app"
    case viewController = "view-controller"
    case navigationController = "navigation-controller"
    case tabBarController = "tab-bar-controller"
    case splitViewController = "split-view-controller"
    case pageViewController = "page-view-controller"
    /// A SwiftUI view with `onAppear`, `onDisappear`, `task`: a screen (a navigation
    /// destination, a tab, a sheet, a window's content), a row, or a representable.
    case swiftuiView = "swiftui-view"
    case navigationStack = "navigation-stack"
    case tabView = "tab-view"
    case view
    case tableView = "table-view"
    case cell
    /// A UICollectionView: its data source, prefetching data source and delegate.
    case collectionView = "collection-view"
    /// A UICollectionViewCell: created, prepared for reuse, laid out and selected.
    case collectionCell = "collection-cell"
    case keyboardObserver = "keyboard-observer"
    /// A UITextField with its delegate and an observer of its editing notifications.
    case textField = "text-field"
    /// A UITextView with its delegate and an observer of its editing notifications.
    case textView = "text-view"

    /// Containers are view controllers too: they load, appear and disappear like any other.
    /// So is a SwiftUI view the engine places: SwiftUI shows each screen in a hosting
    /// controller of its own, and its onAppear and onDisappear follow that controller's
    /// appearance (Simulation+SwiftUIViews).
    public var isViewController: Bool {
        self == .viewController || self == .swiftuiView || isStockContainer
    }

    /// UIKit's own containers, and SwiftUI's built on them: the engine traces their
    /// delegates' calls (SwiftUI's have none), not overrides of their lifecycle methods, and
    /// they hold their children as `children`.
    public var isStockContainer: Bool {
        self == .navigationController || self == .tabBarController || self == .splitViewController || self == .pageViewController
            || isSwiftUIContainer
    }

    /// NavigationStack and TabView: the SwiftUI containers, which may be a view's body
    /// (`inside:`).
    public var isSwiftUIContainer: Bool { self == .navigationStack || self == .tabView }

    /// Whether UIKit's view controller calls (viewWillAppear …) made on an object of this
    /// kind are its own to trace: not for containers nobody subclasses, nor for a SwiftUI
    /// view, whose hosting controller hears them on its behalf.
    public var tracesUIKitCalls: Bool {
        !isStockContainer && self != .swiftuiView
    }

    /// The UIKit container the engine runs a SwiftUI container as: NavigationStack is a
    /// navigation controller underneath, TabView a tab bar controller.
    public var containerRole: ObjectKind {
        switch self {
        case .navigationStack: .navigationController
        case .tabView: .tabBarController
        default: self
        }
    }

    /// Table and collection view cells: the kinds `dequeue`, `display`, `select` … take.
    public var isCell: Bool { self == .cell || self == .collectionCell }

    /// What a user types into: the kinds `focus` and `resign` take.
    public var isTextInput: Bool { self == .textField || self == .textView }

    public static func < (lhs: ObjectKind, rhs: ObjectKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
