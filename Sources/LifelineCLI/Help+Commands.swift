internal import Diagnostics

/// Every command's description (``CommandSpec``): the one source for `help`, `-h`, the
/// parser, the man page and the shell completions.
enum Help {
    static let commands: [CommandSpec] = [
        build, check, simulate, traceCheck, updateExpect, serve, initSite, templates, schema, completions, man, help,
    ]

    /// The options the main help lists: help and version, and those every command takes.
    static let globalOptions: [CommandSpec.Option] =
        [
            .init(["-h", "--help"], "Show help (also after a command: lifeline build --help)"),
            .init("--version", "Show the version"),
        ] + CommandSpec.verbosityOptions

    static let mainDescription = "lifeline — lifecycle documentation whose every call order is simulated and checked."

    static let mainEpilogue = """
        Colour is used when standard error is a terminal, unless NO_COLOR is set.

        Exit status: 0 success, 1 content or validation errors (or a stale site), 2 usage errors,
        3 trace-check inconclusive.
        """

    /// `lifeline --help`: the commands and the global options, in one column.
    static var main: String {
        let column = 2 + (commands.map(\.name.count) + globalOptions.map(\.label.count)).max()! + 2
        return [
            mainDescription,
            "USAGE: lifeline <command> [options]",
            "COMMANDS:\n" + HelpText.list(commands.map { ($0.name, $0.summary) }, column: column),
            "OPTIONS:\n" + HelpText.list(globalOptions.map { ($0.label, $0.summary) }, column: column),
            mainEpilogue,
        ].joined(separator: "\n\n")
    }

    static func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    static func text(for command: String) -> String? {
        self.command(named: command).map(HelpText.render)
    }

    /// `--help` or `-h` anywhere before `--`: help wins over every other argument.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }
}

extension CLI {
    /// `lifeline help [COMMAND]`.
    func helpCommand(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ArgumentParser(Help.help).parse(arguments)
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
