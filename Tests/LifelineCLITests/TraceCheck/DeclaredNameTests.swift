import LifecycleModel
import LifecycleSimulator
import LifelineCLI
import TestSupport
import Testing

/// Calls printed the way the code declares them, which dev round 12 (2026-12-06) met in
/// notes on GitHub: a signature with its parameters' names and types (JacksonJang, 2024),
/// a parameter's name for an unlabelled argument, and `required init` of a storyboard
/// controller (a Korean note of 2021).
@Suite struct DeclaredNameTests {
    let parser = ConsoleLogParser(objects: ["A": .viewController, "v": .view])

    /// Before, the label was lost: `willMove(toWindow newWindow: UIWindow?)` was A's
    /// `willMove(toParent:)`, and `UIView` in `willMove(toSuperview newSuperview: UIView?)` a receiver.
    @Test(arguments: [
        ("willMove(toWindow newWindow: UIWindow?)", "v.willMove(toWindow:)"),
        ("willMove(toSuperview newSuperview: UIView?)", "v.willMove(toSuperview:)"),
        ("init(frame: CGRect)", "v.init(frame:)"), ("draw(_ rect: CGRect)", "v.draw(_:)"),
        ("A viewWillAppear(_ animated: Bool)", "A.viewWillAppear(_:)"),
        ("A willMove(toParent parent: UIViewController?)", "A.willMove(toParent:)"),
    ])
    func aSignatureIsReadByItsLabels(_ line: String, _ notation: String) {
        #expect(parser.parse(line).calls.map(\.notation) == [notation])
    }

    /// An argument printed by its parameter's name, or with a value, is the call of that
    /// base; before, `viewWillAppear(animated:)` passed for prose.
    @Test(arguments: ["A viewWillAppear(animated:)", "A viewWillAppear(animated: Bool)", "A viewWillAppear(animated: true)"])
    func aParametersNameForAnUnlabelledArgumentIsTheCall(_ line: String) {
        #expect(parser.parse(line).calls.map(\.notation) == ["A.viewWillAppear(_:)"])
    }

    /// A declaration whose labels name no callback is read by its words, as before: Swift
    /// 2's names, a custom initializer, a view model's (a review, 2026-12-06).
    @Test func aDeclarationOfNoCallbackIsReadByItsWords() {
        #expect(parser.parse("v willMoveToSuperview(newSuperview: UIView?)").calls.map(\.notation) == ["v.willMove(toSuperview:)"])
        #expect(parser.parse("A init(viewModel: DetailViewModel)").calls.map(\.notation) == ["A.init(nibName:bundle:)"])
        #expect(parser.parse("HomeViewModel init(service: APIService)").ignored.map(\.reason) == [.notModelled(method: "HomeViewModel init")])
    }

    /// A declaration's result type is no receiver (a review, 2026-12-06).
    @Test func aDeclarationsResultTypeIsNoReceiver() {
        let table = ConsoleLogParser(objects: ["table": .tableView, "c": .cell])
        let line = "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell"
        #expect(table.parse(line).calls.map(\.notation) == ["table.tableView(_:cellForRowAt:)"])
        #expect(table.parse(line).ignored.isEmpty)
    }

    /// A label the callback has under another name stays another method.
    @Test func aWrongLabelIsNoOtherCall() {
        #expect(parser.parse("A init(nibName:)").calls.isEmpty)
        #expect(parser.parse("A willMove(toWindow:)").calls.map(\.notation) != ["A.willMove(toParent:)"])
    }

    /// `required init` of a storyboard controller is its `init(coder:)`; a controller made in
    /// code keeps `init(nibName:bundle:)`.
    @Test func aPlainInitOfAStoryboardControllerIsItsDecoding() throws {
        let log = """
            Fourth required init
            Fourth viewDidLoad
            A viewDidDisappear
            """
        let (status, console) = try TraceCheckFixtures.check("storyboard-push", log: log, "--format", "json")
        #expect(status == .success, "\(console.stdout)")
        #expect(console.stdout.contains("\"call\" : \"Fourth.init(coder:)\""), "\(console.stdout)")
        let (_, output) = try TraceCheckFixtures.check("push", log: "B init\nB viewDidLoad", "--format", "json")
        #expect(output.stdout.contains("\"call\" : \"B.init(nibName:bundle:)\""), "\(output.stdout)")
    }

    /// `-[Fourth init]` (from `_cmd`) and `Fourth init()` (from `#function`) name the method
    /// that ran: a controller made in code, which diverges from a storyboard's.
    @Test(arguments: ["-[Fourth init]", "Fourth init()"])
    func theNameOfTheInitThatRanIsKept(_ line: String) throws {
        let (status, console) = try TraceCheckFixtures.check("storyboard-push", log: line + "\nFourth viewDidLoad", "--format", "json")
        #expect(status == .failure, "\(console.stdout)")
        #expect(console.stdout.contains("\"call\" : \"Fourth.init(nibName:bundle:)\""), "\(console.stdout)")
    }
}
