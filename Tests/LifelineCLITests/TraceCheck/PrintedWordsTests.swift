import LifecycleSimulator
import Testing

/// Shapes of lines people print that were misread before (research-1208's adversarial
/// logs): a call said in words, a note between the lines, a method printed around its
/// `super` call, a swizzled hook. Each was a false agreement or a false divergence.
@Suite struct PrintedWordsTests {
    let controllers = ConsoleLogParser(
        objects: ["A": .viewController, "B": .viewController],
        classNames: ["FirstViewController": ["A"], "SecondViewController": ["B"]])

    /// `deinit { print("\(self) deallocated") }`: before, the line passed for prose, and a
    /// deinit printed in the wrong place agreed.
    @Test func aDeallocationInWordsIsTheDeinit() {
        let lines = [
            "SecondViewController deallocated", "SecondViewController is being deinitialized", "B has been released",
            "SecondViewController被释放了", "SecondViewControllerが解放されました", "B 메모리 해제", "🗑 B was deallocated",
        ]
        for line in lines {
            #expect(controllers.parse(line).calls.map(\.notation) == ["B.deinit"], "\(line)")
        }
        for prose in ["B was not deallocated", "B没有释放", "the view is released", "deallocated B's cache", "B is never freed"] {
            #expect(controllers.parse(prose).calls.isEmpty, "\(prose)")
        }
    }

    /// What the review found read as deinit: a verb with an object, a future, a freeing of
    /// something else.
    @Test func aReleaseThatIsNoDeallocationStaysProse() {
        for prose in ["A released image cache", "B will be released", "B 释放资源", "B released its observers now and then"] {
            #expect(controllers.parse(prose).calls.isEmpty, "\(prose)")
        }
    }

    /// The misplaced deinit of the report now diverges where it stands.
    @Test func aMisplacedDeallocationDiverges() throws {
        let log = """
            SecondViewController viewWillDisappear
            FirstViewController viewWillAppear
            SecondViewController viewDidDisappear
            SecondViewController deallocated
            FirstViewController viewDidAppear
            """
        let (status, console) = try TraceCheckFixtures.check("pop", log: log, "--map", "A=FirstViewController,B=SecondViewController")
        #expect(status == .failure, "\(console.stdout)")
        #expect(console.outLines.contains("  the log has B.deinit where the engine has A.viewDidAppear(_:)"), "\(console.stdout)")
    }

    /// `print("scenePhase: \(phase)")`, Hacking with Swift's `Active`/`Inactive`/`Background`:
    /// before, only a bare phase was read, and labelled lines passed for prose.
    @Test func aLabelledOrCapitalizedPhaseIsAChange() {
        let parser = ConsoleLogParser(objects: ["app": .app, "scene": .scene, "ui": .swiftuiApp])
        let log = parser.parse(
            """
            scenePhase: inactive
            Background
            newPhase: .active
            Scene phase changed from active to inactive
            ScenePhase.background
            🟡 inactive
            scenePhase: inactive -> active
            the app became active
            App moved to background
            """)
        #expect(log.calls.map(\.phase) == ["inactive", "background", "active", "inactive", "background", "inactive", "active"])
        #expect(log.ignored.map(\.line) == [8, 9], "prose that says more than a phase stays prose")
        // A heading is no change.
        #expect(parser.parse("=== Background ===\n[Inactive]").calls.isEmpty)
    }

    /// The sentences of other apps' `switch newPhase` (trace-check trial, 2026-12-07): before,
    /// each was prose, and a log with its phase printed before `onAppear` agreed.
    @Test func aPhaseSaidInASentenceOrAfterALabelIsAChange() {
        let parser = ConsoleLogParser(objects: ["app": .app, "scene": .scene, "ui": .swiftuiApp])
        let log = parser.parse(
            """
            >>> Scene is inactive <<<
            >> Scene is in background
            App became inactive
            App went to the background
            App became active
            """)
        #expect(log.calls.map(\.phase) == ["inactive", "background", "inactive", "background", "active"])
        #expect(log.ignored.isEmpty)
        let labelled = parser.parse("[MyApp] Scene phase changed from inactive to active\nScenePhase: inactive entering background")
        #expect(labelled.calls.map(\.phase) == ["active", "inactive"])
        // A log that prints the phase otherwise keeps its sentences as prose, as with `App is active`.
        let both = parser.parse("scenePhase: active\nApp became inactive\nthe app went to background")
        #expect(both.calls.map(\.phase) == ["active"])
    }

