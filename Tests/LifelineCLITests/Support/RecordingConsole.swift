import LifelineCLI

/// A console that keeps what the command line prints, one entry per call.
final class RecordingConsole: Console {
    private(set) var outLines: [String] = []
    private(set) var errLines: [String] = []

    func out(_ text: String) { outLines.append(text) }
    func err(_ text: String) { errLines.append(text) }

    var stdout: String { outLines.joined(separator: "\n") }
    var stderr: String { errLines.joined(separator: "\n") }
}

/// Runs `lifeline <arguments>` in-process.
func lifeline(_ arguments: String...) -> (status: CLI.ExitStatus, console: RecordingConsole) {
    lifeline(arguments)
}

func lifeline(_ arguments: [String]) -> (status: CLI.ExitStatus, console: RecordingConsole) {
    let console = RecordingConsole()
    let status = CLI(console: console).run(arguments)
    return (status, console)
}
