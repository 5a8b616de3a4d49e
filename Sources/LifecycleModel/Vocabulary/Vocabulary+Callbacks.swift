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
        ] + applicationNotifications + appEventCallbacks
    }()

    /// UIApplication's state notifications, as an app-level observer hears them (traced on
    /// `app`, whether or not an app delegate exists).
    static let applicationNotifications: [CallbackSpec] = [
        "didFinishLaunchingNotification", "didBecomeActiveNotification", "willResignActiveNotification",
        "didEnterBackgroundNotification", "willEnterForegroundNotification", "willTerminateNotification",
    ].map { name in
        CallbackSpec(
            name, group: .notifications, signature: "NotificationCenter.default.addObserver(forName: UIApplication.\(name), …)",
            declaredIn: "UIApplication (notification)")
    }

    /// What the app delegate is given to handle: URLs, user activities, remote
    /// notifications, background work; and the UNUserNotificationCenter delegate's calls,
    /// traced on the app delegate, which is that delegate in the usual setup.
    static let appEventCallbacks: [CallbackSpec] = {
        func delegate(_ name: String, _ signature: String) -> CallbackSpec {
            CallbackSpec(name, group: .events, signature: signature, declaredIn: "UIApplicationDelegate")
        }
        func notificationCenter(_ name: String, _ signature: String) -> CallbackSpec {
            CallbackSpec(name, group: .events, signature: signature, declaredIn: "UNUserNotificationCenterDelegate")
        }
        return [
            delegate(
                "application(_:open:options:)",
                "func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool"),
            delegate(
                "application(_:willContinueUserActivityWithType:)",
                "func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool"),
            delegate(
                "application(_:continue:restorationHandler:)",
                "func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool"
            ),
            delegate(
                "application(_:performActionFor:completionHandler:)",
                "func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)"
            ),
            delegate(
                "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
                "func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)"
            ),
            delegate(
                "application(_:performFetchWithCompletionHandler:)",
                "func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)"
            ),
            CallbackSpec(
                "launchHandler(_:)", group: .events,
                signature: "BGTaskScheduler.shared.register(forTaskWithIdentifier: …, using: nil) { task in … }",
                declaredIn: "BGTaskScheduler (registered launch handler)"),
            notificationCenter(
                "userNotificationCenter(_:willPresent:withCompletionHandler:)",
                "func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)"
            ),
            notificationCenter(
                "userNotificationCenter(_:didReceive:withCompletionHandler:)",
                "func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void)"
            ),
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
        ] + sceneEventCallbacks + sceneNotifications
    }()

    /// What a scene delegate is given to handle once the scene is connected (a URL or a
    /// user activity that arrives at a cold launch comes in willConnectTo's options).
    static let sceneEventCallbacks: [CallbackSpec] =
        [
            ("scene(_:openURLContexts:)", "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)"),
            (
                "scene(_:willContinueUserActivityWithType:)",
                "func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)"
            ),
            ("scene(_:continue:)", "func scene(_ scene: UIScene, continue userActivity: NSUserActivity)"),
        ].map { name, signature in
            CallbackSpec(name, group: .events, signature: signature, declaredIn: "UISceneDelegate")
        } + [
            CallbackSpec(
                "windowScene(_:performActionFor:completionHandler:)", group: .events,
                signature:
                    "func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)",
                declaredIn: "UIWindowSceneDelegate")
        ]

    /// UIScene's notifications, as an observer of one scene (`object: scene`) hears them.
    static let sceneNotifications: [CallbackSpec] = [
        "willConnectNotification", "willEnterForegroundNotification", "didActivateNotification",
        "willDeactivateNotification", "didEnterBackgroundNotification", "didDisconnectNotification",
    ].map { name in
        CallbackSpec(
            name, group: .notifications, signature: "NotificationCenter.default.addObserver(forName: UIScene.\(name), object: scene, …)",
            declaredIn: "UIScene (notification)")
    }

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
