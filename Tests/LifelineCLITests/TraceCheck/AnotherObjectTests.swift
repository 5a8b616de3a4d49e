import LifecycleSimulator
import LifelineCLI
import Testing

/// A divergent line that prints another object's description than the earlier lines of its
/// receiver: two objects of one class read as one. dev round 8 (2026-12-06) met it in an Apple
/// forum log of a fast swipe kill (mmatiush, about 2023, iOS not stated), where a second
/// `UIWindowScene` enters the foreground after the first disconnects; the divergence named
/// `scene.sceneWillEnterForeground(_:)` as if the first scene had come back.
@Suite struct AnotherObjectTests {
    static let lifecycle = """
        id: another
        title: Another object
        object: view-controller
        scenarios:
          - id: kill
            title: A swipe kill from the foreground
            config: { ios: 17 }
            setup: [launch]
            steps: [{ terminate: { by: user } }]
        """

    func check(_ log: String, _ arguments: String...) throws -> (status: CLI.ExitStatus, out: [String]) {
        let (status, console) = try TraceCheckFixtures.check("kill", of: Self.lifecycle, log: log, arguments)
        return (status, console.outLines)
    }

    static let fastKill = """
        // app termination
        sceneWillResignActive <UIWindowScene: 0x10270b110; scene = <FBSScene: 0x6000; identifier: sceneID:demo-default>>
        sceneDidDisconnect <UIWindowScene: 0x10270b110; scene = <FBSScene: 0x6000; identifier: sceneID:demo-default>>
        sceneWillEnterForeground <UIWindowScene: 0x103e06510; scene = <FBSScene: 0x7000; identifier: sceneID:demo-default>>
        sceneDidEnterBackground <UIWindowScene: 0x103e06510; scene = <FBSScene: 0x7000; identifier: sceneID:demo-default>>
        """

    @Test func theDivergenceSaysItsLinePrintsAnotherObject() throws {
        let (status, out) = try check(Self.fastKill)
        #expect(status == .failure, "\(out)")
        #expect(out.contains("  the log has scene.sceneWillEnterForeground(_:) where the engine has no more calls"), "\(out)")
        #expect(
            out.last
                == "note: line 4 prints another UIWindowScene (0x103e06510) than line 2 (0x10270b110), and both are read as scene; "
                + "if it is another object of the scenario, map its address to it: --map NAME=0x103e06510")
    }

    /// Two SwiftUI views of one kind told apart only by the UUID each prints from its
    /// `@State`, in a scenario with one such view: the second one's lines went to the one
    /// view without a word (review 10, 2026-12-06).
    @Test func aSecondUUIDIsAnotherObjectToo() throws {
        let lifecycle = """
            id: views
            title: Views
            object: swiftui-view
            config: { ios: 17, lifecycle: swiftui }
            scenarios:
              - id: appear
                title: Home appears
                objects:
                  Home: { kind: swiftui-view, task: attached }
                setup:
                  - show: { root: Home }
                steps: [launch]
            """
        let log = """
            9E0000CF-DFEB-4A1B-95B6-ECD000D91FEC onAppear
            1863F5F3-EB52-4CD6-8FB3-57051C030A5A onAppear
            9E0000CF-DFEB-4A1B-95B6-ECD000D91FEC task
            """
        let (status, console) = try TraceCheckFixtures.check("appear", of: lifecycle, log: log, [])
        #expect(status == .failure, "\(console.stdout)")
        #expect(
            console.outLines.last
                == "note: line 2 prints another UUID (1863F5F3-EB52-4CD6-8FB3-57051C030A5A) than line 1 "
                + "(9E0000CF-DFEB-4A1B-95B6-ECD000D91FEC), and both are read as Home; if it is another object of the scenario, "
                + "map that UUID to it: --map NAME=1863F5F3-EB52-4CD6-8FB3-57051C030A5A")
    }

    @Test func theJSONNamesBothObjects() throws {
        let (_, out) = try check(Self.fastKill, "--format", "json")
        let json = out.joined(separator: "\n")
        #expect(json.contains("\"anotherObject\" : {"), "\(json)")
        for field in [
            "\"address\" : \"0x103e06510\"", "\"earlierAddress\" : \"0x10270b110\"", "\"earlierLine\" : 2", "\"class\" : \"UIWindowScene\"",
        ] {
            #expect(json.contains(field), "\(field)")
        }
    }

    /// The same object throughout, or a divergence on a line of an object printed once, gets
    /// no note; an agreement never does.
    @Test(arguments: [
        """
        sceneWillResignActive <UIWindowScene: 0x10270b110>
        sceneDidDisconnect <UIWindowScene: 0x10270b110>
        sceneWillEnterForeground <UIWindowScene: 0x10270b110>
        """,
        """
        sceneWillResignActive
        sceneDidDisconnect
        sceneWillEnterForeground <UIWindowScene: 0x103e06510>
        """,
    ])
    func noNoteWithoutASecondAddress(_ log: String) throws {
        let (status, out) = try check(log)
        #expect(status == .failure, "\(out)")
        #expect(!out.contains { $0.hasPrefix("note:") }, "\(out)")
    }

    @Test func anAgreementOfTwoAddressesHasNoNote() throws {
        let (status, out) = try check(
            """
            sceneWillResignActive <UIWindowScene: 0x10270b110>
            sceneDidDisconnect <UIWindowScene: 0x103e06510>
            """)
        #expect(status == .success, "\(out)")
        #expect(!out.contains { $0.hasPrefix("note:") }, "\(out)")
    }

    /// A controller's description, with its module, as `print(self)` shows it.
    @Test func aControllersDescriptionIsReadToo() throws {
        let (status, console) = try TraceCheckFixtures.check(
            "push",
            log: """
                <Demo.B: 0x7fd3a1c0a000> viewDidLoad()
                <Demo.B: 0x7fd3a1c0a000> viewWillAppear(_:)
                <Demo.B: 0x7fd3a1c0b000> viewDidLoad()
                """)
        #expect(status == .failure)
        #expect(console.outLines.last?.hasPrefix("note: line 3 prints another B (0x7fd3a1c0b000) than line 1 (0x7fd3a1c0a000)") == true)
    }

    @Test(arguments: [
        ("<Demo.B: 0x6000012c4000> viewDidLoad()", "B", "0x6000012c4000"),
        ("x <UIWindowScene: 0x10270b110; scene = <FBSScene: 0x6000>>", "UIWindowScene", "0x10270b110"),
        ("a <b> then <My_App.Detail2VC: 0xabcdef12>", "Detail2VC", "0xabcdef12"),
    ])
    func theFirstDescriptionOfALineIsItsObject(_ text: String, _ className: String, _ address: String) {
        let printed = PrintedDescription(firstIn: text)
        #expect(printed?.className == className)
        #expect(printed?.address == address)
    }

    @Test(arguments: ["B viewDidLoad 0x6000012c4000", "<B: 0x12>", "view=<UIView 0x6000012c4000>"])
    func aLineWithoutADescriptionHasNone(_ text: String) {
        #expect(PrintedDescription(firstIn: text) == nil)
    }
}
