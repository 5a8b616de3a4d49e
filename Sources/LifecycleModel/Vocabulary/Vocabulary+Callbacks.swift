extension Vocabulary {
    static let appCallbacks: [CallbackSpec] = {
        func delegate(_ name: String, _ group: CallbackGroup, _ signature: String) -> CallbackSpec {
            CallbackSpec(name, group: group, signature: signature, declaredIn: "UIApplicationDelegate")
        }
        return [
            delegate(
                "application(_:willFinishLaunchingWithOptions:)", .app,
                "func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool"
            ),
            delegate(
                "application(_:didFinishLaunchingWithOptions:)", .app,
                "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool"
            ),
            delegate("applicationDidBecomeActive(_:)", .app, "func applicationDidBecomeActive(_ application: UIApplication)"),
            delegate("applicationWillResignActive(_:)", .app, "func applicationWillResignActive(_ application: UIApplication)"),
            delegate("applicationDidEnterBackground(_:)", .app, "func applicationDidEnterBackground(_ application: UIApplication)"),
            delegate("applicationWillEnterForeground(_:)", .app, "func applicationWillEnterForeground(_ application: UIApplication)"),
            delegate("applicationWillTerminate(_:)", .app, "func applicationWillTerminate(_ application: UIApplication)"),
            delegate(
                "applicationDidReceiveMemoryWarning(_:)", .memory,
                "func applicationDidReceiveMemoryWarning(_ application: UIApplication)"),
            delegate(
                "application(_:configurationForConnecting:options:)", .scene,
                "func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration"
            ),
            delegate(
                "application(_:didDiscardSceneSessions:)", .scene,
                "func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)"),
            CallbackSpec(
                "didReceiveMemoryWarningNotification", group: .memory,
                signature: "NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, …)",
                declaredIn: "UIApplication (notification)"),
        ]
    }()

    static let sceneCallbacks: [CallbackSpec] = {
        func delegate(_ name: String, _ signature: String) -> CallbackSpec {
            CallbackSpec(name, group: .scene, signature: signature, declaredIn: "UISceneDelegate")
        }
        return [
            delegate(
                "scene(_:willConnectTo:options:)",
                "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)"),
            delegate("sceneWillEnterForeground(_:)", "func sceneWillEnterForeground(_ scene: UIScene)"),
            delegate("sceneDidBecomeActive(_:)", "func sceneDidBecomeActive(_ scene: UIScene)"),
            delegate("sceneWillResignActive(_:)", "func sceneWillResignActive(_ scene: UIScene)"),
            delegate("sceneDidEnterBackground(_:)", "func sceneDidEnterBackground(_ scene: UIScene)"),
            delegate("sceneDidDisconnect(_:)", "func sceneDidDisconnect(_ scene: UIScene)"),
        ]
    }()

    static let viewControllerCallbacks: [CallbackSpec] = {
        func method(_ name: String, _ group: CallbackGroup, _ signature: String) -> CallbackSpec {
            CallbackSpec(name, group: group, signature: signature, declaredIn: "UIViewController")
        }
        return [
            method("init(nibName:bundle:)", .loading, "init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)"),
            method("init(coder:)", .loading, "init?(coder: NSCoder)"),
            method("awakeFromNib()", .loading, "func awakeFromNib()"),
            method("loadView()", .loading, "func loadView()"),
            method("viewDidLoad()", .loading, "func viewDidLoad()"),
            method("viewWillAppear(_:)", .appearance, "func viewWillAppear(_ animated: Bool)"),
            method("viewIsAppearing(_:)", .appearance, "func viewIsAppearing(_ animated: Bool)"),
            method("viewDidAppear(_:)", .appearance, "func viewDidAppear(_ animated: Bool)"),
            method("viewWillDisappear(_:)", .appearance, "func viewWillDisappear(_ animated: Bool)"),
            method("viewDidDisappear(_:)", .appearance, "func viewDidDisappear(_ animated: Bool)"),
            method("viewWillLayoutSubviews()", .layout, "func viewWillLayoutSubviews()"),
            method("viewDidLayoutSubviews()", .layout, "func viewDidLayoutSubviews()"),
            method(
                "viewWillTransition(to:with:)", .layout,
                "func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)"),
            method(
                "willTransition(to:with:)", .layout,
                "func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)"),
            method("traitCollectionDidChange(_:)", .layout, "func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)"),
            method(
                "willRotate(to:duration:)", .layout,
                "func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval)"),
            method(
                "willAnimateRotation(to:duration:)", .layout,
                "func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval)"),
            method("didRotate(from:)", .layout, "func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation)"),
            method("willMove(toParent:)", .containment, "func willMove(toParent parent: UIViewController?)"),
            method("didMove(toParent:)", .containment, "func didMove(toParent parent: UIViewController?)"),
            method("didReceiveMemoryWarning()", .memory, "func didReceiveMemoryWarning()"),
            CallbackSpec("deinit", group: .deinit, signature: "deinit", declaredIn: "Swift"),
        ] + presentationDelegateCallbacks
    }()
}