    /// `App did enter background` in an app delegate's method is unread, with the `--call`
    /// that reads it, as `Scene did enter background` was. Before, it passed for prose.
    @Test func anAppDelegateCallInWordsIsUnread() {
        let parser = ConsoleLogParser(objects: ["app": .app, "A": .viewController])
        for (line, phrase) in [
            ("App did enter background", "App did enter background"), ("AppDelegate: will resign active", "AppDelegate will resign active"),
        ] {
            let reason = parser.parse(line).ignored.first?.reason
            #expect(reason?.isUnread == true, "\(line)")
            if case .spacedName(let printed, let callbacks) = reason {
                #expect(printed == phrase)
                #expect(callbacks.first?.hasPrefix("application") == true)
            }
        }
        #expect(parser.parse("the app did enter background").ignored.first?.reason == .noCallback, "prose names the app with an article")
    }

    /// `App did finish launching` says the label of `application(_:didFinishLaunchingWithOptions:)`,
    /// not the old `applicationDidFinishLaunching:` (trace-check trial, 2026-12-07). Before, it
    /// passed for prose.
    @Test func aLaunchInWordsIsUnreadWithTheLaunchCall() {
        let parser = ConsoleLogParser(objects: ["app": .app, "A": .viewController])
        for (line, phrase, callback) in [
            ("App did finish launching", "App did finish launching", "application(_:didFinishLaunchingWithOptions:)"),
            ("AppDelegate: will finish launching", "AppDelegate will finish launching", "application(_:willFinishLaunchingWithOptions:)"),
            // Before, a near miss of the old `applicationDidFinishLaunching:`, and prose.
            ("Application did finish launching", "Application did finish launching", "application(_:didFinishLaunchingWithOptions:)"),
        ] {
            #expect(parser.parse(line).ignored.map(\.reason) == [.spacedName(phrase: phrase, callbacks: [callback])], "\(line)")
        }
        #expect(parser.parse("the app did finish launching").ignored.first?.reason == .noCallback)
    }

    /// `Task started` names Swift's `Task`, which may be the `.task` or a `Task { }` begun in
    /// `onAppear`; a lone `CancellationError()` may end either. Each is unread, with the
    /// `--call` that reads it (trace-check trial, 2026-12-07); before, both passed for prose.
    @Test func aTaskToldWithSwiftsTypeIsUnread() {
        let views = ConsoleLogParser(objects: ["Home": .swiftuiView])
        #expect(views.parse("Home Task started").ignored.map(\.reason) == [.spacedName(phrase: "Task started", callbacks: ["task"])])
        #expect(views.parse("CancellationError()").ignored.map(\.reason) == [.spacedName(phrase: "CancellationError", callbacks: ["taskCancelled"])])
        #expect(views.parse("Home task started").calls.map(\.notation) == ["Home.task"], "the modifier's own name is read")
        #expect(views.parse("Home Task cancelled").calls.map(\.notation) == ["Home.taskCancelled"])
        let read = ConsoleLogParser(objects: ["Home": .swiftuiView], callNames: ["Task started": "task"]).parse("Home Task started")
        #expect(read.calls.map(\.notation) == ["Home.task"])
        #expect(controllers.parse("Task started").ignored.first?.reason == .noCallback, "no view in the scenario has a task")
        #expect(views.parse("Task 3 done").ignored.first?.reason == .noCallback)
    }

    /// A task's caught `CancellationError`, and cancellation in other languages: before, a
    /// second start of the task (a false divergence).
    @Test func aCancellationWithoutTheEnglishWordIsTheCancellation() {
        let views = ConsoleLogParser(objects: ["Home": .swiftuiView])
        for line in [
            "HomeView task error: CancellationError()", "Home task threw CancellationError", "Home task: Task.isCancelled",
            "Home task error: Error Domain=NSURLErrorDomain Code=-999 \"cancelled\"", "Home task 取消", "Home task キャンセル",
            "Home task 취소됨",
        ] {
            #expect(views.parse(line).calls.map(\.notation) == ["Home.taskCancelled"], "\(line)")
        }
        #expect(views.parse("Home task error: timed out").calls.map(\.notation) == ["Home.task"], "another error says nothing of cancellation")
    }

