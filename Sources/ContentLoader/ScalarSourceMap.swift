internal import Diagnostics
internal import YAMLSupport

/// Where a place in a YAML scalar's text was written in the file, so a problem found in
/// prose (a broken link, dropped HTML) points at its own line and column, not at the
/// field that holds it.
///
/// libyaml gives the text already unfolded: a block scalar (`|`, `>`) loses its
/// indentation, a folded one and a plain one spread over several lines have line breaks
/// turned into spaces. Each written line's text still appears whole and in order in the
/// value, with only line breaks and spaces between, so the map finds each line's text in
/// the value and remembers where it was written. Where that fails (escapes in a quoted
/// string), places from there on fall back to the scalar's start.
struct ScalarSourceMap {
    private struct Segment {
        /// Byte range of the line's text in the value.
        var valueStart: Int
        var bytes: [UInt8]
        var line: Int
        var column: Int
    }

    private let segments: [Segment]
    private let fallback: SourceLocation
    private let file: String

    /// `lines` are the file's lines; `lineOffset` the lines before the YAML text.
    init(_ node: YAMLNode, value: String, lines: [Substring], path: String, lineOffset: Int) {
        file = path
        fallback = SourceLocation(file: path, line: node.mark.line + lineOffset, column: node.mark.column)
        let style = node.scalar?.style ?? .plain
        let isBlock = style == .literal || style == .folded
        let bytes = Array(value.utf8)
        var segments: [Segment] = []
        var cursor = 0
        let last = min(node.endMark.line, lines.count)
        for number in node.mark.line...max(node.mark.line, last) where number - 1 < lines.count {
            if isBlock && number == node.mark.line { continue }
            var text = Array(lines[number - 1].unicodeScalars)
            var column = 1
            if number == node.endMark.line, node.endMark.line > node.mark.line || !isBlock {
                text = Array(text.prefix(max(0, node.endMark.column - 1)))
            }
            if number == node.mark.line {
                let skip = node.mark.column - 1 + (style == .singleQuoted || style == .doubleQuoted ? 1 : 0)
                text = Array(text.dropFirst(skip))
                column += skip
            }
            while let first = text.first, first == " " || first == "\t" {
                text.removeFirst()
                column += 1
            }
            if style == .singleQuoted || style == .doubleQuoted, number == node.endMark.line, text.last == "'" || text.last == "\"" {
                text.removeLast()
            }
            while let end = text.last, end == " " || end == "\t" || end == "\r" { text.removeLast() }
            guard !text.isEmpty else { continue }
            let segment = Array(String(String.UnicodeScalarView(text)).utf8)
            guard let start = Self.find(segment, in: bytes, from: cursor) else { break }
            segments.append(Segment(valueStart: start, bytes: segment, line: number + lineOffset, column: column))
            cursor = start + segment.count
        }
        self.segments = segments
    }

    /// `segment` at or after `cursor`, with nothing but white space before it.
    private static func find(_ segment: [UInt8], in bytes: [UInt8], from cursor: Int) -> Int? {
        var start = cursor
        while start + segment.count <= bytes.count {
            if bytes[start..<(start + segment.count)].elementsEqual(segment) { return start }
            guard [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t")].contains(bytes[start]) else { return nil }
            start += 1
        }
        return nil
    }

    /// The file position of a byte offset of the value.
    func location(ofByte offset: Int) -> SourceLocation {
        guard let segment = segments.last(where: { $0.valueStart <= offset }), offset < segment.valueStart + segment.bytes.count else {
            return fallback
        }
        let characters = segment.bytes[..<(offset - segment.valueStart)].count { $0 & 0b1100_0000 != 0b1000_0000 }
        return SourceLocation(file: file, line: segment.line, column: segment.column + characters)
    }
}

extension String {
    /// The UTF-8 offset of a 1-based line and byte column, as cmark-gfm counts them.
    func byteOffset(line: Int, byteColumn: Int) -> Int {
        var offset = 0
        var currentLine = 1
        for byte in utf8 {
            if currentLine == line { break }
            offset += 1
            if byte == UInt8(ascii: "\n") { currentLine += 1 }
        }
        return offset + byteColumn - 1
    }
}
