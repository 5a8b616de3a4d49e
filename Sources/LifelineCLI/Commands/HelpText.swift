/// `--help` as printed: made from a ``CommandSpec``, with the option list laid out and
/// wrapped here, so the text, the man page and the completions share one source.
///
///     USAGE: lifeline check [--content DIR] [--format text|json|github] [--strict]
///
///     Loads and validates the content …
///
///     OPTIONS:
///       --content DIR     Content tree to read (default: Content)
///       --format text|json|github
///                         How problems are reported (default: text): json prints one
///                         object on standard output for editors and tools; …
enum HelpText {
    /// The widest a line of the option list gets.
    static let width = 90
    /// The column descriptions start in; a longer label gets its description on the
    /// lines below it.
    static let descriptionColumn = 20

    static func render(_ command: CommandSpec) -> String {
        let options = list(command.allOptions.map { ($0.label, $0.summary) }, column: descriptionColumn)
        var parts = ["USAGE: \(command.usage)", command.description, "OPTIONS:\n" + options]
        if let epilogue = command.epilogue { parts.append(epilogue) }
        return parts.joined(separator: "\n\n")
    }

    /// `  label   text` rows, the text wrapped under itself.
    static func list(_ rows: [(label: String, text: String)], column: Int) -> String {
        var lines: [String] = []
        for row in rows {
            let wrapped = wrap(row.text, width: width - column)
            let pad = String(repeating: " ", count: column)
            let head = "  " + row.label
            if head.count + 2 <= column {
                lines.append(head + String(repeating: " ", count: column - head.count) + (wrapped.first ?? ""))
                lines += wrapped.dropFirst().map { pad + $0 }
            } else {
                lines.append(head)
                lines += wrapped.map { pad + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Words into lines of at most `width` characters (a longer word gets a line alone).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