    /// A note after the call on its line is cut off with the rest of the line: the call stays.
    /// Before the review, the whole line was a comment and its call was lost.
    @Test func aNoteAfterACallLeavesTheCall() {
        for line in [
            "SecondViewController viewWillAppear // viewDidLoad not called", "SecondViewController viewWillAppear ※viewDidLoadは呼ばれない",
            "SecondViewController viewWillAppear（viewDidLoad 没有再调用）", "SecondViewController viewWillAppear (viewDidLoad is not called again)",
        ] {
            #expect(controllers.parse(line).calls.map(\.notation) == ["B.viewWillAppear(_:)"], "\(line)")
        }
    }

    /// Notes between the lines that a call is not made: before, each was read as that call.
    @Test func aNoteThatACallIsNotMadeIsAComment() {
        for note in [
            "※FirstViewControllerのviewDidLoadは呼ばれない", "Note: FirstViewController viewDidLoad is NOT called",
            "注意：FirstViewController 没有再调用 viewDidLoad", "FirstViewController의 viewDidLoad는 호출되지 않음",
            "* FirstViewController viewDidLoad: not called",
        ] {
            let log = controllers.parse(note)
            #expect(log.calls.isEmpty, "\(note)")
            #expect(log.ignored.map(\.reason) == [.comment], "\(note)")
        }
    }

    /// An end word pairs with the plain line of its call only right after the call's name
    /// and with no other call of the receiver between. Before the review, `A viewDidAppear
    /// pop done` ended a viewDidAppear printed many lines before.
    @Test func aDistantEndWordPairsNothing() {
        let log = controllers.parse("A viewDidAppear\nA viewWillDisappear\nA viewDidDisappear\nA viewWillAppear\nA viewDidAppear   pop done")
        #expect(log.calls.count == 5)
        #expect(log.pairs.isEmpty)
    }

    /// `print("B viewDidLoad before super.viewDidLoad()")` and its `after` line: one call.
    /// Before, each line was two calls (the super call read as another), and the pair two more.
    @Test func aMethodPrintedAroundItsSuperCallIsOneCall() {
        let log = controllers.parse(
            """
            SecondViewController viewDidLoad before super.viewDidLoad()
            SecondViewController viewDidLoad after super.viewDidLoad()
            -[FirstViewController viewWillDisappear:] before [super viewWillDisappear:]
            -[FirstViewController viewWillDisappear:] after [super viewWillDisappear:]
            """)
        #expect(log.calls.map(\.notation) == ["B.viewDidLoad()", "A.viewWillDisappear(_:)"])
        #expect(log.pairs == [LinePair(first: 1, second: 2), LinePair(first: 3, second: 4)])
        // A line that prints only the super call is still that call.
        #expect(controllers.parse("B super.viewDidLoad() returned").calls.map(\.notation) == ["B.viewDidLoad()"])
        // Korean begin and end words pair lines too.
        #expect(controllers.parse("B viewDidLoad 시작\nB viewDidLoad 종료").calls.count == 1)
    }

    /// A hook swizzled into every controller (`hook_viewWillAppear:`) and a handler named
    /// after a text field's notification: unread with the `--call` that reads them, as
    /// handlers of the keyboard's notifications are. Before, both passed for prose.
    @Test func swizzledHooksAndTextFieldHandlersAreUnread() {
        let hooked = controllers.parse("-[UIViewController(Hook) hook_viewWillAppear:] SecondViewController")
        #expect(hooked.ignored.map(\.reason) == [.handlerName(word: "hook_viewWillAppear", callbacks: ["viewWillAppear"])])
        #expect(controllers.parse("xxx_viewDidLoad B").ignored.first?.reason.isUnread == true)
        #expect(controllers.parse("my_variable B").ignored.first?.reason == .noCallback)
        let field = ConsoleLogParser(objects: ["name": .textField]).parse("ViewController textFieldTextDidBeginEditing(_:)")
        #expect(field.ignored.map(\.reason) == [.handlerName(word: "textFieldTextDidBeginEditing", callbacks: ["textDidBeginEditingNotification"])])
    }

