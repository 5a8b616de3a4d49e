/// Finds the `lifeline-calls` embeds in Markdown prose: fenced blocks whose info string is
/// `lifeline-calls`, and code spans that start with `lifeline-calls `. Other fenced blocks
/// are skipped whole, so a guide can show the syntax inside a longer fence.
///
/// A line scanner, not a Markdown parser: fences follow CommonMark (three or more
/// backticks or tildes, indented at most three spaces, closed by a run of the same
/// character at least as long), and inline embeds are single-backtick spans on one line.
public enum OrderEmbedScanner {
    public static func embeds(in text: String) -> [OrderEmbed] {
        // Both forms spell the keyword out; most prose has none, and scanning it line by
        // line in Characters was a large part of loading a big site.
        guard text.utf8.contains(keywordBytes) else { return [] }
        var embeds: [OrderEmbed] = []
        var open: (fence: Fence, start: String.Index, line: Int, body: [(Int, Substring)])?
        var lineNumber = 0
        var index = text.startIndex
        while index < text.endIndex {
            let end = text[index...].firstIndex(of: "\n") ?? text.endIndex
            let next = end < text.endIndex ? text.index(after: end) : end
            let line = text[index..<end]
            if let current = open {
                if Fence(line).map({ $0.closes(current.fence) }) == true {
                    if current.fence.isEmbed { embeds.append(block(current.body, current.line, current.start..<next)) }
                    open = nil
                } else if current.fence.isEmbed {
                    open?.body.append((lineNumber, line))
                }
            } else if let fence = Fence(line) {
                open = (fence, index, lineNumber, [])
            } else {
                embeds += inline(in: line, lineNumber: lineNumber)
            }
            lineNumber += 1
            index = next
        }
        if let current = open, current.fence.isEmbed {
            embeds.append(block(current.body, current.line, current.start..<text.endIndex))
        }
        return embeds
    }

    private static let keywordBytes = Array(OrderEmbed.keyword.utf8)

    private static func block(_ body: [(Int, Substring)], _ fenceLine: Int, _ range: Range<String.Index>) -> OrderEmbed {
        let written = body.first { !$0.1.allSatisfy(\.isWhitespace) }
        let reference = body.map { $0.1.trimmed }.filter { !$0.isEmpty }.joined(separator: " ")
        let column = written.map { line in line.1.prefix { $0 == " " }.count + 1 } ?? 1
        return OrderEmbed(form: .block, reference: reference, line: written?.0 ?? fenceLine, column: column, range: range)
    }

    /// The code spans of one line (`CodeSpans`). Only a single-backtick span can be an
    /// embed, so a guide can show the inline form inside a double-backtick span.
    private static func inline(in line: Substring, lineNumber: Int) -> [OrderEmbed] {
        CodeSpans.spans(in: line).compactMap { span in
            let content = line[span.content]
            guard span.ticks == 1, content.hasPrefix("\(OrderEmbed.keyword) ") else { return nil }
            let column = line[line.startIndex..<span.content.lowerBound].unicodeScalars.count + 1
            let reference = content.dropFirst(OrderEmbed.keyword.count).trimmed
            return OrderEmbed(form: .inline, reference: reference, line: lineNumber, column: column, range: span.range)
        }
    }

    /// An opening or closing code fence line.
    private struct Fence {
        var character: Character
        var length: Int
        var info: Substring

        init?(_ line: Substring) {
            let indent = line.prefix { $0 == " " }
            guard indent.count <= 3, let first = line.dropFirst(indent.count).first, first == "`" || first == "~" else { return nil }
            let run = line.dropFirst(indent.count).prefix { $0 == first }
            guard run.count >= 3 else { return nil }
            info = line.dropFirst(indent.count + run.count)
            if first == "`", info.contains("`") { return nil }
            character = first
            length = run.count
        }

        var isEmbed: Bool { info.trimmed.split(separator: " ").first.map(String.init) == OrderEmbed.keyword }

        func closes(_ opening: Fence) -> Bool {
            character == opening.character && length >= opening.length && info.trimmed.isEmpty
        }
    }
}

private extension Substring {
    var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}

private extension String.UTF8View {
    /// Whether the bytes hold `pattern` anywhere.
    func contains(_ pattern: [UInt8]) -> Bool {
        guard let first = pattern.first else { return true }
        var search = startIndex
        while let start = self[search...].firstIndex(of: first) {
            if self[start...].starts(with: pattern) { return true }
            search = index(after: start)
        }
        return false
    }
}
