/// What the completion scripts know, taken from the commands' descriptions
/// (``CommandSpec``): the commands, each one's options, and what goes where a value or a
/// positional is expected.
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
        /// Its own options, `--help`, then `--quiet` and `--verbose`, which every command takes.
        var options: [Option]
        var positionals: [ValueKind]
        /// The kind of every positional past the last, when the last repeats.
        var repeats: Bool
    }

    let commands: [Command]
    let globalOptions: [Option]

    init(commands specs: [CommandSpec] = Help.commands, globalOptions: [CommandSpec.Option] = Help.globalOptions) {
        let names = specs.map(\.name)
        func kind(_ kind: CommandSpec.ValueKind) -> ValueKind {
            switch kind {
            case .directory: .directory
            case .file: .file
            case .words(let words): .words(words)
            case .commands: .words(names)
            case .any: .any
            }
        }
        func option(_ option: CommandSpec.Option) -> Option {
            Option(names: option.names, summary: option.summary, value: option.value.map { kind($0.kind) })
        }
        commands = specs.map { spec in
            Command(
                name: spec.name, summary: spec.summary, options: (spec.allOptions + CommandSpec.verbosityOptions).map(option),
                positionals: spec.positionals.map { kind($0.kind) }, repeats: spec.positionals.last?.arity == .repeated)
        }
        self.globalOptions = globalOptions.map(option)
    }
}
