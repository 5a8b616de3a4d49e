import Testing

/// One class printing the calls of several objects: a controller that is a text field's
/// delegate and observes the keyboard prints both under its own name, where the scenario
/// has a field and a keyboard observer. Mapped to both, each line goes to the object that
/// makes its call, so the interleaving of the two is checked. Mapped to one, the other's
/// lines used to be dropped as "not traced for its receiver" and the check claimed
/// agreement on what was left.
@Suite struct SharedClassTests {
    static let log = """
        ViewController textFieldShouldBeginEditing(_:)
        ViewController textFieldDidBeginEditing(_:)
        ViewController keyboardWillShow(_:)
        ViewController keyboardDidShow(_:)
        """
    static let handlers = ["--call", "keyboardWillShow=keyboardWillShowNotification,keyboardDidShow=keyboardDidShowNotification"]

    @Test func aClassMappedToTwoObjectsGivesEachLineToTheObjectThatMakesTheCall() throws {
        let (status, console) = try TraceCheckFixtures.check(
            "focus-field", log: Self.log, ["--map", "kb=ViewController", "--map", "name=ViewController"] + Self.handlers)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 4, calls: 4, scenario: "focus-field"))
    }

    @Test func theInterleavingOfTheTwoObjectsIsChecked() throws {
        let swapped = """
            ViewController keyboardWillShow(_:)
            ViewController textFieldShouldBeginEditing(_:)
            ViewController textFieldDidBeginEditing(_:)
            ViewController keyboardDidShow(_:)
            """
        let (status, console) = try TraceCheckFixtures.check(
            "focus-field", log: swapped, ["--map", "kb=ViewController,name=ViewController"] + Self.handlers)
        #expect(status == .failure, "\(console.stdout)")
        #expect(console.outLines.contains("  the log has kb.keyboardWillShowNotification where the engine has name.textFieldShouldBeginEditing(_:)"))
    }

    @Test func aLineOfAnObjectTheClassIsNotMappedToMakesTheCheckInconclusive() throws {
        let (status, console) = try TraceCheckFixtures.check("focus-field", log: Self.log, ["--map", "kb=ViewController"] + Self.handlers)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(
            console.outLines.contains(
                "  not read: line 1 \"ViewController textFieldShouldBeginEditing(_:)\": kb never receives textFieldShouldBeginEditing(_:), "
                    + "email or name does; if the class on the line prints that object's calls too, map it to that object as well "
                    + "(--map NAME=Class, NAME one of email, name)"),
            "\(console.stdout)")
    }

    /// Two fields of one class: the line cannot say which, so it goes to the one the engine
    /// makes the call on (the report says so). Before, the line was unread, with a hint to
    /// print the object's name, which an app's class cannot know.
    @Test func aCallTwoOfTheClassesObjectsCouldMakeGoesToTheOneTheEngineCalls() throws {
        let (status, console) = try TraceCheckFixtures.check(
            "focus-field", log: "ViewController textFieldDidBeginEditing(_:)", "--map", "email=ViewController,name=ViewController")
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines == [
                "read 1 line: 1 call on objects of focus-field, no lines ignored",
                "  shared: line 1 to name (ViewController, mapped to email and name), in the order the engine makes each call on them",
                "agreement: 1 call matches the simulated order of focus-field",
            ])
    }

    /// On a line of several calls, the class named once stands for each call's receiver.
    @Test func aSharedClassNamesEveryCallOfItsLine() throws {
        let log = """
            ViewController textFieldShouldBeginEditing(_:) textFieldDidBeginEditing(_:) keyboardWillShow(_:) keyboardDidShow(_:)
            """
        let (status, console) = try TraceCheckFixtures.check(
            "focus-field", log: log, ["--map", "kb=ViewController,name=ViewController"] + Self.handlers)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 1, calls: 4, scenario: "focus-field"))
    }

    @Test func aRecordedLogsHeaderMayGiveOneClassToSeveralObjects() throws {
        let recorded = """
            ---
            map: { kb: ViewController, name: ViewController }
            calls: { keyboardWillShow: keyboardWillShowNotification, keyboardDidShow: keyboardDidShowNotification }
            ---
            """ + "\n" + Self.log
        let (status, console) = try TraceCheckFixtures.check("focus-field", log: recorded)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.last == "agreement: 4 calls match the simulated order of focus-field")
    }
}
