/// How much the command line says besides its results and errors.
enum Verbosity: Comparable {
    /// Only results (a trace, a schema) and errors.
    case quiet
    /// Also progress and one-line summaries (`Wrote 57 files to site/.`).
    case normal
    /// Also what each step did (which templates, which files were created).
    case verbose
}

extension CLI {
    /// Removes `--quiet`/`-q` and `--verbose` from anywhere before `--` and applies them;
    /// the last one given wins. Colour is decided here too, once per run.
    mutating func takeGlobalOptions(_ arguments: [String]) -> [String] {
        var rest: [String] = []
        var ended = false
        for argument in arguments {
            switch argument {
            case "--" where !ended:
                ended = true
                rest.append(argument)
            case "--quiet" where !ended, "-q" where !ended:
                verbosity = .quiet
            case "--verbose" where !ended:
                verbosity = .verbose
            default:
                rest.append(argument)
            }
        }
        style = TerminalStyle.detect(console: console, environment: environment)
        return rest
    }

    /// A summary line for people (stdout), left out with `--quiet`.
    func info(_ text: String) {
        if verbosity >= .normal { console.out(text) }
    }

    /// Build progress (stderr), left out with `--quiet`.
    func progress(_ text: String) {
        if verbosity >= .normal { console.err(style.dim(text)) }
    }

    /// A detail only `--verbose` shows (stderr).
    func note(_ text: String) {
        if verbosity >= .verbose { console.err(style.dim(text)) }
    }

    /// An error line (stderr), never left out; `error:` and `hint:` are coloured on a terminal.
    func error(_ text: String) {
        console.err(style.diagnostic(text))
    }
}
