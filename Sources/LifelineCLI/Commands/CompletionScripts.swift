internal import Diagnostics
internal import Foundation

/// `lifeline completions bash|zsh|fish`: completion scripts generated from the help texts.
enum CompletionScripts {
    static func script(for shell: String, model: CompletionModel = CompletionModel()) -> String? {
        switch shell {
        case "bash": bash(model)
        case "zsh": zsh(model)
        case "fish": fish(model)
        default: nil
        }
    }
}

/// `lifeline completions bash|zsh|fish`.
struct CompletionsCommand {
    let cli: CLI

    func run(_ arguments: [String]) throws(UsageError) -> CLI.ExitStatus {
        let parsed = try ArgumentParser(Help.completions).parse(arguments)
        guard let script = CompletionScripts.script(for: parsed.positionals[0]) else {
            throw UsageError(
                "no completions for '\(parsed.positionals[0])'", command: "completions",
                hint: Suggestion.hint(for: parsed.positionals[0], in: ["bash", "zsh", "fish"]) ?? "choose bash, zsh or fish")
        }
        cli.console.out(script)
        return .success
    }
}
