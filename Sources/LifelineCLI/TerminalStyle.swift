internal import Foundation

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// ANSI colour for what the command line prints, as compilers colour their diagnostics.
///
/// On only when standard error is a terminal, `NO_COLOR` is unset or empty
/// (https://no-color.org) and `TERM` is not `dumb`: a pipe, a file or CI's log gets
/// plain text, byte for byte what the tests compare.
struct TerminalStyle: Equatable {
    var isEnabled: Bool

    static let plain = TerminalStyle(isEnabled: false)

    static func detect(console: any Console, environment: [String: String]) -> TerminalStyle {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let dumb = environment["TERM"] == "dumb"
        return TerminalStyle(isEnabled: console.isTerminal && !noColor && !dumb)
    }

    /// Only the variables `detect` reads: `ProcessInfo`'s whole environment dictionary was a
    /// measurable part of a start that has nothing to render.
    static var processEnvironment: [String: String] {
        var read: [String: String] = [:]
        for name in ["NO_COLOR", "TERM"] {
            if let value = getenv(name) { read[name] = String(cString: value) }
        }
        return read
    }

    /// Colours a formatted diagnostic: `error:` red, `warning:` yellow, the location bold,
    /// the caret green, `hint:` cyan. Plain text passes through unchanged when off.
    func diagnostic(_ text: String) -> String {
        guard isEnabled else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let line = String(line)
            for (word, colour) in [(": error: ", "1;31"), (": warning: ", "1;33")] {
                if let range = line.range(of: word) {
                    let place = line[..<range.lowerBound]
                    let label = word.dropFirst(2).dropLast(2)
                    return "\(paint(String(place), "1")): \(paint(String(label), colour)): \(line[range.upperBound...])"
                }
            }
            if line.hasPrefix("    hint: ") { return "    \(paint("hint:", "1;36")) \(line.dropFirst(10))" }
            if line.hasSuffix("^"), line.contains(" | ") { return String(line.dropLast()) + paint("^", "1;32") }
            return line
        }.joined(separator: "\n")
    }

    func dim(_ text: String) -> String {
        isEnabled ? paint(text, "2") : text
    }

    private func paint(_ text: String, _ code: String) -> String {
        "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}

extension Console {
    /// Whether what is written to standard error lands on a terminal; a recorder or a
    /// pipe is not one.
    public var isTerminal: Bool { false }
}

extension StandardConsole {
    public var isTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
