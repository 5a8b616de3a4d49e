import LifecycleSimulator
import Testing

/// Where the window's root controller appears among a scene's launch calls, against the
/// three recordings found (round 2 of the held-out corpus), which disagree by version:
/// - VictorDeon/Swift-Notebook README (iOS 13) and sbpark88's 2023-03-16 post (iOS 16
///   era), one course exercise on two machines: the root's viewDidLoad and
///   viewWillAppear come before sceneWillEnterForeground;
/// - hdk2200/UIViewControllerLifeCycle README (2024, deployment target iOS 17.5): the root
///   loads after sceneWillEnterForeground.
/// All three: sceneDidBecomeActive before the root's viewDidAppear.
@Suite struct SceneLaunchRootLogTests {
    static func launch(ios: Int, root: String = "A", objects: String = "  A: { kind: view-controller, from: storyboard }") -> String {
        """
        config: { ios: \(ios), lifecycle: scenes }
        objects:
        \(objects)
        steps:
          - show: { root: \(root) }
          - launch
        """
    }

    /// VictorDeon, "Vamos ligar o app", items 1–7.
    static let victorDeon = """
        1.  application(_:didFinishLaunchingWithOptions:)
        2.  scene(_:willConnectTo:options:)
        3.  ViewController1 viewDidLoad Called
        4.  ViewController1 viewWillAppear Called
        5.  sceneWillEnterForeground(_:)
        6.  sceneDidBecomeActive(_:)
        7.  ViewController1 viewDidAppear Called
        """

    @Test(arguments: [13, 16])
    func beforeIOS17TheRootAppearsBeforeTheSceneEntersTheForeground(ios: Int) throws {
        let run = try simulate(Self.launch(ios: ios))
        let comparison = run.compare(log: Self.victorDeon, classes: ["A": "ViewController1"])
        #expect(comparison.log.calls.count == 7)
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
        #expect(run.result.behaviours.contains("scene.launch.root-before-foreground"))
    }

    /// sbpark88, block "1 ) VC1 로딩".
    @Test func sbpark88sLaunchAgrees() throws {
        let run = try simulate(Self.launch(ios: 16))
        let log = """
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:)
            VC1 viewDidLoad Called
            VC1 viewWillAppear Called
            sceneWillEnterForeground(_:)
            sceneDidBecomeActive(_:)
            VC1 viewDidAppear Called
            """
        let comparison = run.compare(log: log, classes: ["A": "VC1"])
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
    }

    /// hdk2200, "## Launch", items 1–14 (UIApplication.didBecomeActive, a notification, is
    /// not modelled).
    @Test func fromIOS17TheRootLoadsAfterTheSceneEntersTheForeground() throws {
        let run = try simulate(
            Self.launch(
                ios: 17, root: "nav, stack: [A]",
                objects: "  nav: { kind: navigation-controller, from: storyboard }\n  A: { kind: view-controller, from: storyboard }"))
        let log = """
            1. `didFinishLaunchingWithOptions`
            2. `scene willConnectTo`
            3. `sceneWillEnterForeground`
            4. `ViewControllerA loadView`
            5. `ViewControllerA viewDidLoad`
            6. `ViewControllerA viewWillAppear`
            7. `ViewControllerA viewIsAppearing`
            8. `ViewControllerA viewWillLayoutSubviews`
            9. `ViewControllerA viewDidLayoutSubviews`
            10. `ViewControllerA viewWillLayoutSubviews`
            11. `ViewControllerA viewDidLayoutSubviews`
            12. `sceneDidBecomeActive`
            13. `UIApplication.didBecomeActive`
            14. `ViewControllerA viewDidAppear`
            """
        let comparison = run.compare(log: log, classes: ["A": "ViewControllerA"])
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
        #expect(run.result.behaviours.contains("scene.launch.root-after-foreground"))
    }

    /// Each version's order is a divergence under the other's rule.
    @Test func theTwoOrdersAreToldApart() throws {
        let run = try simulate(Self.launch(ios: 17))
        #expect(run.compare(log: Self.victorDeon, classes: ["A": "ViewController1"]).verdict == .divergence)
    }
}
