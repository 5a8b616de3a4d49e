import LifecycleSimulator
import Testing

/// An animated push onto a window's root navigation controller after
/// `makeKeyAndVisible()` and before the window first appears, against VAndrJ's
/// recordings of one app (awesome-apple-bugs, LifeCyclePushedViewController, 2025):
/// on iOS 17.4 the root starts to appear and the pushed controller replaces it in the
/// same pass; on iOS 18.2 only the pushed controller appears.
@Suite struct PushBeforeFirstAppearanceLogTests {
    /// A scenario whose window's root is `nav` showing A, with B (and `objects`) declared.
    static func scenario(
        ios: Int = 17, lifecycle: String = "scenes", device: String = "iphone", objects: [String] = [], setup: [String] = [],
        steps: [String]
    ) -> String {
        let declared = ["nav: { kind: navigation-controller }", "A: { kind: view-controller }", "B: { kind: view-controller }"] + objects
        let setUp = ["set-stack: { \"on\": nav, stack: [A] }", "show: { root: nav }"] + setup
        return
            (["config: { ios: \(ios), lifecycle: \(lifecycle), device: \(device) }", "objects:"] + declared.map { "  \($0)" } + ["setup:"]
            + setUp.map { "  - \($0)" } + ["steps:"] + steps.map { "  - \($0)" }).joined(separator: "\n")
    }

    static func pushAtLaunch(ios: Int, lifecycle: String = "scenes", animated: Bool = true, after: [String] = []) -> String {
        scenario(ios: ios, lifecycle: lifecycle, steps: ["push: { vc: B, \"on\": nav, animated: \(animated) }", "launch"] + after)
    }

    static let classes = ["A": "RootViewController", "B": "PushedViewController"]

    /// Resources/iOS17.jpeg, the console as the screenshot shows it.
    static let ios17 = """
        RootViewController loadView()
        RootViewController viewDidLoad()
        RootViewController viewWillAppear(_:)
        RootViewController viewIsAppearing(_:)
        PushedViewController loadView()
        PushedViewController viewDidLoad()
        RootViewController viewWillDisappear(_:)
        PushedViewController viewWillAppear(_:)
        RootViewController viewDidDisappear(_:)
        PushedViewController viewIsAppearing(_:)
        PushedViewController viewDidAppear(_:)
        """

    /// Resources/iOS18.jpeg.
    static let ios18 = """
        PushedViewController loadView()
        PushedViewController viewDidLoad()
        PushedViewController viewWillAppear(_:)
        PushedViewController viewIsAppearing(_:)
        PushedViewController viewDidAppear(_:)
        """

    @Test(arguments: [13, 16, 17])
    func beforeIOS18TheRootStartsToAppearAndThePushReplacesIt(ios: Int) throws {
        let run = try simulate(Self.pushAtLaunch(ios: ios))
        let comparison = run.compare(log: Self.ios17, classes: Self.classes)
        #expect(comparison.log.calls.count == 11)
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
        #expect(run.result.behaviours.contains("vc.push.before-first-appearance"))
        #expect(!run.calls.contains("A.viewDidAppear(_:)"))
    }

    /// iOS 27, the newest version simulated, runs the rules of iOS 18, the newest recorded.
    @Test(arguments: [18, 26, 27])
    func fromIOS18OnlyThePushedControllerAppears(ios: Int) throws {
        let run = try simulate(Self.pushAtLaunch(ios: ios))
        let comparison = run.compare(log: Self.ios18, classes: Self.classes)
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
        #expect(run.calls(of: "A") == [])
        #expect(run.result.behaviours.contains("vc.push.before-first-appearance"))
    }

    /// The iOS 17 recording does not fit the iOS 18 order: the change is real, not an
    /// order both happen to fit. (The iOS 18 log, which prints no line of A, is a
    /// subsequence of either.)
    @Test func theIOS17RecordingTellsTheVersionsApart() throws {
        let new = try simulate(Self.pushAtLaunch(ios: 18))
        #expect(new.compare(log: Self.ios17, classes: Self.classes).verdict != .agreement)
    }

    /// The scene is active before B's viewDidAppear, as at any launch; B joined the stack
    /// (willMove, didMove) at the push, as any controller pushed off screen does.
    @Test func thePushedControllerFinishesAfterTheSceneIsActive() throws {
        let run = try simulate(Self.pushAtLaunch(ios: 17))
        let calls = run.delegateCalls
        let active = try #require(calls.firstIndex(of: "scene.sceneDidBecomeActive(_:)"))
        let appeared = try #require(calls.firstIndex(of: "B.viewDidAppear(_:)"))
        #expect(active < appeared)
        #expect(run.result.events.filter { $0.receiver == "B" && $0.callback.name.hasSuffix("Move(toParent:)") }.map(\.step) == [1, 1])
    }

