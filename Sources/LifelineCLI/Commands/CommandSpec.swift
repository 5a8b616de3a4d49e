/// One command as everything that describes it sees it: the argument parser, `--help`, the
/// man page and the shell completions are all made from this value, so none of them can
/// name an option the others do not, and none has to read another's text back.
struct CommandSpec {
    /// What goes in an option's value or a positional, for completion.
    enum ValueKind: Equatable {
        case directory
        case file
        case words([String])
        /// The names of lifeline's commands (`help COMMAND`).
        case commands
        /// A value nothing can guess (a port, a scenario id).
        case any
    }

    struct Value {
        /// As `--help` shows it: `DIR`, `text|json`, `NAME=Class[,NAME=Class…]`.
        var placeholder: String
        var kind: ValueKind
    }

    struct Option {
        /// `["--content"]`, `["-q", "--quiet"]`.
        var names: [String]
        /// nil for a flag.
        var value: Value?
        /// One paragraph, wrapped where it is printed.
        var summary: String

        init(_ name: String, value: Value? = nil, _ summary: String) {
            self.init([name], value: value, summary)
        }

        /// `["-q", "--quiet"]`: a short name first.
        init(_ names: [String], value: Value? = nil, _ summary: String) {
            self.names = names
            self.value = value
            self.summary = summary
        }

        /// `--format text|json`, `-q, --quiet`.
        var label: String {
            names.joined(separator: ", ") + (value.map { " \($0.placeholder)" } ?? "")
        }
    }

    struct Positional {
        enum Arity {
            case required
            case optional
            /// Any number, none included (`[SCENARIO…]`).
            case repeated
        }

        var placeholder: String
        var kind: ValueKind
        var arity: Arity = .required
    }

    var name: String
    /// The line in the main help's COMMANDS list.
    var summary: String
    var positionals: [Positional] = []
    /// Without `--help`, which every command has (``allOptions``).
    var options: [Option] = []
    /// The prose between USAGE and OPTIONS: paragraphs, and examples indented further.
    var description: String
    /// Prose after OPTIONS, if any.
    var epilogue: String?

    static let help = Option("--help", "Show this help")

    /// Accepted by every command, anywhere before `--` (``CLI/takeGlobalOptions(_:)``).
    static let verbosityOptions = [
        Option(["-q", "--quiet"], "Print only results and errors (no progress or summaries)"),
        Option("--verbose", "Also print what each step did"),
    ]

    /// The options `--help` lists.
    var allOptions: [Option] { options + [Self.help] }

    /// `lifeline simulate FILE SCENARIO [--format text|json|expect] [--all]`.
    var usage: String {
        let words =
            positionals.map { positional in
                switch positional.arity {
                case .required: positional.placeholder
                case .optional: "[\(positional.placeholder)]"
                case .repeated: "[\(positional.placeholder)…]"
                }
            } + options.map { "[\($0.names.last!)\($0.value.map { " \($0.placeholder)" } ?? "")]" }
        return (["lifeline", name] + words).joined(separator: " ")
    }

    /// What the parser accepts: exactly the options and positionals described.
    var parserSpec: ArgumentParser.Spec {
        ArgumentParser.Spec(
            flags: Set(options.filter { $0.value == nil }.flatMap(\.names)),
            options: Set(options.filter { $0.value != nil }.flatMap(\.names)),
            positionals: positionals.filter { $0.arity == .required }.map(\.placeholder),
            optionalPositionals: positionals.filter { $0.arity == .optional }.map(\.placeholder),
            repeatedPositional: positionals.first { $0.arity == .repeated }?.placeholder)
    }
}

extension CommandSpec.Value {
    static func directory(_ placeholder: String = "DIR") -> Self { .init(placeholder: placeholder, kind: .directory) }
    static func file(_ placeholder: String = "FILE") -> Self { .init(placeholder: placeholder, kind: .file) }
    /// `text|json|expect`: the choices, as the placeholder shows them.
    static func choice(_ words: String...) -> Self { .init(placeholder: words.joined(separator: "|"), kind: .words(words)) }
    static func any(_ placeholder: String) -> Self { .init(placeholder: placeholder, kind: .any) }
}

extension ArgumentParser {
    init(_ command: CommandSpec) {
        self.init(command: command.name, spec: command.parserSpec)
    }
}
