/// The kinds of object a scenario can name. Their ids are the contract's spelling.
public enum ObjectKind: String, Sendable, Hashable, CaseIterable, Comparable {
    case app
    case scene
    case swiftuiApp = "swiftui-app"
    case viewController = "view-controller"
    case navigationController = "navigation-controller"
    case tabBarController = "tab-bar-controller"
    case view
    case tableView = "table-view"
    case cell
    case keyboardObserver = "keyboard-observer"

    /// Containers are view controllers too: they load, appear and disappear like any other.
    public var isViewController: Bool {
        self == .viewController || self == .navigationController || self == .tabBarController
    }

    public static func < (lhs: ObjectKind, rhs: ObjectKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
