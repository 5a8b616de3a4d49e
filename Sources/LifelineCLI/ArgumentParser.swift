internal import Diagnostics

/// A small parser for `command [--flag] [--option VALUE] [positional…]`.
///
/// Hand-written because no package can be fetched; it supports exactly what the
/// commands need: boolean flags, options with one value (`--content DIR` or
/// `--content=DIR`), positionals, and `--` to end options.
struct ArgumentParser {
    struct Spec {
        var flags: Set<String> = []
        var options: Set<String> = []
        var positionals: [String] = []
        /// Positionals that may be left out, after the required ones (`init [DIR]`).
        var optionalPositionals: [String] = []
        /// Any number of further positionals (`update-expect FILE [SCENARIO…]`).
        var repeatedPositional: String?
    }

    struct Parsed: Equatable {
        var flags: Set<String> = []
        var options: [String: String] = [:]
        var positionals: [String] = []
    }

    let command: String
    let spec: Spec

    func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        var parsed = Parsed()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if spec.flags.contains(name) {
                guard inlineValue == nil else { throw UsageError("\(name) takes no value", command: command) }
                parsed.flags.insert(name)
            } else if spec.options.contains(name) {
                if let inlineValue {
                    parsed.options[name] = inlineValue
                } else {
                    guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                        throw UsageError("\(name) needs a value", command: command)
                    }
                    parsed.options[name] = arguments[index]
                    index += 1
                }
            } else {
                let known = Array(spec.flags) + Array(spec.options)
                let guess = Suggestion.closest(to: name, in: known)
                throw UsageError(
                    "unknown option '\(name)' for '\(command)'", command: command,
                    hint: guess.map { "did you mean '\($0)'?" })
            }
        }
        if spec.repeatedPositional == nil, parsed.positionals.count > spec.positionals.count + spec.optionalPositionals.count {
            let unexpected = parsed.positionals[spec.positionals.count + spec.optionalPositionals.count]
            throw UsageError("unexpected argument '\(unexpected)'", command: command)
        }
        if parsed.positionals.count < spec.positionals.count {
            let missing = spec.positionals[parsed.positionals.count...].joined(separator: " ")
            throw UsageError("missing \(missing)", command: command)
        }
        return parsed
    }
}

/// Bad arguments: exit status 2, with the command's usage pointed to.
struct UsageError: Error, Equatable {
    var message: String
    var command: String?
    var hint: String?

    init(_ message: String, command: String? = nil, hint: String? = nil) {
        self.message = message
        self.command = command
        self.hint = hint
    }
}
