internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

/// Where the `lifeline-calls` references of a piece of prose are, for the rule that checks
/// them, at their own line and column.
extension FileReader {
    /// The embeds of a whole Markdown file (a page or a body file), skipping `skipLines`
    /// lines of front matter.
    static func embeds(inFile path: String, text: String, skipLines: Int = 0) -> [Located<OrderEmbed>] {
        OrderEmbedScanner.embeds(in: text).filter { $0.line >= skipLines }.map { embed in
            Located(embed, at: SourceLocation(file: path, line: embed.line + 1, column: embed.column))
        }
    }

    /// The embeds of a prose field of this YAML file, in every language it is given in, each
    /// at its own line and column, also inside a block scalar (`|`, `>`), whose text libyaml
    /// gives without its indentation.
    func embeds(inProse node: YAMLNode) -> [Located<OrderEmbed>] {
        let scalars = node.scalar.map { [(node, $0)] } ?? (node.pairs ?? []).compactMap { pair in pair.value.scalar.map { (pair.value, $0) } }
        return scalars.flatMap { scalarNode, scalar -> [Located<OrderEmbed>] in
            let map = ScalarSourceMap(scalarNode, value: scalar.value, lines: sourceLines, path: path, lineOffset: lineOffset)
            let lines = scalar.value.split(separator: "\n", omittingEmptySubsequences: false)
            return OrderEmbedScanner.embeds(in: scalar.value).map { embed in
                let line = lines[embed.line]
                let written = line.unicodeScalars.index(line.startIndex, offsetBy: embed.column - 1, limitedBy: line.endIndex) ?? line.endIndex
                return Located(embed, at: map.location(ofByte: scalar.value.utf8.distance(from: scalar.value.startIndex, to: written)))
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
