extension BehaviourID {
    static let swiftUIViewAppear: BehaviourID = "swiftui.view.appear"
    static let swiftUIViewAppearAtLaunch: BehaviourID = "swiftui.view.appear.launch"
    static let swiftUIViewDisappear: BehaviourID = "swiftui.view.disappear"
    static let swiftUITask: BehaviourID = "swiftui.view.task"
    static let swiftUITaskAtLaunch: BehaviourID = "swiftui.view.task.launch"
    static let swiftUITaskIDChange: BehaviourID = "swiftui.view.task.id-change"
    static let swiftUISheet: BehaviourID = "swiftui.sheet"
    static let swiftUIFullScreenCover: BehaviourID = "swiftui.full-screen-cover"
    static let swiftUIRowScroll: BehaviourID = "swiftui.rows.scroll"
    static let swiftUISubviews: BehaviourID = "swiftui.view.subviews"
    static let swiftUISubviewsElsewhere: BehaviourID = "swiftui.view.subviews.elsewhere"
    static let swiftUIIf: BehaviourID = "swiftui.view.if"
    static let swiftUIReplace: BehaviourID = "swiftui.view.replace"
    static let swiftUILazyStackDisappear: BehaviourID = "swiftui.rows.lazy-stack-disappear"
    static let swiftUIRowDelete: BehaviourID = "swiftui.rows.delete"
    static let swiftUIRepresentable: BehaviourID = "swiftui.representable"
    static let swiftUITabsRemovedStaleAppear: BehaviourID = "swiftui.tabs.removed-stale-appear"
    static let swiftUITabsRemovedStaleAppearMore: BehaviourID = "swiftui.tabs.removed-stale-appear.more"
    static let swiftUIStackRemovedStaleAppear: BehaviourID = "swiftui.stack.removed-stale-appear"
    static let swiftUIViewAroundContainer: BehaviourID = "swiftui.view.around-container"
}

