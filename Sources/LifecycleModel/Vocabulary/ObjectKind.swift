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
    case view
    case tableView = "table-view"
    case cell
    case keyboardObserver = "keyboard-observer"

    /// Containers are view controllers too: they load, appear and disappear like any other.
    public var isViewController: Bool {
        self == .viewController || isStockContainer
    }

    /// UIKit's own containers: the engine traces their delegates' calls, not overrides of
    /// their lifecycle methods, and they hold their children as `children`.
    public var isStockContainer: Bool {
        self == .navigationController || self == .tabBarController || self == .splitViewController || self == .pageViewController
    }

    public static func < (lhs: ObjectKind, rhs: ObjectKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