    /// An SDK that swizzles the app delegate logs its hook with its name run into the
    /// method's (`oneSignalApplicationWillResignActive`, OneSignal-Cordova-SDK#536, 2019):
    /// prose before (dev round 9, 2026-12-06). A property named after a delegate's base
    /// (`nameTextField`) is no hook.
    @Test func aHookWithTheSDKsNameRunInIsUnread() {
        let app = ConsoleLogParser(objects: ["app": .app, "A": .viewController, "cell": .cell, "name": .textField])
        #expect(
            app.parse("2019-08-19 MyApp[15745:5014106] VERBOSE: oneSignalApplicationWillResignActive").ignored.map(\.reason) == [
                .handlerName(word: "oneSignalApplicationWillResignActive", callbacks: ["applicationWillResignActive"])
            ])
        #expect(
            app.parse("fooSceneDidBecomeActive").ignored.map(\.reason) == [
                .handlerName(word: "fooSceneDidBecomeActive", callbacks: ["sceneDidBecomeActive"])
            ])
        // An app's own names that end in a controller's or a view's call (a review, 2026-12-06).
        for prose in [
            "focus nameTextField", "A setNeedsLayout", "show mainViewController", "A setupAfterViewDidLoad", "menuDidAppear",
            "collectionViewDidLayoutSubviews",
        ] {
            #expect(app.parse(prose).ignored.first?.reason.isUnread == false, "\(prose)")
        }
    }

    /// Xcode's tabbed template of 2019 prints `FirstViewController loaded` (openradar
    /// 51112884): prose before, now unread with the `--call` that reads it (dev round 11,
    /// 2026-12-06); `loaded` after an object further on is prose (a review, 2026-12-06).
    @Test func aLoadedControllerIsUnread() {
        #expect(
            controllers.parse("FirstViewController loaded").ignored.map(\.reason) == [.spacedName(phrase: "loaded", callbacks: ["viewDidLoad()"])])
        #expect(controllers.parse("B view loaded").ignored.map(\.reason) == [.spacedName(phrase: "view loaded", callbacks: ["viewDidLoad()"])])
        #expect(controllers.parse("B loaded its data").ignored.map(\.reason) == [.noCallback])
        #expect(controllers.parse("Data for B loaded").ignored.map(\.reason) == [.noCallback])
    }

    /// `print("debug:\(type(of: self))::\(#function)")`: before, one word and no call.
    @Test func aClassAndMethodJoinedByDoubleColonsAreTwoWords() {
        #expect(controllers.parse("SecondViewController::viewWillAppear(_:)").calls.map(\.notation) == ["B.viewWillAppear(_:)"])
        #expect(controllers.parse("debug:FirstViewController::viewDidLoad()").calls.map(\.notation) == ["A.viewDidLoad()"])
        // A selector's colons are no tag's.
        #expect(controllers.parse("-[FirstViewController tableView:cellForRowAtIndexPath:]").calls.isEmpty)
    }

    /// `.onAppear { print("\(Self.self)") }` prints the view's name alone: `--call Home=onAppear`
    /// reads it as that view's onAppear. Before, the line was prose with or without it.
    @Test func aViewsNameAloneIsTheCallTheAuthorNames() {
        let views = ConsoleLogParser(
            objects: ["Home": .swiftuiView, "Detail": .swiftuiView], callNames: ["Home": "onAppear", "DetailView": "onAppear"])
        #expect(views.parse("Home\nDetailView\nDetail").calls.map(\.notation) == ["Home.onAppear", "Detail.onAppear"])
        #expect(views.parse("Detail").calls.isEmpty, "a name the author gave no call stays a name")
        #expect(views.parse("Home appeared").calls.isEmpty, "only a name alone on its line")
    }

    /// A line split into a listing's items counts once among the ignored lines. Before, it
    /// was listed as "lines 1, 1", and the count of ignored lines was one too many.
    @Test func aLineIgnoredItemByItemCountsOnce() throws {
        let log = """
            --- push FirstViewController -> SecondViewController ---
            SecondViewController viewDidLoad
            FirstViewController viewWillDisappear
            SecondViewController viewWillAppear
            FirstViewController viewDidDisappear
            SecondViewController viewDidAppear
            """
        let (status, console) = try TraceCheckFixtures.check("push", log: log, "--map", "A=FirstViewController,B=SecondViewController")
        #expect(status == .success, "\(console.stdout)")
        #expect(Array(console.outLines.prefix(2)) == ["read 6 lines: 5 calls on objects of push, 1 line ignored", "  no lifecycle call: line 1"])
    }

    /// Round 2 (apps, scenes, SwiftUI, input): the standard `switch newPhase` prints, a view
    /// that observes the phase naming itself, a note after the phase, a Japanese label.
    /// Before, each was prose and a wrong order agreed.
    @Test func scenePhasePrintsOfTheStandardSnippets() {
        let parser = ConsoleLogParser(objects: ["app": .app, "scene": .scene, "ui": .swiftuiApp])
        let log = parser.parse(
            """
            App is inactive
            App is in background
            ContentView scenePhase: active
            ContentView: scenePhase changed to inactive
            scenePhase: background (session paused? true)
            scenePhaseが変化: active
            App is ready
            """)
        #expect(log.calls.map(\.phase) == ["active", "inactive", "background", "active"])
        #expect(log.ignored.map(\.line) == [1, 2, 7], "the log prints the phase otherwise: 'App is …' is another handler's")
        let snippet = parser.parse("App is inactive\nApp is in background\nApp is ready")
        #expect(snippet.calls.map(\.phase) == ["inactive", "background"])
        // The phase itself in parentheses is no note.
        #expect(parser.parse("scenePhase changed (inactive)").calls.map(\.phase) == ["inactive"])
    }

    /// `Keyboard will show` in an observer is unread with the `--call` that reads it, as
    /// `App did enter background` is. Before, it was prose.
    @Test func aKeyboardNotificationInWordsIsUnread() {
        let keyboard = ConsoleLogParser(objects: ["kb": .keyboardObserver])
        let reason = keyboard.parse("Keyboard will show").ignored.first?.reason
        #expect(reason == .spacedName(phrase: "Keyboard will show", callbacks: ["keyboardWillShowNotification"]))
    }

    /// `task end` whose start came before the log (the task's sleep returns as it is
    /// cancelled) is no call. Before, it was a second start of the task.
    @Test func aTasksEndAloneIsNoCall() {
        let views = ConsoleLogParser(objects: ["Home": .swiftuiView, "Detail": .swiftuiView])
        let log = views.parse("DetailView onAppear\nDetailView task start\nHomeView onDisappear\nHomeView task end")
        #expect(log.calls.map(\.notation) == ["Detail.onAppear", "Detail.task", "Home.onDisappear"])
    }

    /// A delegate's method printed without its base, on a line naming the delegate: the hint
    /// names the method. Before, it named the notification, and following it read the line
    /// as another call.
    @Test func aShortDelegateNameIsHintedAsTheDelegatesMethod() {
        let parser = ConsoleLogParser(objects: ["app": .app, "scene": .scene])
        #expect(
            parser.parse("[AppDelegate] didEnterBackground").ignored.map(\.reason) == [
                .handlerName(word: "didEnterBackground", callbacks: ["applicationDidEnterBackground(_:)"])
            ])
        #expect(
            parser.parse("[SceneDelegate] didBecomeActive").ignored.map(\.reason) == [
                .handlerName(word: "didBecomeActive", callbacks: ["sceneDidBecomeActive(_:)"])
            ])
        #expect(
            parser.parse("AppDelegate willFinishLaunching").ignored.map(\.reason) == [
                .handlerName(word: "willFinishLaunching", callbacks: ["application(_:willFinishLaunchingWithOptions:)"])
            ])
    }

    /// An application method's argument may describe a scene session naming the scene's
    /// delegate class: the method is still the app's. Before, the line went to the scene, and
    /// was dropped as a call the scene never makes.
    @Test func anApplicationMethodIsTheAppsWhateverItsArgumentNames() {
        let parser = ConsoleLogParser(objects: ["app": .app, "scene": .scene])
        let line =
            "application(_:didDiscardSceneSessions:) [<UISceneSession: 0x6000; configuration = <UISceneConfiguration: 0x6001; delegateClass = Demo.SceneDelegate>>]"
        #expect(parser.parse(line).calls.map(\.notation) == ["app.application(_:didDiscardSceneSessions:)"])
    }
}