/// What SwiftUI views are told, and what the few sources say (docs/research/swiftui-views.md).
extension Source {
    static let appleOnAppear = EvidenceSource(
        "onAppear(perform:) (Apple): “The exact moment that SwiftUI calls this method depends on the specific view type that you apply it to, but the action closure completes before the first rendered frame appears.”",
        "https://developer.apple.com/documentation/swiftui/view/onappear(perform:)")
    static let appleOnDisappear = EvidenceSource(
        "onDisappear(perform:) (Apple): “the action closure doesn’t execute until the view disappears from the interface.”",
        "https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)")
    static let appleTask = EvidenceSource(
        "task(priority:_:) (Apple): “A closure that SwiftUI calls as an asynchronous task before the view appears. SwiftUI will automatically cancel the task at some point after the view disappears before the action completes.”",
        "https://developer.apple.com/documentation/swiftui/view/task(priority:_:)")
    static let appleTaskID = EvidenceSource(
        "task(id:priority:_:) (Apple)", "https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)")
    static let openSwiftUITaskTests = EvidenceSource(
        "OpenSwiftUI, TaskModifierCompatibilityTests (2025-07-27, run against Apple's SwiftUI on an iOS 18 simulator; an "
            + "assertion, no log): a .task(id:) whose id is incremented once after onAppear is expected to run its body twice",
        "https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Tests/OpenSwiftUICompatibilityTests/Modifier/ViewModifier/TaskModifierCompatibilityTests.swift"
    )
    static let metalUITaskIDProbe = EvidenceSource(
        "MetalUI, SwiftUI .task probe (mburger89, 2026-10-07, macOS 27.0.1, NSHostingView; output printed, run three times): on "
            + "each change of the id, “task k=0 onCancel”, then “task k=1 start”, then the old task's await throwing; a write "
            + "of the same value, or a body update that leaves the id alone, restarts nothing; a task that has finished starts "
            + "again on a change",
        "https://github.com/mburger89/MetalUI/blob/f36709e16490da32b4e67bce29cb438bea3a93fa/docs/probes/swiftui-task.swift")
    static let appleRepresentable = EvidenceSource(
        "makeUIViewController(context:) (Apple): “The system calls this method only once, when it creates your view controller for the first time. For all subsequent updates, the system calls the updateUIViewController(_:context:) method.”",
        "https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)")
    static let feedbackTabViewRemoved = EvidenceSource(
        "FB13103224 (Feedback Assistant report, yimajo, iOS 17 beta 8): “When SwiftUI.TabView is removed from the View, each Tab unnecessarily calls `.onAppear`”",
        "https://github.com/feedback-assistant/reports/issues/417")
    static let fatbobmanAbnormalOnAppear = EvidenceSource(
        "Traps and Countermeasures for Abnormal onAppear Calls in SwiftUI (Fatbobman, from two Apple Developer Forums threads; "
            + "shown in a video, no printed output): a NavigationStack in an `if`, switched off after a push, runs the onAppear of "
            + "its root view again, and not an onAppear written outside the stack; the second thread's TabView of "
            + "NavigationStacks shows the same",
        "https://fatbobman.com/en/posts/traps-and-countermeasures-for-abnormal-onappear-calls-in-swiftui")
    static let nikolainobadiOnAppearExample = EvidenceSource(
        "OnAppearExample (Nikolai Nobadi, 2024-09-10; code and a README, no printed output): a ContentView whose body is a "
            + "NavigationStack, with its lifecycle modifiers written on the stack, is “only expected to appear once” while the "
            + "views pushed inside it log onAppear and onDisappear on each navigation",
        "https://github.com/nikolainobadi/OnAppearExample")
    static let geekCultureNavigationView = EvidenceSource(
        "SwiftUI | View Life Cycles (Che Rin Yu, Geek Culture, 2022-02-01; printed output, the iOS version not stated, the "
            + "code shown only as images): at launch, “Main View onAppear”, printed by the view around a NavigationView (which, "
            + "the post says, never prints onDisappear on a push), comes before the root Text's “navigation Text onAppear” (the "
            + "page runs the two lines together); a push and a pop of two nested views log the innermost first",
        "https://medium.com/geekculture/swiftui-view-life-cycles-d3b5e88d3c69")
    static let zennDazyTabView = EvidenceSource(
        "TabView at login and logout, printed onAppear lines (Zenn, dazy; iOS 18 SDK API, version not stated)",
        "https://zenn.dev/dazy/articles/e484c87ca2f59d")
    /// Datadog's iOS SDK team's notes of their SwiftUI probes on iOS/iPadOS 27 (September 2026).
    private static let datadogExperiments =
        "https://github.com/DataDog/dd-sdk-ios/blob/5fc2099e9fbc18b02df35395de6298c781ed472e/DatadogRUM/MultiSceneSupport/EXPERIMENTS.md"
    static let datadogLLDB = EvidenceSource(
        "DataDog/dd-sdk-ios, multi-scene experiment notes (2026-09-12, iPadOS 27 simulator, LLDB breakpoints, no log): "
            + "“On the real Home-to-Detail tap, ProbeDetailView.onAppear fired before either UIHostingController.viewWillAppear "
            + "or the base UIKit implementation.”",
        datadogExperiments)
    static let datadogTaskTimes = EvidenceSource(
        "DataDog/dd-sdk-ios, multi-scene experiment notes (2026-09-12, iPadOS 27 simulator): timestamps of a Home view's "
            + "onAppear (14:52:12.666749) and immediate .task (14:52:12.667454), and of a pushed Detail's (44.169378, 44.169823)",
        datadogExperiments)
    static let datadogCancelledSwipe = EvidenceSource(
        "DataDog/dd-sdk-ios, multi-scene experiment notes (EXP-043, 2026-09, iPadOS 27 simulator, no log): during a cancelled "
            + "edge swipe the uncovered Home view ran onAppear as the swipe began and onDisappear when SwiftUI reversed it; "
            + "“Detail supplied no corresponding lifecycle callback”",
        datadogExperiments)
    static let fatbobmanOnAppearTiming = EvidenceSource(
        "Timing of onAppear Invocation (Fatbobman, 2023-03-29): a printed log in which a representable's onAppear, and its "
            + "enclosing views', come before the wrapped controller's viewWillAppear",
        "https://fatbobman.com/en/posts/onappear-call-timing/")
    static let fatbobmanLifecycleStudy = EvidenceSource(
        "A study of the SwiftUI view lifecycle (Fatbobman, 2021-11-28, in Chinese): a printed log of two Texts in a ZStack, the "
            + "second one's onAppear first, and one of TabView switches which, read tap by tap, shows each new tab's onAppear "
            + "before the old tab's onDisappear (the taps are not marked, and the last switch prints no onDisappear)",
        "https://www.fatbobman.com/posts/swiftUILifeCycle/")
    static let openSwiftUIAppearanceTests = EvidenceSource(
        "OpenSwiftUI, AppearanceActionModifierCompatibilityTests (2025-10-14, run against Apple's SwiftUI with Xcode 16.4 on an "
            + "iOS 18.5 simulator; assertions, no log): a view whose .id changes is expected to give “AFATDTDT”, the new view "
            + "appearing before the old one disappears, and “AFDTATDT” with .transition(.identity)",
        "https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/581a7e0dfaf4dd4404d5ca82c050202403a030a6/Tests/OpenSwiftUICompatibilityTests/Modifier/ViewModifier/AppearanceActionModifierCompatibilityTests.swift"
    )
    /// MetalUI's probes print every call of views hosted in an NSHostingView on macOS 27:
    /// printed runs, but not on iOS.
    static let appleOnDelete = EvidenceSource(
        "onDelete(perform:) (Apple): the action is called after the row has already been removed from the List",
        "https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)")
    static let ryansobolLifecycle = EvidenceSource(
        "swiftui-view-lifecycle, fork for iOS 26 (Ryan Sobol, 2026-07): “deleted rows end when removed” (an instrumented app; no log published)",
        "https://github.com/ryansobol/swiftui-view-lifecycle")
    static let olebLifecycleCaseStudies = EvidenceSource(
        "Understanding SwiftUI view lifecycles, the case studies app: in a LazyVStack “onDisappear seems not to get called at all” (Ole Begemann, 2022-12, iOS 16; no log published)",
        "https://github.com/ole/swiftui-view-lifecycle")
    static let capibaraAnimatedDisappear = EvidenceSource(
        "onAppear and onDisappear with animations: onDisappear when a removal's animation ends (capibara1969, 2021-10-09, iOS 15, claim)",
        "https://capibara1969.com/3529", language: "ja")
    static let metalUILifecycleProbe = EvidenceSource(
        "MetalUI, SwiftUI lifecycle probe (mburger89, 2026-10-03, macOS 27.0.1, NSHostingView; output printed, run three times): "
            + "a view one `if` inserts, with the views inside it, appears the innermost first and the later sibling first, and "
            + "they disappear in the same order when it removes them; siblings that separate `if`s remove in one update "
            + "disappear in the order they are written in; an `if`/`else` swap runs the new view's onAppear before the old one's onDisappear; List and LazyVStack rows scrolled out run "
            + "onDisappear",
        "https://github.com/mburger89/MetalUI/blob/3e196bdd79c506ab3a1a690fa14015d71f6ecb1e/docs/probes/swiftui-lifecycle.swift")
    static let metalUITaskProbe = EvidenceSource(
        "MetalUI, SwiftUI .task probe (mburger89, 2026-10-07, macOS 27.0.1, NSHostingView; output printed, run three times): "
            + "“task start” then “appear” for a .task written inside .onAppear; for one written inside .onDisappear, the "
            + "task's cancellation handler runs before “disappear” and its await throws after it",
        "https://github.com/mburger89/MetalUI/blob/f36709e16490da32b4e67bce29cb438bea3a93fa/docs/probes/swiftui-task.swift")
    static let appleGroup = EvidenceSource(
        "Group (Apple): “if you apply onAppear(perform:) to the above group, it applies to all of the views produced by the "
            + "if isLoggedIn conditional, and it executes every time isLoggedIn changes.”",
        "https://developer.apple.com/documentation/swiftui/group")
    static let qiita417RepresentablePlayground = EvidenceSource(
        "The lifecycle of UIViewControllerRepresentable (417_72ki, Qiita, 2020 or earlier, in Japanese): a printed log from an Xcode Playground "
            + "live view: makeUIViewController, the controller's init, loadView and viewDidLoad, then updateUIViewController twice",
        "https://qiita.com/417_72ki/items/e878f49a34c91e987292")
    static let swiftUINavigation36 = EvidenceSource(
        "RobertDresler/SwiftUINavigation issue 36: an extra onAppear during pushes in the reporter's log, none in the maintainer's (2025-04-04)",
        "https://github.com/RobertDresler/SwiftUINavigation/issues/36")
}

