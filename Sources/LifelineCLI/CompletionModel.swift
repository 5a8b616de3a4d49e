/// What the completion scripts know, read from the help texts: the commands, each one's
/// options, and what goes where a value or a positional is expected.
struct CompletionModel {
    enum ValueKind: Equatable {
        case directory
        case file
        case words([String])
        /// A value nothing can guess (a port, a scenario id).
        case any
    }

    struct Option {
        var names: [String]
        var summary: String
        /// nil for a flag.
        var value: ValueKind?
    }

    struct Command {
        var name: String
        var summary: String
        var options: [Option]
        var positionals: [ValueKind]
    }

    let commands: [Command]
    let globalOptions: [Option]

    init() {
        let names = Help.commands.map(\.name)
        commands = Help.commands.map { name, text in
            let document = HelpDocument(text)
            return Command(
                name: name, summary: Help.summary(of: name),
                options: document.options.map { Self.option($0, commands: names) },
                positionals: document.positionals.map { Self.kind(of: $0, commands: names) })
        }
        globalOptions = HelpDocument(Help.main).options.map { Self.option($0, commands: names) }
    }

    private static func option(_ entry: HelpDocument.Entry, commands: [String]) -> Option {
        Option(names: entry.names, summary: entry.text, value: entry.value.map { kind(of: $0, commands: commands) })
    }

    /// `DIR` → directories, `FILE`/`LOG` → files, `a|b` → those words, `COMMAND` → the
    /// commands, a lower-case word (`export`) → itself, anything else → no guess.
    static func kind(of placeholder: String, commands: [String]) -> ValueKind {
        switch placeholder {
        case "DIR": return .directory
        case "FILE", "LOG": return .file
        case "COMMAND": return .words(commands)
        default:
            if placeholder.contains("|") { return .words(placeholder.split(separator: "|").map(String.init)) }
            if placeholder.allSatisfy({ $0.isLowercase || $0 == "-" }) { return .words([placeholder]) }
            return .any
        }
    }
}
