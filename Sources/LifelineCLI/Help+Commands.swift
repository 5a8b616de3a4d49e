internal import Diagnostics

/// Every command with its help text: the one source for `help`, `-h`, the man page and
/// the shell completions, so none of them can name an option the others do not.
extension Help {
    static let commands: [(name: String, text: String)] = [
        ("build", build), ("check", check), ("simulate", simulate), ("trace-check", traceCheck), ("update-expect", updateExpect),
        ("serve", serve),
        ("init", initSite), ("templates", templates), ("completions", completions), ("man", man), ("help", help),
    ]

    static func text(for command: String) -> String? {
        commands.first { $0.name == command }?.text
    }

    /// `--help` or `-h` anywhere before `--`: help wins over every other argument.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }

    /// A command's one-line summary, from the COMMANDS list of the main help.
    static func summary(of command: String) -> String {
        let document = HelpDocument(main)
        return document.entries(in: "COMMANDS:").first { $0.names == [command] }?.text ?? ""
    }
}

extension CLI {
    /// `lifeline help [COMMAND]`.
    func helpCommand(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ArgumentParser(command: "help", spec: .init(optionalPositionals: ["COMMAND"])).parse(arguments)
        guard let command = parsed.positionals.first else {
            console.out(Help.main)
            return .success
        }
        guard let text = Help.text(for: command) else {
            throw UsageError(
                "no command '\(command)'", command: "help",
                hint: Suggestion.hint(for: command, in: Help.commands.map(\.name))
                    ?? "commands: " + Help.commands.map(\.name).joined(separator: ", "))
        }
        console.out(text)
        return .success
    }
}