extension BehaviourRegistry {
    static let swiftUIViews: [Behaviour] = [
        Behaviour(
            .swiftUIViewAppear,
            "A SwiftUI view placed on screen (a window's content, a NavigationStack destination, a tab, a sheet) runs onAppear once its "
                + "hosting controller is told it will appear: a pushed view's onAppear comes before the previous view's onDisappear, "
                + "a newly selected tab's before the old tab's",
            sources: [Source.appleOnAppear, Source.swiftUINavigation36, Source.zennDazyTabView, Source.fatbobmanLifecycleStudy, Source.datadogLLDB],
            disagreement:
                "Apple guarantees only that onAppear completes before the first frame. Extra onAppear "
                + "calls in a NavigationStack are reported for apps built with Xcode 16.3 or later with a custom path binding (prose, and a "
                + "log through a third-party library, not reproduced by its maintainer); the engine sends one. On iOS 17, unselected tabs are "
                + "said (in prose) to run onAppear at launch, and not on iOS 18; the printed TabView log cited (zenn) shows only the selected tab. "
                + "Datadog's SDK engineers, stepping through a SwiftUI app in LLDB on an iPadOS 27 simulator (no log), saw a NavigationStack's "
                + "views run onAppear before the viewWillAppear of the hosting controller that shows them, at launch and on a push; where "
                + "UIKit pushes a UIHostingController, the engine sends that viewWillAppear first.",
            // The printed logs are of tab switches and of a TabView replaced: they do not
            // record where a pushed, popped or presented view's call falls (the reader trial
            // found push pages "recorded" from "tab 1 appear"), nor that of a view holding
            // others, among theirs.
            dependsOn: [.action, .holdsViews]),
        Behaviour(
            .swiftUITabsRemovedStaleAppear,
            "When a TabView leaves the window (a logout that shows a SwiftUI login view in its place), a tab shown before, other "
                + "than the selected one, may run onAppear once more after the new view's; the engine marks it “×0 or 1”",
            sources: [Source.zennDazyTabView, Source.feedbackTabViewRemoved],
            disagreement:
                "A bug, not a design: a printed log (dazy, Zenn, an app on the iOS 18 Tab API) shows the Home tab's onAppear again "
                + "after the login view's, and not the selected tab's; a bug report on iOS 17 beta 8 (FB13103224, code without its "
                + "output) says each tab runs it, and dazy's post calls the bug an old one. No source says on which release it began "
                + "or is fixed, nor where the tabs' onDisappear falls."),
        Behaviour(
            .swiftUITabsRemovedStaleAppearMore,
            "The same stale onAppear for each further tab shown before, after the first one's, in the order of the tabs; the "
                + "engine marks each “×0 or 1”",
            sources: [Source.feedbackTabViewRemoved],
            disagreement:
                "The printed log has one tab shown before besides the selected one; only the bug report (without its output) speaks "
                + "of each tab, and nothing gives their order."),
        Behaviour(
            .swiftUIStackRemovedStaleAppear,
            "When a NavigationStack leaves the window (alone, or as a tab of a TabView that leaves), its root view may run onAppear "
                + "once more after the new view's if it is off screen: covered by a push, or in a tab shown before that is not "
                + "selected; the engine marks it “×0 or 1”",
            sources: [Source.fatbobmanAbnormalOnAppear, Source.feedbackTabViewRemoved],
            disagreement:
                "The same bug as a TabView's stale tab, reported for NavigationStacks in a video and a bug report, with no printed "
                + "output: which view runs it in a tab that is a NavigationStack, and where it falls, rest on the report of the root "
                + "view and the printed log of plain tabs."),
        Behaviour(
            .swiftUIViewAroundContainer,
            "A view whose body is a NavigationStack or a TabView runs onAppear (then its task) when the container appears, after the "
                + "view on top of it, and onDisappear when the container leaves, after that view's; a push, a pop or a tab switch inside "
                + "tells it nothing",
            sources: [
                Source.nikolainobadiOnAppearExample, Source.fatbobmanAbnormalOnAppear, Source.datadogLLDB,
                Source.geekCultureNavigationView,
            ],
            disagreement:
                "No printed run shows this shape with a NavigationStack or a TabView. The one printed run of it, from 2022 (the "
                + "iOS version not stated), is of NavigationView, the container NavigationStack replaced, and it shows the view "
                + "around the container running onAppear before the root, the other way round from the engine. A README (code "
                + "without its output) says the view around a stack appears once while pushed views come and go, and a post (shown "
                + "in a video) says an onAppear written outside a stack is not run again at a logout; neither gives its place "
                + "against the root's calls. Datadog's engineers saw, in a debugger on iPadOS 27, a stack's root run onAppear in the "
                + "update of the window's hosting controller, before the navigation controller was told anything, so the engine "
                + "orders the view around the container as a view around that root, as printed runs of plain nested views show: "
                + "the innermost onAppear first, every task after every onAppear. UIKit, which tells a container before its "
                + "children, would put it first, as the NavigationView run does."),
        Behaviour(
            .swiftUIViewAppearAtLaunch,
            "A SwiftUI view that is the whole content of the window the app launches with, and holds no other view, runs "
                + "onAppear as that window appears, before the first frame",
            sources: [Source.appleOnAppear],
            disagreement:
                "The printed runs attached (benigumo, 2024) show a lone Text's onAppear and then its task, and do not say where the "
                + "Text was shown; they show neither the window nor the first frame.",
            dependsOn: [.ios([17])]),
        Behaviour(
            .swiftUIViewDisappear,
            "A SwiftUI view's onDisappear runs once its hosting controller did disappear: after the transition that removed it",
            sources: [Source.appleOnDisappear, Source.datadogCancelledSwipe],
            disagreement: "Apple says only that onDisappear runs once the view has left the interface.", dependsOn: [.action, .holdsViews]),
        Behaviour(
            .swiftUITask,
            "A view's .task starts right after its onAppear, and is cancelled right after its onDisappear",
            sources: [Source.appleTask, Source.datadogTaskTimes, Source.metalUITaskProbe],
            disagreement:
                "Apple calls the task “before the view appears” and cancels it “at some point after the view "
                + "disappears”; the engine shows the task's body starting after the onAppear of the same update. Datadog's "
                + "timestamps show a pushed view's task start after its onAppear, but not where that comes among the other "
                + "views' calls; no attached log shows a pushed, presented or returning view's task, or a cancellation. Printed runs on "
                + "macOS 27 (MetalUI, AppKit hosting) start a task at its modifier's place among the onAppear calls, so a .task "
                + "written inside .onAppear starts before it; for one written inside .onDisappear, the task's cancellation "
                + "handler runs before the onDisappear, and its await throws after it, where the engine shows the cancellation."),
        Behaviour(
            .swiftUITaskIDChange,
            "When the id of a view's .task(id:) changes while the view is on screen, the running task is cancelled and the "
                + "task's body starts again, in the same update; the view gets no onDisappear or onAppear",
            sources: [Source.openSwiftUITaskTests, Source.metalUITaskIDProbe],
            documentation: [Source.appleTaskID.quoting("If the id value changes, SwiftUI cancels and restarts the task.")],
            disagreement:
                "Apple's page does not say when the old task sees its cancellation. Tests run against Apple's "
                + "SwiftUI on an iOS 18 simulator count two runs of the body and print nothing. The only printed runs are on "
                + "macOS 27 (MetalUI, AppKit hosting): the old task's cancellation handler runs before the new body starts, as "
                + "the engine has, but its await throws only after the new body has started, so a log that prints from a catch "
                + "shows the cancellation second. A task that has already finished has nothing to cancel and only starts again. "
                + "No run prints onAppear or onDisappear beside a restart; the engine sends neither, as the view does not leave "
                + "the screen. While the app is inactive (an interruption) the view is still on screen, and the engine restarts "
                + "the task as when it is active; no run shows that either. No run shows an id that changes while the view is "
                + "off screen or its window is in the background; both are refused."),
        Behaviour(
            .swiftUITaskAtLaunch,
            "The .task of a SwiftUI view that is the whole content of the window the app launches with, and holds no other "
                + "view, starts right after its onAppear, whatever order the two modifiers are written in",
            sources: [Source.appleTask, Source.metalUITaskProbe],
            disagreement:
                "Apple calls the task “before the view appears”; the printed runs attached (benigumo, 2024) show the task's "
                + "body starting after onAppear in all three orders of the modifiers, and do not say where the view was shown. "
                + "Printed runs on macOS 27 (MetalUI, 2026, AppKit hosting) show a .task written inside .onAppear starting "
                + "first. Whether the platform, the version or the setup makes the difference is not known; the engine follows "
                + "the runs attached.",
            dependsOn: [.ios([17])]),
        Behaviour(
            .swiftUISheet,
            "A .sheet is a page sheet: the presenting view stays on screen and gets no onDisappear; the sheet's view appears, and "
                + "disappears when dismissed or swiped down (a swipe that springs back changes nothing)",
            sources: [],
            disagreement: "The engine runs the sheet as UIKit's page sheet, which SwiftUI uses on iPhone from iOS 15."),
        Behaviour(
            .swiftUIFullScreenCover,
            "A .fullScreenCover removes the presenting view from the screen: its onDisappear runs after the cover's onAppear, and its "
                + "onAppear again when the cover is dismissed",
            sources: [],
            disagreement:
                "Developers report both: that the presenting view gets onDisappear, and that it does not. The "
                + "engine runs the cover as UIKit's full-screen presentation."),
        Behaviour(
            .swiftUISubviews,
            "When the window the app launches with first appears, the views in its content's body appear with it: every "
                + "onAppear runs first, in the reverse of the order the views are written in (a view inside another before it, "
                + "the second of two side by side before the first), and only then does each .task start, in the same order",
            sources: [
                Source.appleOnAppear, Source.fatbobmanLifecycleStudy, Source.fatbobmanOnAppearTiming, Source.metalUILifecycleProbe,
                Source.metalUITaskProbe,
            ],
            disagreement:
                "The printed runs attached show a Text inside a VStack, with a second set of modifiers on a Group around the "
                + "VStack, which SwiftUI applies to the VStack (benigumo, 2024), and two Texts in a ZStack, one of them hidden by "
                + "opacity (Fatbobman, 2021); neither says where it was shown. No run on iOS shows views side by side in a VStack or "
                + "an HStack. Printed runs on macOS 27 (MetalUI, 2026, AppKit hosting) show siblings in a VStack appearing the last "
                + "first, as the engine has, but start each view's task at its modifier's place between the onAppear calls, not "
                + "after all of them. A printed log of custom Layout containers (Fatbobman, 2023) shows the outermost view's onAppear first, "
                + "then the innermost's, then the middle one's, and its author says no order between onAppear calls should be "
                + "assumed. The engine reads the order of a scenario's objects as the order the views are written in. The nested run "
                + "uses an API of iOS 17, so the runs count as recorded from iOS 17 on.",
            dependsOn: [.ios([17])]),
        Behaviour(
            .swiftUISubviewsElsewhere,
            "The views in a view's body appear with it on a push, in a sheet or a tab, and when it comes back, and disappear "
                + "with it, in the same order as at launch (the reverse of the order they are written in); their tasks start "
                + "after every onAppear and are cancelled after every onDisappear",
            sources: [Source.appleOnDisappear],
            disagreement:
                "The printed runs of views inside a view show a first appearance only; none shows a push, a sheet, a tab, a return or a disappearance."
        ),
        Behaviour(
            .swiftUIIf,
            "A view in an `if` appears, with the views inside it, when a state change makes the condition true, and disappears "
                + "when one makes it false; a view taken out is gone, and the one an `if` puts back is new",
            sources: [Source.appleGroup, Source.metalUILifecycleProbe, Source.metalUITaskProbe],
            disagreement:
                "Apple's documentation of Group says that an onAppear applied to the views of an `if`/`else` runs every time "
                + "the condition changes. The only printed runs of views an `if` inserts and removes are on macOS 27 (MetalUI, "
                + "AppKit hosting); none was found on iOS. They show a view and the views inside it appearing the innermost first "
                + "and the later sibling first, and disappearing in the same order, as the engine has. Siblings in separate `if`s "
                + "that one update removes together disappear in the order they are written in; the engine flips one `if` per "
                + "step, so that case cannot be written. The same project's task probe starts a .task written inside .onAppear "
                + "before it, and runs the cancellation handler of one written inside .onDisappear before it, where the engine "
                + "starts the tasks after all the onAppear calls and cancels them after all the onDisappear calls."),
        Behaviour(
            .swiftUIReplace,
            "When a state change swaps one view in a view's body for another (an `if`/`else`, a new `.id`), the new view's "
                + "onAppear runs before the old view's onDisappear; with `.transition(.identity)`, the old view's onDisappear first",
            sources: [Source.openSwiftUIAppearanceTests, Source.appleGroup, Source.metalUILifecycleProbe, Source.metalUITaskProbe],
            disagreement:
                "The order rests on tests that run against Apple's SwiftUI and assert it; they were run only on an iOS 18.5 "
                + "simulator, print no log, and swap a view's `.id`, not an `if`/`else`. Printed runs on macOS 27 (MetalUI, AppKit "
                + "hosting) show the same for an `if`/`else`, with the new view's task starting before the old view's "
                + "onDisappear, as the engine has; none was found on iOS."),
        Behaviour(
            .swiftUIRowScroll,
            "Rows of a List or LazyVStack run onAppear as they scroll into view (the visible ones after the list's view and its "
                + "task) and onDisappear as they scroll out",
            sources: [],
            disagreement:
                "No printed run shows where the visible rows fall when their list appears; the engine puts them after the "
                + "list's view and its task, where the views in a body come before the view they are in."),
        Behaviour(
            .swiftUILazyStackDisappear,
            "A LazyVStack row scrolled out of view runs onDisappear",
            sources: [Source.metalUILifecycleProbe],
            disagreement:
                "Disputed: a 2021 article (iOS 15 era) saw it at the bottom edge only, Ole Begemann on iOS 16 found it "
                + "“seems not to get called at all”, and an issue reports iOS 26 calling it; printed runs on macOS 27 (MetalUI) "
                + "show it. The engine sends it, as List does."),
        Behaviour(
            .swiftUIRowDelete,
            "A row whose item is deleted runs onDisappear if it is on screen, with the views inside it as an `if` takes them out, "
                + "and its task is cancelled; a row scrolled away makes no call",
            sources: [Source.appleOnDelete, Source.ryansobolLifecycle, Source.capibaraAnimatedDisappear, Source.olebLifecycleCaseStudies],
            disagreement:
                "An instrumented app for iOS 26 says deleted rows end when removed, and publishes no log; a 2021 "
                + "post (iOS 15) says an animated removal runs onDisappear when the animation ends, not when it starts; whether a row "
                + "below scrolls in, and in which order, is not recorded; hints point to a new view's onAppear coming before an old one's "
                + "onDisappear (tests run against SwiftUI, for an .id change). For a LazyVStack, Ole Begemann's case study (iOS 16), which "
                + "deletes rows with a button, says onDisappear seems not to be called at all; an issue reports iOS 26 calling it."),
        Behaviour(
            .swiftUIRepresentable,
            "A UIViewControllerRepresentable's makeUIViewController creates its controller (init), whose view loads, then "
                + "updateUIViewController; the controller appears after the representable's onAppear and disappears with it",
            sources: [Source.appleRepresentable, Source.fatbobmanOnAppearTiming, Source.qiita417RepresentablePlayground],
            disagreement:
                "Apple's page says that make is called once and update for later changes, not where "
                + "they fall against the wrapped controller's calls. A printed log (Fatbobman) shows the representable's onAppear before "
                + "the wrapped controller's viewWillAppear, as the engine has; a log from an Xcode Playground (417_72ki) shows make, the "
                + "controller's init, loadView and viewDidLoad, then update twice before viewWillAppear, where the engine sends update once."),
    ]
}
