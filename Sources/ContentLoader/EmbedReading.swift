internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

/// Where the `lifeline-calls` references of a piece of prose are, for the rule that checks
/// them: in a Markdown file, at their own line and column; in a YAML prose field, at
/// their line (a block scalar's text starts on the line after its `|` or `>`).
extension FileReader {
    /// The embeds of a whole Markdown file (a page or a body file), skipping `skipLines`
    /// lines of front matter.
    static func embeds(inFile path: String, text: String, skipLines: Int = 0) -> [Located<OrderEmbed>] {
        OrderEmbedScanner.embeds(in: text).filter { $0.line >= skipLines }.map { embed in
            Located(embed, at: SourceLocation(file: path, line: embed.line + 1, column: embed.column))
        }
    }

    /// The embeds of a prose field of this YAML file, in every language it is given in.
    func embeds(inProse node: YAMLNode) -> [Located<OrderEmbed>] {
        let scalars = node.scalar.map { [(node, $0)] } ?? (node.pairs ?? []).compactMap { pair in pair.value.scalar.map { (pair.value, $0) } }
        return scalars.flatMap { scalarNode, scalar -> [Located<OrderEmbed>] in
            let isBlock = scalar.style == .literal || scalar.style == .folded
            let start = location(scalarNode)
            return OrderEmbedScanner.embeds(in: scalar.value).map { embed in
                let line = start.line + (isBlock ? 1 : 0) + embed.line
                let column = isBlock || embed.line > 0 ? 1 : start.column + embed.column - (scalar.style == .plain ? 1 : 0)
                return Located(embed, at: SourceLocation(file: start.file, line: line, column: column))
            }
        }
    }

    /// A `lifeline-calls` reference in a text the site does not fill in (a summary, a
    /// callback's note, a claim's statement or correction) was shown as code with its names
    /// unchecked (the claims trial, 2026-12-06): an error at it.
    func refuseEmbeds(in node: YAMLNode, _ what: String) {
        for embed in embeds(inProse: node) {
            error(
                "embed.place", at: embed.location, "a lifeline-calls reference in \(what) is not filled in",
                hint: "references work in free pages, lifecycle bodies and scenario notes; move it there, or write the sentence without it")
        }
    }
}
