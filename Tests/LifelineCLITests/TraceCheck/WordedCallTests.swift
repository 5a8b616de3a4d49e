import Foundation
import LifelineCLI
import TestSupport
import Testing

/// Lifecycle events printed in Chinese, Japanese, Korean or German words, with no
/// callback name on the line (`WordedCalls`). Before, each such line was prose: a log of
/// them agreed with its lines in any order. The phrases are apps' own prints, collected in
/// `docs/research/worded-calls.md`.
@Suite struct WordedCallTests {
    /// `lifeline trace-check Content/lifecycles/FILE.yaml SCENARIO <log> ARGUMENTS…`.
    static func check(_ file: String, _ scenario: String, log: String, _ arguments: [String] = []) throws
        -> (status: CLI.ExitStatus, console: RecordingConsole)
    {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(["console.log": log], into: directory)
            let lifecycle = Trees.bundledContent + "/lifecycles/\(file).yaml"
            return lifeline(["trace-check", lifecycle, scenario, TraceCheckFixtures.path("console.log", in: directory)] + arguments)
        }
    }

    /// One app delegate's four prints, in Chinese only.
    static let delegateLog = "失去焦点了\n进入到后台了\n即将进入前台\n已经取得焦点"
    static let delegateCalls = [
        "--call", "失去焦点了=applicationWillResignActive(_:),进入到后台了=applicationDidEnterBackground(_:)",
        "--call", "即将进入前台=applicationWillEnterForeground(_:),已经取得焦点=applicationDidBecomeActive(_:)",
    ]

    @Test func aDelegatesWordsAreUnreadWithTheCallsTheyMayBe() throws {
        let (status, console) = try Self.check("app", "background-and-foreground", log: Self.delegateLog)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(
            console.outLines.contains(
                "  not read: line 2 \"进入到后台了\": '进入到后台了' reads like applicationDidEnterBackground(_:) or didEnterBackgroundNotification "
                    + "printed as words; if it is the call, say so with --call '进入到后台了=applicationDidEnterBackground(_:)', or if it is not, "
                    + "remove the line"),
            "\(console.stdout)")
        #expect(console.stdout.contains("4 lines look like lifecycle calls but were not read"), "\(console.stdout)")
    }

    /// Given with `--call`, the words are the calls, and their order is compared.
    @Test func theCallsTheAuthorGivesAreCompared() throws {
        let (status, console) = try Self.check("app", "background-and-foreground", log: Self.delegateLog, Self.delegateCalls)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.last == "agreement: 4 calls match the simulated order of background-and-foreground")
        let moved = "进入到后台了\n失去焦点了\n即将进入前台\n已经取得焦点"
        let (diverges, output) = try Self.check("app", "background-and-foreground", log: moved, Self.delegateCalls)
        #expect(diverges == .failure, "\(output.stdout)")
    }

    /// An app that prints `#function` and then what it does says the call again: the words
    /// are that call's prose.
    @Test func wordsBesideTheCallPrintedByNameAreProse() throws {
        let log = """
            applicationWillResignActive(_:)
            applicationDidEnterBackground(_:)
            进入后台，断开连接...
            applicationWillEnterForeground(_:)
            回到前台，检查连接...
            applicationDidBecomeActive(_:)
            """
        let (status, console) = try Self.check("app", "background-and-foreground", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.contains("  no lifecycle call: lines 3, 5"), "\(console.stdout)")
    }

    /// Words of an event no object of the scenario receives stay prose: nothing observes the
    /// keyboard in the app's scenario. So do words of where the app's work runs.
    @Test func wordsOfAnEventNoObjectReceivesStayProse() throws {
        let log = "applicationWillResignActive(_:)\n键盘弹出\napplicationDidEnterBackground(_:)"
        let (status, console) = try Self.check("app", "background-and-foreground", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.contains("  no lifecycle call: line 2"), "\(console.stdout)")
        let work = "applicationWillResignActive(_:)\nバックグラウンドで位置情報を更新します"
        let (working, report) = try Self.check("app", "background-and-foreground", log: work)
        #expect(working == .success, "\(report.stdout)")
        let (observed, output) = try Self.check("keyboard", "show", log: "键盘弹出")
        #expect(observed == .inconclusive, "\(output.stdout)")
        #expect(output.stdout.contains("'键盘弹出' reads like keyboardWillShowNotification or keyboardDidShowNotification"), "\(output.stdout)")
    }

    /// Korean and German put spaces between the words: the hint names the words that hold
    /// the event, which `--call` matches word for word.
    @Test func spacedLanguagesNameTheirWords() throws {
        let korean = "앱이 비활성화됨\n앱이 백그라운드로 감"
        let (unread, hint) = try Self.check("swiftui", "background", log: korean)
        #expect(unread == .inconclusive, "\(hint.stdout)")
        #expect(hint.stdout.contains("say so with --call '백그라운드로=onChange(of:)'"), "\(hint.stdout)")
        let (status, console) = try Self.check(
            "swiftui", "background", log: korean, ["--call", "비활성화됨=onChange(of:)", "--call", "백그라운드로=onChange(of:)"])
        #expect(status == .success, "\(console.stdout)")
        let (german, output) = try Self.check("swiftui", "background", log: "App ist inaktiv\nApp ist im Hintergrund")
        #expect(german == .inconclusive, "\(output.stdout)")
        #expect(
            output.stdout.contains("'App ist im Hintergrund' reads like onChange(of:) or didEnterBackgroundNotification printed as words"),
            "\(output.stdout)")
    }

    /// Words given to `onChange(of:)` keep the phase they name, as `background` would: a log
    /// whose two phases are swapped diverges instead of agreeing on two changes.
    @Test func wordsGivenToAPhaseChangeKeepTheirPhase() throws {
        let calls = ["--call", "App ist inaktiv=onChange(of:),App ist im Hintergrund=onChange(of:)"]
        let (status, console) = try Self.check("swiftui", "background", log: "App ist inaktiv\nApp ist im Hintergrund", calls)
        #expect(status == .success, "\(console.stdout)")
        let (swapped, output) = try Self.check("swiftui", "background", log: "App ist im Hintergrund\nApp ist inaktiv", calls)
        #expect(swapped == .failure, "\(output.stdout)")
        #expect(output.stdout.contains("background"), "\(output.stdout)")
        let korean = ["--call", "비활성화됨=onChange(of:)", "--call", "백그라운드로=onChange(of:)"]
        let (moved, report) = try Self.check("swiftui", "background", log: "앱이 백그라운드로 감\n앱이 비활성화됨", korean)
        #expect(moved == .failure, "\(report.stdout)")
    }

    /// A word apps also print for their own work is the event only as the whole line; words
    /// that mix scripts, which the tokenizer splits, are looked for run together.
    @Test func wholeLineWordsAndMixedScripts() throws {
        let (alone, output) = try Self.check("app", "background-and-foreground", log: "バックグラウンド")
        #expect(alone == .inconclusive, "\(output.stdout)")
        let work = "applicationWillResignActive(_:)\nバックグラウンドタスク開始\n버튼 활성화됨"
        let (prose, report) = try Self.check("app", "background-and-foreground", log: work)
        #expect(prose == .success, "\(report.stdout)")
        let (mixed, hint) = try Self.check("app", "background-and-foreground", log: "앱이 BackGround상태입니다..")
        #expect(mixed == .inconclusive, "\(hint.stdout)")
        #expect(hint.stdout.contains("reads like applicationDidEnterBackground(_:)"), "\(hint.stdout)")
    }
}
