/// Callbacks of the views, cells, keyboard, SwiftUI and container delegates.
extension Vocabulary {
    static let viewCallbacks: [CallbackSpec] = {
        func method(_ name: String, _ group: CallbackGroup, _ signature: String) -> CallbackSpec {
            CallbackSpec(name, group: group, signature: signature, declaredIn: "UIView")
        }
        return [
            method("init(frame:)", .loading, "init(frame: CGRect)"),
            method("init(coder:)", .loading, "init?(coder: NSCoder)"),
            method("awakeFromNib()", .loading, "func awakeFromNib()"),
            method("willMove(toSuperview:)", .hierarchy, "func willMove(toSuperview newSuperview: UIView?)"),
            method("didMoveToSuperview()", .hierarchy, "func didMoveToSuperview()"),
            method("willMove(toWindow:)", .hierarchy, "func willMove(toWindow newWindow: UIWindow?)"),
            method("didMoveToWindow()", .hierarchy, "func didMoveToWindow()"),
            method("didAddSubview(_:)", .hierarchy, "func didAddSubview(_ subview: UIView)"),
            method("willRemoveSubview(_:)", .hierarchy, "func willRemoveSubview(_ subview: UIView)"),
            method("layoutSubviews()", .layout, "func layoutSubviews()"),
            method("draw(_:)", .layout, "func draw(_ rect: CGRect)"),
            CallbackSpec("deinit", group: .deinit, signature: "deinit", declaredIn: "Swift"),
        ]
    }()

    static let tableViewCallbacks: [CallbackSpec] = [
        CallbackSpec(
            "tableView(_:cellForRowAt:)", group: .cells,
            signature: "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell",
            declaredIn: "UITableViewDataSource"),
        CallbackSpec(
            "tableView(_:willDisplay:forRowAt:)", group: .cells,
            signature: "func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)",
            declaredIn: "UITableViewDelegate"),
        CallbackSpec(
            "tableView(_:didEndDisplaying:forRowAt:)", group: .cells,
            signature: "func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)",
            declaredIn: "UITableViewDelegate"),
        CallbackSpec(
            "tableView(_:didSelectRowAt:)", group: .cells,
            signature: "func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)",
            declaredIn: "UITableViewDelegate"),
    ]

    static let cellCallbacks: [CallbackSpec] = {
        func method(_ name: String, _ group: CallbackGroup, _ signature: String) -> CallbackSpec {
            CallbackSpec(name, group: group, signature: signature, declaredIn: "UITableViewCell")
        }
        return [
            method("init(style:reuseIdentifier:)", .loading, "init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)"),
            method("init(coder:)", .loading, "init?(coder: NSCoder)"),
            method("awakeFromNib()", .loading, "func awakeFromNib()"),
            method("prepareForReuse()", .cells, "func prepareForReuse()"),
            method("setHighlighted(_:animated:)", .cells, "func setHighlighted(_ highlighted: Bool, animated: Bool)"),
            method("setSelected(_:animated:)", .cells, "func setSelected(_ selected: Bool, animated: Bool)"),
        ]
    }()

    static let keyboardCallbacks: [CallbackSpec] = [
        "keyboardWillChangeFrameNotification", "keyboardWillShowNotification", "keyboardDidChangeFrameNotification",
        "keyboardDidShowNotification", "keyboardWillHideNotification", "keyboardDidHideNotification",
    ].map { name in
        CallbackSpec(
            name, group: .keyboard, signature: "NotificationCenter.default.addObserver(forName: UIResponder.\(name), …)",
            declaredIn: "UIResponder (notification)")
    }

    static let swiftUICallbacks: [CallbackSpec] = [
        CallbackSpec(
            "onChange(of:)", group: .scene,
            signature: ".onChange(of: scenePhase) { oldPhase, newPhase in … }",
            declaredIn: "SwiftUI View (scenePhase)")
    ]

    /// What a SwiftUI view's modifiers and a representable's methods are called with.
    static let swiftUIViewCallbacks: [CallbackSpec] = [
        CallbackSpec("onAppear", group: .appearance, signature: ".onAppear { … }", declaredIn: "SwiftUI View"),
        CallbackSpec("onDisappear", group: .appearance, signature: ".onDisappear { … }", declaredIn: "SwiftUI View"),
        CallbackSpec("task", group: .appearance, signature: ".task { … } (its body starts)", declaredIn: "SwiftUI View"),
        CallbackSpec(
            "taskCancelled", group: .appearance, signature: ".task { … } (cancelled: Task.isCancelled, or a cancellation handler)",
            declaredIn: "SwiftUI View"),
        CallbackSpec(
            "makeUIViewController(context:)", group: .loading,
            signature: "func makeUIViewController(context: Context) -> UIViewControllerType",
            declaredIn: "UIViewControllerRepresentable"),
        CallbackSpec(
            "updateUIViewController(_:context:)", group: .loading,
            signature: "func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)",
            declaredIn: "UIViewControllerRepresentable"),
    ]

    static let navigationControllerCallbacks: [CallbackSpec] = [
        CallbackSpec(
            "navigationController(_:willShow:animated:)", group: .navigation,
            signature:
                "func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)",
            declaredIn: "UINavigationControllerDelegate"),
        CallbackSpec(
            "navigationController(_:didShow:animated:)", group: .navigation,
            signature:
                "func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)",
            declaredIn: "UINavigationControllerDelegate"),
    ]

    static let tabBarControllerCallbacks: [CallbackSpec] = [
        CallbackSpec(
            "tabBarController(_:shouldSelect:)", group: .navigation,
            signature: "func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool",
            declaredIn: "UITabBarControllerDelegate"),
        CallbackSpec(
            "tabBarController(_:didSelect:)", group: .navigation,
            signature: "func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)",
            declaredIn: "UITabBarControllerDelegate"),
    ]

    /// The sheet's presentation controller delegate, traced on the presented controller
    /// (the usual delegate) for swipe-to-dismiss.
    static let presentationDelegateCallbacks: [CallbackSpec] = [
        (
            "presentationControllerShouldDismiss(_:)",
            "func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool"
        ),
        ("presentationControllerWillDismiss(_:)", "func presentationControllerWillDismiss(_ presentationController: UIPresentationController)"),
        ("presentationControllerDidDismiss(_:)", "func presentationControllerDidDismiss(_ presentationController: UIPresentationController)"),
    ].map { name, signature in
        CallbackSpec(name, group: .presentation, signature: signature, declaredIn: "UIAdaptivePresentationControllerDelegate")
    }
}
