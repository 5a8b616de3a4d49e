import LifelineCLI
import Testing

/// Bad arguments: exit 2, the problem, a hint where one is likely, and where to read more.
@Suite struct UsageErrorTests {
    @Test func unknownCommandWithHint() {
        let (status, console) = lifeline("buidl")
        #expect(status == .usage)
        #expect(
            console.errLines == [
                "lifeline: error: unknown command 'buidl'",
                "    hint: did you mean 'build'?",
                "Run 'lifeline --help' for usage.",
            ])
        #expect(console.outLines == [])
    }

    @Test func unknownCommandWithoutACloseMatch() {
        let (status, console) = lifeline("frobnicate")
        #expect(status == .usage)
        #expect(
            console.errLines == [
                "lifeline: error: unknown command 'frobnicate'",
                "Run 'lifeline --help' for usage.",
            ])
    }

    @Test func misspeltFlagSuggestsTheRightOne() {
        let (status, console) = lifeline("build", "--chek")
        #expect(status == .usage)
        #expect(
            console.errLines == [
                "lifeline: error: unknown option '--chek' for 'build'",
                "    hint: did you mean '--check'?",
                "Run 'lifeline build --help' for usage.",
            ])
    }

    @Test(arguments: ["0", "-2", "two", "1.5"])
    func jobsMustBeAPositiveWholeNumber(_ value: String) {
        let (status, console) = lifeline("build", "--jobs=\(value)")
        #expect(status == .usage)
        #expect(
            console.errLines == [
                "lifeline: error: --jobs must be a whole number of at least 1, not '\(value)'",
                "Run 'lifeline build --help' for usage.",
            ])
    }

    @Test func misspeltOptionOfCheck() {
        let (status, console) = lifeline("check", "--contnet", "x")
        #expect(status == .usage)
        #expect(console.stderr.contains("did you mean '--content'?"))
        #expect(console.stderr.contains("Run 'lifeline check --help' for usage."))
    }

    @Test(arguments: [["build", "--content"], ["build", "--output", "--check"], ["check", "--content"]])
    func missingOptionValue(_ arguments: [String]) {
        let (status, console) = lifeline(arguments)
        #expect(status == .usage)
        #expect(console.errLines.first == "lifeline: error: \(arguments[1]) needs a value")
    }

    @Test func flagWithAValue() {
        let (status, console) = lifeline("build", "--check=yes")
        #expect(status == .usage)
        #expect(console.errLines.first == "lifeline: error: --check takes no value")
    }

    @Test func extraPositionalArgument() {
        let (status, console) = lifeline("check", "Content")
        #expect(status == .usage)
        #expect(console.errLines.first == "lifeline: error: unexpected argument 'Content'")
    }

    /// A usage error is found before any work: nothing is read or written.
    @Test func usageErrorsPrintNoProgress() {
        let (_, console) = lifeline("build", "--output", "/nonexistent/site", "--chek")
        #expect(!console.stderr.contains("[1/5]"))
    }
}
