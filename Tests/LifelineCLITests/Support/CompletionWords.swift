import Foundation

/// The words a completion script offers, read back from the script's own text (not from
/// the model it was made from), by command: the options it offers after the command,
/// and the values it offers for an option or a positional.
struct CompletionWords: Equatable {
    var commands: Set<String> = []
    /// Offered before any command: `--version`, `-h`, …
    var globalOptions: Set<String> = []
    var options: [String: Set<String>] = [:]
    var values: [String: Set<String>] = [:]

    private static func matches(_ pattern: String, in text: String) -> [[String]] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }

    private static func words(_ text: String) -> Set<String> {
        Set(text.split(separator: " ").map(String.init))
    }

    static func bash(_ script: String) -> CompletionWords {
        var found = CompletionWords()
        var function = ""
        for line in script.split(separator: "\n").map(String.init) {
            if let name = matches(#"^(_lifeline\w*)\(\) \{$"#, in: line).first?[1] { function = name }
            switch function {
            case "_lifeline_options":
                for match in matches(#"^    ([\w-]+)\) echo "(.*)" ;;$"#, in: line) {
                    found.options[match[1], default: []].formUnion(words(match[2]))
                }
            case "_lifeline_value", "_lifeline_positional":
                guard let match = matches(#"^    (.*)\) echo "(.*)" ;;$"#, in: line).first else { continue }
                for key in matches(#""([\w-]+) ([^"]*)""#, in: match[1]) {
                    if key[2].hasPrefix("-") { found.options[key[1], default: []].insert(key[2]) }
                    if match[2].hasPrefix("words:") { found.values[key[1], default: []].formUnion(words(String(match[2].dropFirst(6)))) }
                }
            default:
                for match in matches(#"compgen -W "([^"$]*)" -- "\$cur""#, in: line) {
                    for word in words(match[1]) {
                        if word.hasPrefix("-") { found.globalOptions.insert(word) } else { found.commands.insert(word) }
                    }
                }
            }
        }
        return found
    }

    static func zsh(_ script: String) -> CompletionWords {
        var found = CompletionWords()
        var inCommands = false
        for line in script.split(separator: "\n").map(String.init) {
            if line == "  commands=(" { inCommands = true; continue }
            if inCommands {
                if line == "  )" {
                    inCommands = false
                } else if let name = matches(#"^    '([\w-]+):"#, in: line).first?[1] {
                    found.commands.insert(name)
                }
                continue
            }
            // Descriptions hold no `]` (they are cleaned of it), so this removes them whole.
            let bare = line.replacingOccurrences(of: #"\[[^\]]*\]"#, with: "", options: .regularExpression)
            let options = Set(matches(#"(?<=[\s'{,(])(--?[A-Za-z][\w-]*)"#, in: bare).map { $0[1] })
            let values = matches(#":\(([^)]*)\)'"#, in: bare).reduce(into: Set<String>()) { $0.formUnion(words($1[1])) }
            if let command = matches(#"^        ([\w-]+)\) _arguments"#, in: line).first?[1] {
                found.options[command, default: []].formUnion(options)
                found.values[command, default: []].formUnion(values)
            } else if line.hasPrefix("    '") && line.hasSuffix(" \\") {
                found.globalOptions.formUnion(options)
            }
        }
        return found
    }

    static func fish(_ script: String) -> CompletionWords {
        var found = CompletionWords()
        for line in script.split(separator: "\n").map(String.init) {
            let bare = line.replacingOccurrences(of: #" -d '(?:[^'\\]|\\.)*'"#, with: "", options: .regularExpression)
            var options = Set(matches(#" -l ([\w-]+)"#, in: bare).map { "--" + $0[1] })
            options.formUnion(matches(#" -s (\w)"#, in: bare).map { "-" + $0[1] })
            let values = matches(#" -a '([^'(]*)'"#, in: bare).reduce(into: Set<String>()) { $0.formUnion(words($1[1])) }
            if bare.contains("-n 'not __fish_seen_subcommand_from") {
                found.commands.formUnion(matches(#" -a ([\w-]+)$"#, in: bare).map { $0[1] })
            } else if let command = matches(#"-n '__fish_seen_subcommand_from ([\w-]+)'"#, in: bare).first?[1] {
                found.options[command, default: []].formUnion(options)
                found.values[command, default: []].formUnion(values)
            } else {
                found.globalOptions.formUnion(options)
            }
        }
        return found
    }
}
