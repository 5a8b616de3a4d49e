/// A method UIKit calls on an object, as the engine knows it.
public struct CallbackSpec: Sendable, Hashable, Comparable {
    /// The full Swift name, `viewWillAppear(_:)`; `deinit` for deallocation.
    public var name: String
    public var group: CallbackGroup
    /// The declaration a developer overrides or implements, for the reference page.
    public var signature: String
    /// The type or protocol that declares it (`UIViewController`, `UISceneDelegate`).
    public var declaredIn: String

    public init(_ name: String, group: CallbackGroup, signature: String, declaredIn: String) {
        self.name = name
        self.group = group
        self.signature = signature
        self.declaredIn = declaredIn
    }

    /// `viewWillAppear` for `viewWillAppear(_:)`: authors may write it when unambiguous.
    public var baseName: String {
        name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    }

    public static func < (lhs: CallbackSpec, rhs: CallbackSpec) -> Bool {
        lhs.name < rhs.name
    }
}

/// The groups the `only` filter understands.
public enum CallbackGroup: String, Sendable, Hashable, CaseIterable {
    case loading
    case appearance
    case layout
    case containment
    case app
    case scene
    case memory
    case `deinit`
    /// UIView's superview and window moves.
    case hierarchy
    /// Table view delegate and data source, cell reuse, selection.
    case cells
    /// Keyboard notifications.
    case keyboard
    /// Text field and text view delegates and their editing notifications.
    case editing
    /// Navigation and tab bar controller delegates.
    case navigation
    /// The adaptive presentation controller delegate (sheet swipe-to-dismiss).
    case presentation
    /// The UIApplication and UIScene notifications of the app's and the scenes' states,
    /// as an observer registered with NotificationCenter hears them.
    case notifications
    /// What the app is given to handle: a URL, a user activity (a universal link), a
    /// notification, background work.
    case events
}
