import LifecycleSimulator
import Testing

/// Printing styles an acceptance trial (2026-12-07) found passing for prose: a base name
/// several calls share, printed alone, and an Objective-C message printed with its
/// argument. The log agreed with the line moved anywhere; now the line is read, or
/// reported unread with the `--call` that reads it.
@Suite struct SharedBaseNameTests {
    @Test(arguments: ["collectionView", "grid collectionView", "userNotificationCenter"])
    func aSharedBaseNameAloneIsUnread(_ line: String) throws {
        let parser = ConsoleLogParser(objects: ["grid": .collectionView, "app": .app])
        let reason = try #require(parser.parse(line).ignored.first?.reason)
        guard case .sharedBaseName(let word, let callbacks) = reason else {
            Issue.record("\(line): \(reason)")
            return
        }
        #expect(reason.isUnread)
        #expect(line.hasSuffix(word))
        #expect(callbacks.count >= 2 && callbacks.allSatisfy { $0.hasPrefix(word + "(_:") }, "\(callbacks)")
    }

    /// `application` and `scene` are English words: a call only beside an object's name.
    @Test func anEnglishBaseNameIsACallOnlyBesideAnObject() throws {
        let app = ConsoleLogParser(objects: ["app": .app], classNames: ["app": ["AppDelegate"]])
        let reason = try #require(app.parse("AppDelegate application").ignored.first?.reason)
        guard case .sharedBaseName(let word, _) = reason else {
            Issue.record("\(reason)")
            return
        }
        #expect(word == "application")
        #expect(app.parse("the application started").ignored.map(\.reason) == [.noCallback])
    }

    /// The delegate's two spellings of the end of editing are one call; the bare name is it.
    @Test func aBareEndOfEditingIsTheCall() {
        let field = ConsoleLogParser(objects: ["tf": .textField])
        #expect(field.parse("textFieldDidEndEditing").calls.map(\.notation) == ["tf.textFieldDidEndEditing(_:)"])
    }

    @Test func anObjectiveCMessageWithItsArgumentIsTheCall() {
        let controllers = ConsoleLogParser(objects: ["A": .viewController, "B": .viewController])
        #expect(controllers.parse("B viewWillAppear:animated").calls.map(\.notation) == ["B.viewWillAppear(_:)"])
        #expect(controllers.parse("B viewDidAppear:animated").calls.map(\.notation) == ["B.viewDidAppear(_:)"])
    }

    /// The trial's log: the notification's response printed as the bare base name, before
    /// the scene's foreground where the engine has it between.
    @Test func aMovedSharedBaseNameNoLongerAgrees() throws {
        let log = """
            userNotificationCenter
            sceneWillEnterForeground
            sceneDidBecomeActive
            """
        let lifecycle = """
            id: taps
            title: Taps
            object: app
            config: { ios: 17 }
            scenarios:
              - id: tap-warm
                title: A notification tapped in the background
                setup: [launch, background]
                steps: [tap-notification]
            """
        let (status, console) = try TraceCheckFixtures.check("tap-warm", of: lifecycle, log: log, [])
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(console.stdout.contains("--call userNotificationCenter=userNotificationCenter(_:"), "\(console.stdout)")
    }

    /// A view has two calls named `willMove`: the line says neither, and no other object's
    /// call is the answer (before, the hint said the view never receives `willMove`).
    @Test func aNameTheReceiverHasTwiceIsUnreadAsShared() throws {
        let views = ConsoleLogParser(objects: ["A": .viewController, "v": .view])
        let reason = try #require(views.parse("v willMove").ignored.first?.reason)
        #expect(reason == .sharedBaseName(word: "willMove", callbacks: ["willMove(toSuperview:)", "willMove(toWindow:)"]))
    }
}
