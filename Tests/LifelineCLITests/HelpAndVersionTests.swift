import LifelineCLI
import Testing

@Suite struct HelpAndVersionTests {
    @Test func version() {
        let (status, console) = lifeline("--version")
        #expect(status == .success)
        #expect(console.outLines == ["lifeline 0.1.0"])
        #expect(console.errLines == [])
    }

    @Test(arguments: ["--help", "-h", "help"])
    func mainHelp(_ flag: String) {
        let (status, console) = lifeline(flag)
        #expect(status == .success)
        #expect(console.stdout.contains("USAGE: lifeline <command> [options]"))
        #expect(console.stdout.contains("build "))
        #expect(console.stdout.contains("check "))
        #expect(
            console.stdout.contains(
                "Exit status: 0 success, 1 content or validation errors (or a stale site), 2 usage errors,\n3 trace-check inconclusive."))
        #expect(console.errLines == [])
    }

    @Test func noArgumentsPrintsHelpToStandardErrorAsAUsageError() {
        let (status, console) = lifeline([])
        #expect(status == .usage)
        #expect(console.outLines == [])
        #expect(console.stderr.contains("USAGE: lifeline <command> [options]"))
    }

    @Test func buildHelp() {
        let (status, console) = lifeline("build", "--help")
        #expect(status == .success)
        #expect(console.stdout.hasPrefix("USAGE: lifeline build [--content DIR] [--templates DIR] [--output DIR] [--check]"))
        #expect(console.stdout.contains("--check"))
        #expect(console.errLines == [])
    }

    @Test func checkHelp() {
        let (status, console) = lifeline("check", "--help")
        #expect(status == .success)
        #expect(console.stdout.hasPrefix("USAGE: lifeline check [--content DIR]"))
        #expect(console.errLines == [])
    }

    /// Help wins over everything else on the line, even arguments that are wrong.
    @Test func helpAfterOtherArguments() {
        let (status, console) = lifeline("build", "--bogus", "--help")
        #expect(status == .success)
        #expect(console.stdout.hasPrefix("USAGE: lifeline build"))
    }

    @Test func exitStatusCodes() {
        #expect(CLI.ExitStatus.success.rawValue == 0)
        #expect(CLI.ExitStatus.failure.rawValue == 1)
        #expect(CLI.ExitStatus.usage.rawValue == 2)
    }
}