    /// An app without scenes, and a version before iOS 13, are held the same way: by
    /// analogy, as the registry says (no viewIsAppearing before iOS 13).
    @Test func theAppDelegateLifecycleHoldsThePushToo() throws {
        let run = try simulate(Self.pushAtLaunch(ios: 12, lifecycle: "app-delegate"))
        #expect(
            run.calls(of: "A", "B").filter { !$0.contains("Layout") && !$0.contains("Move") && !$0.contains("init") } == [
                "A.loadView()", "A.viewDidLoad()", "A.viewWillAppear(_:)", "B.loadView()", "B.viewDidLoad()",
                "A.viewWillDisappear(_:)", "B.viewWillAppear(_:)", "A.viewDidDisappear(_:)", "B.viewDidAppear(_:)",
            ])
    }

    /// Without animation, or with the stack given before the window is set up, the push
    /// only changes the stack: no recording shows anything else.
    @Test func anUnanimatedPushOnlyChangesTheStack() throws {
        let run = try simulate(Self.pushAtLaunch(ios: 17, animated: false))
        #expect(run.calls(of: "A") == [])
        #expect(run.result.behaviours.contains("vc.navigation.off-screen"))
    }

    /// Popping back after launch shows A, which was never laid out: it is laid out now.
    @Test func poppingBackShowsTheRootLaidOutForTheFirstTime() throws {
        let run = try simulate(Self.pushAtLaunch(ios: 17, after: ["pop: { \"on\": nav }"]))
        let afterLaunch = run.result.events.filter { $0.step == 3 }.map(\.notation)
        #expect(afterLaunch.contains("A.viewWillLayoutSubviews()"))
        #expect(afterLaunch.contains("A.viewDidAppear(_:)"))
        #expect(afterLaunch.contains("B.deinit"))
    }

    /// A window set up before a launch into the background is refused (its root's calls
    /// are not modelled there); a launch into the background with a push held says so first.
    @Test func onlyAPushWhileTheAppLaunchesIsHeld() throws {
        let later = try simulate(Self.scenario(steps: ["launch: { into: background, for: fetch }", "push: { vc: B, \"on\": nav }", "foreground"]))
        #expect(later.result.diagnostics.first?.summary.hasPrefix("a launch into the background with 'nav' as the root") == true)

        let refused = try simulate(Self.scenario(steps: ["push: { vc: B, \"on\": nav }", "launch: { into: background, for: fetch }"]))
        #expect(
            refused.problems == [
                "11:5: a launch into the background after an animated push onto 'nav' before its window appeared is not modelled before iOS 18 [lifeline.engine.illegal-step]"
            ])
    }

    /// Only the window the launch shows holds a push: a second iPad scene's stack, pushed
    /// onto before the launch, only changes, and can be changed again after the launch.
    @Test func aSecondScenesPushIsNotHeld() throws {
        let run = try simulate(
            Self.scenario(
                device: "ipad",
                objects: [
                    "second: { kind: scene }", "nav2: { kind: navigation-controller }", "C: { kind: view-controller }",
                    "D: { kind: view-controller }",
                ],
                setup: ["set-stack: { \"on\": nav2, stack: [C] }", "show: { root: nav2, in: second }"],
                steps: ["push: { vc: D, \"on\": nav2 }", "launch", "open-scene: { scene: second }", "pop: { \"on\": nav2 }"]))
        #expect(run.problems == [])
        let opened = run.result.events.filter { $0.step == 3 && ["C", "D"].contains($0.receiver) }.map(\.notation)
        #expect(!opened.contains("C.viewWillAppear(_:)"))
        #expect(opened.contains("D.viewDidAppear(_:)"))
        #expect(!run.result.behaviours.contains("vc.push.before-first-appearance"))
    }

    /// A child added to the navigation controller itself appears with it, unanimated, and
    /// is not pushed over.
    @Test func aChildOfTheNavigationControllerAppearsWithIt() throws {
        let run = try simulate(
            Self.scenario(
                objects: ["K: { kind: view-controller }"], setup: ["add-child: { child: K, parent: nav }"],
                steps: ["push: { vc: B, \"on\": nav }", "launch"]))
        let appearance = run.result.events.filter { $0.receiver == "K" && $0.callback.group == .appearance }
        #expect(appearance.map(\.notation) == ["K.viewWillAppear(_:)", "K.viewIsAppearing(_:)", "K.viewDidAppear(_:)"])
        #expect(appearance.allSatisfy { $0.arguments.contains(.init("animated", "false")) })
        let calls = run.calls
        #expect(try #require(calls.firstIndex(of: "K.viewWillAppear(_:)")) < #require(calls.firstIndex(of: "B.loadView()")))
    }

    @Test(arguments: [
        ("push: { vc: C, \"on\": nav }", "push"), ("pop: { \"on\": nav }", "pop"),
        ("show: { root: C }", "a show of another root"),
    ])
    func aSecondChangeBeforeTheWindowAppearsIsRefused(step: String, action: String) throws {
        let yaml = Self.scenario(objects: ["C: { kind: view-controller }"], steps: ["push: { vc: B, \"on\": nav }", step, "launch"])
        let run = try simulate(yaml)
        #expect(
            run.problems == [
                "12:5: \(action) before the window first appears, after an animated push onto 'nav', is not modelled before iOS 18 [lifeline.engine.illegal-step]"
            ])
    }
}
