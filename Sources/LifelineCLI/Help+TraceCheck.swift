/// `trace-check`, described once (``CommandSpec``).
extension Help {
    static let traceCheck = CommandSpec(
        name: "trace-check", summary: "Compare a console log from a real app with a scenario's simulated order",
        positionals: [
            .init(placeholder: "FILE", kind: .file), .init(placeholder: "SCENARIO", kind: .any), .init(placeholder: "LOG", kind: .file),
        ],
        options: [
            .init(
                "--map", value: .any("NAME=Class[,NAME=Class…]"),
                "Read Class in the log as the scenario's object NAME (Class may be a number the log prints, First=1 for \"1 appear\", or several words matched as that phrase, \"A=First VC\"; one Class given to several objects is, on each line, the one that makes the call, or, when several can, the next of them in the order the engine makes that call); several pairs separated by commas, or the option repeated"
            ),
            .init(
                "--call", value: .any("Printed=[OBJECT.]callback[,…]"),
                "Read the name Printed (a handler's, such as keyboardWillShow, or words such as 'View Did Load') as the "
                    + "callback; with OBJECT (backgrounding=app.didEnterBackgroundNotification, viewDidLoad=B.viewDidLoad), as "
                    + "that object's call, unless the line names another object that makes it; OBJECT may be a Class --map gives to "
                    + "several objects (awakeFromNib()=MyCell.awakeFromNib(), two cells printing a bare #function), read as if the line "
                    + "printed it; several pairs separated by commas, or the option repeated"
            ),
            .init(
                "--pairs", value: .any("PAIRING"),
                "Read two lines as one call: BEGIN/END marks where each call starts and ends (begin/end, '->/<-'; other "
                    + "calls may come between); value reads a call's line with the line after it, which prints a value (a "
                    + "size, the receiver: print(self) after print(#function)); receiver-first reads it with the line before "
                    + "it, which prints the receiver (print(self) before print(#function), or a heading naming it). Without it a tracer's arrows (-> … <-, → … ←, => … <=) and the usual words (begin, start … end, "
                    + "finish; a plain line, then its finish) pair lines"),
            .init(
                "--format", value: .choice("text", "json"),
                "Output format (default: text). JSON: an object with scenario, verdict (agreement, divergence or "
                    + "inconclusive), lines, calls [{line, text, call}], ignored [{line, text, reason, unread, detail, "
                    + "suggestion?}], engine [{call, step, repeatablePass?, passMinimum?, passMaximum?}], firstDifference (null or "
                    + "{row, logLine, log, engine}), header (null or {lastLine}), pairing (null, \"BEGIN/END\", "
                    + "\"value\" or \"receiver-first\"), pairs [{first, second}], silent [{object, engineCalls, mappedTo? or namedOnLine?}], "
                    + "agreesWithSetupTraced (true when a log that does not agree would with the setup traced too), "
                    + "unchecked (the lines of calls the engine does not trace, which no verdict checks) and uncompared (the engine's "
                    + "calls the narrowing left out though the log prints the same call of other objects), unpaired (the engine's "
                    + "will or did of an appearance left out where the log prints the other half for that object), unnamed (the engine's "
                    + "calls on objects of a kind the log prints that it names nowhere), sameCall ([{line, read, "
                    + "engine}], the lines read under the engine's name for the same call), animated ([{line, call, printed, engine}], "
                    + "the compared calls whose line prints another animated than the engine passes) and anotherObject (null, or "
                    + "{object, line, class, address, earlierLine, earlierAddress} when the divergent line prints another object of "
                    + "its receiver's class than an earlier line did)"),
        ],
        description: """
            Compares a console log captured from a real app with the simulated trace of one
            scenario of a lifecycle file. LOG is a file, or - for standard input. Errors in other
            scenarios or the claims of FILE are reported but do not block the check. LOG may be a
            recorded log in the format of Content/evidence/ (a --- header, then the lines): its
            map: is used as --map, its instrumented: as check uses it (every such call the
            engine makes on a mapped object must be in the log), and its pairs: and calls: as
            --pairs and --call; options given on the command line override the header.

            Every word that names a callback is read as one call, so a line may hold several;
            timestamps, process names and ids, addresses, tags and values (id=3; a line's one
            call printed with a count, viewDidLoad=1, is the call) are skipped. Each of these
            reads as B.viewWillAppear(_:):
              B  viewWillAppear:                 B: viewWillAppear
              B(viewWillAppear)                  B viewWillAppear(_:)
              -[BViewController viewWillAppear:] [B viewWillAppear:]
              <Demo.BViewController: 0x6000012c4000> viewWillAppear(_:)
              2020-04-01 10:11:12.345678+0800 Demo[123:4567] B viewWillAppear:
              B viewWillAppear - begin           (with its "- end" line, counted once)
            A call printed as declared, willMove(toWindow newWindow: UIWindow?), is read by its
            labels, and viewWillAppear(animated:) is viewWillAppear(_:).
            Objective-C selectors become Swift names (initWithCoder: is init(coder:), dealloc is
            deinit, -init is the object's designated initializer, and a plain init written by
            hand, B required init, is init(coder:) for an object decoded from a storyboard;
            textFieldDidEndEditing(_:) is the textFieldDidEndEditing(_:reason:) the engine makes
            from iOS 10, reported as the same call; applicationDidFinishLaunching-
            WithOptions: is application(_:didFinishLaunchingWithOptions:)), and notification
            constants too (UIKeyboardWillShowNotification is keyboardWillShowNotification).
            An object's end in words (B deallocated, B is being deinitialized) is its deinit,
            and so is deinit or dealloc in any case (Deinit B, B deInit).
            Blank lines, separators, prose, comment lines (# or //), lines the system printed
            (a debugger's or a call stack's frames, UIKit's and SwiftUI's warnings, such as
            Attempt to present <…> while a presentation is in progress!), notes that a call
            is not made (viewDidLoad is not called), UIKit methods, SwiftUI modifiers (onSubmit,
            onOpenURL) or notifications the engine does not model, calls it does not trace for
            their receiver (a navigation controller's own viewWillAppear:), and the init and
            deinit of view models, coordinators and the App struct (HomeViewModel init, DemoApp
            init, also before a controller's on one line) are ignored, each reported by line;
            an agreement says how many lines of calls the engine does not trace it left
            unchecked. A deinit or dealloc in capitals is read only on a line of it and an object
            or a view model alone (Deinit B; not A Deinit pending), and none after no or not.

            The receiver is the scenario's object named on the line: by its name (B), by a class
            given with --map, or by convention (BViewController, B_ViewController or BVC for a
            controller B, BView for a view or SwiftUI view B); AppDelegate is app, SceneDelegate
            is scene, UINavigationController the scenario's only navigation controller. A call
            with no receiver goes to the only object that has that callback (an app before iOS 13
            or with lifecycle: app-delegate has no scene), unless other lines name that object
            for the call, the log then prints it more often than the engine makes it, and the
            object is no app, scene or SwiftUI app (then it is not read: it may be an object the
            scenario does not trace, or the call printed twice), or to the object --call gives
            it. A
            class that prints the calls of several objects (a controller that is a text field's
            delegate and observes the keyboard) is mapped to each of them (--map
            name=ViewController,kb=ViewController), and each line goes to the one that makes its
            call. When several of them can (two cells of one class, --map c1=MyCell,c2=MyCell),
            nothing on the line tells them apart: each line goes to them in the order the engine
            makes that call on them (the k-th MyCell awakeFromNib line is the engine's k-th
            awakeFromNib among c1 and c2), and the report lists where each line went; the lines'
            places among the other calls are still compared, and a line more than the engine's
            calls diverges.

            It prints what it read (lines, calls, the header, the lines paired and those of a
            class given to several objects, every ignored line by reason with its line number),
            then the verdict. A line that looks like a lifecycle call but cannot be read (a
            misspelt name such as viewwillAppear, names run together, a class that is no
            object, a call several objects could have made and no receiver named, with a hint
            to --pairs when the line after or before each such line names one, or to --map
            when a name precedes each such call; a call the named object never makes but
            another object does, a callback printed as words such as View Did Load, Detail
            appeared, B loaded (opening its line), willAppear: NO (alone on its line) or app
            entered background (ending its line), an event in Chinese, Japanese, Korean or
            German words with no call named (进入后台, App ist im Hintergrund), a handler's
            name such as keyboardWillShow, onKeyboardShow, handleApplicationDidBecomeActive or
            an SDK's oneSignalApplicationWillResignActive) makes the
            verdict inconclusive, with a did-you-mean or a hint; so does a call outside what
            the scenario models (a SwiftUI app's undeclared delegate, an object no step creates
            or a scene none connects, a controller told it disappears while it is off screen
            and no step moves it), and so does an object the
            log instruments (mapped, or a delegate named on a line by its class, such as
            AppDelegate) with no call read where the engine makes some.

            The simulated trace is narrowed to the (object, callback) pairs the log shows, as a
            log has only the methods that were instrumented, and the two are compared call for
            call; an agreement notes the engine's calls it left out though the log prints that
            call of other objects of their kind, or the will or did of an appearance whose other
            half it prints for the same object, between two calls of it the log shows
            (viewWillAppear between a printed viewDidLoad and viewDidAppear): if the app prints
            them too, the log lacks them; and a divergence notes when its line prints another
            object's description than earlier lines of its receiver (<UIWindowScene: 0x103e06510>
            after 0x10270b110: two objects of one class read as one; --map NAME=0x103e06510 gives
            the address to NAME). A call's animated printed right after its name
            (viewWillAppear(true), willDisappear: NO) is noted where the engine passes another
            value; the order is compared, not the value. A layout pass the engine marks "×1 or
            more" may occur one or more times in a row, one marked "×0 or more" also not at all,
            and a call marked "×0 or 1" (a bug's extra call) not at all or once. A scenePhase
            change is compared by the new phase its line prints (a bare "inactive" line; "active
            -> inactive", one change; a phase after "new"), and matches any change when its line
            does not say which phase is new. An empty log says the steps make no call; a log of
            comment lines only, where the engine makes calls and some comment reads as a call
            without its marks (### onAppear), is inconclusive. A cell's call where the engine has
            the data source's cellForRowAt or cellForItemAt dequeuing that cell gets a hint that
            dequeuing runs the cell's calls. The scenario's `only` does not apply. Trim the log to
            the scenario's steps: the calls of its setup are not traced (a log that does not
            agree, but would with the setup traced too, gets a hint that says so).
            """,
        epilogue: """
            Exit status: 0 the log agrees; 1 it diverges (the first divergent log line and both
            orders are printed), or the file, its scenario or the log has errors; 2 usage errors;
            3 inconclusive (a line that looks like a call was not read or is outside what the
            scenario models, an instrumented object had no call read, or nothing was read).
            """)
}
