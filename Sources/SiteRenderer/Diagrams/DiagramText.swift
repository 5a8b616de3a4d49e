/// Holds each label of Graphviz's SVG to the width the layout gave it: every `<text>`
/// gets `textLength` (``DiagramFont/laidOutLength(of:size:)``) with
/// `lengthAdjust="spacingAndGlyphs"`, so whatever face the reader's browser draws it in,
/// the label is no wider than its place. In the shipped font that is the label's own
/// width, and nothing changes.
///
/// On a scenario's diagram, the line of an edge label that gives the call table's rows
/// (``DOTWriter/pathLabels(in:)``) also gets `class="path-rows"`.
///
/// Works on UTF-8 bytes; the same SVG gives the same bytes.
enum DiagramText {
    static func fit(_ svg: String, rows: [String: String] = [:]) -> String {
        String(decoding: fit(Array(svg.utf8), rows: rows), as: UTF8.self)
    }

    static func fit(_ svg: [UInt8], rows: [String: String]) -> [UInt8] {
        let rowLines = Set(rows.map { RowLine(group: Array($0.key.utf8), text: Array($0.value.utf8)) })
        return svg.withUnsafeBufferPointer { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + bytes.count / 8)
            var copied = 0
            var from = 0
            var group: [UInt8] = []
            var decoded: [UInt8] = []
            while let start = bytes.firstOffset(of: textStart, from: from) {
                // The innermost `<g id="…">` before this text: Graphviz writes each edge's
                // label inside the edge's group.
                var search = from
                while let groupAt = bytes.firstOffset(of: groupStart, from: search), groupAt < start {
                    let idStart = groupAt + groupStart.count
                    let idEnd = bytes.firstOffset(of: quote, from: idStart) ?? idStart
                    decodeEntities(bytes[idStart..<idEnd], into: &group)
                    search = idEnd
                }
                from = start + textStart.count
                guard let tagEnd = bytes.firstOffset(of: UInt8(ascii: ">"), from: from),
                    let close = bytes.firstOffset(of: textEnd, from: tagEnd),
                    let size = fontSize(in: UnsafeBufferPointer(rebasing: bytes[start..<tagEnd]))
                else { continue }
                decodeEntities(bytes[(tagEnd + 1)..<close], into: &decoded)
                let text = String(decoding: decoded, as: UTF8.self)
                output += bytes[copied..<(start + textStart.count)]
                if !rowLines.isEmpty, rowLines.contains(RowLine(group: group, text: decoded)) {
                    output += pathRowsClass
                }
                output += bytes[(start + textStart.count)..<tagEnd]
                output += " textLength=\"\(DiagramFont.format(DiagramFont.laidOutLength(of: text, size: size)))\"".utf8
                output += lengthAdjust
                copied = tagEnd
                from = close + textEnd.count
            }
            output += bytes[copied...]
            return output
        }
    }

    private struct RowLine: Hashable {
        var group: [UInt8]
        var text: [UInt8]
    }

    /// The `font-size` attribute of a `<text …` tag.
    static func fontSize(in tag: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let at = tag.firstOffset(of: fontSizeAttribute, from: 0) else { return nil }
        let valueStart = at + fontSizeAttribute.count
        guard let valueEnd = tag.firstOffset(of: quote, from: valueStart) else { return nil }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: tag[valueStart..<valueEnd]), as: UTF8.self))
    }

    private static let textStart = Array("<text".utf8)
    private static let textEnd = Array("</text>".utf8)
    private static let groupStart = Array("<g id=\"".utf8)
    private static let fontSizeAttribute = Array(" font-size=\"".utf8)
    private static let pathRowsClass = Array(" class=\"path-rows\"".utf8)
    private static let lengthAdjust = Array(" lengthAdjust=\"spacingAndGlyphs\"".utf8)
    private static let quote = UInt8(ascii: "\"")

    /// Graphviz writes `-` as `&#45;` (and `&`, `<`, `>`, quotes as entities) in ids and
    /// text; `decoded` receives the text's own UTF-8. An entity it does not know is kept
    /// as written.
    static func decodeEntities(_ text: Slice<UnsafeBufferPointer<UInt8>>, into decoded: inout [UInt8]) {
        decoded.removeAll(keepingCapacity: true)
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == UInt8(ascii: "&"), let semicolon = text[index...].firstIndex(of: UInt8(ascii: ";")),
                let scalar = scalar(forEntity: text[(index + 1)..<semicolon])
            else {
                decoded.append(text[index])
                index += 1
                continue
            }
            decoded.append(contentsOf: String(Character(scalar)).utf8)
            index = semicolon + 1
        }
    }

    private static func scalar(forEntity name: Slice<UnsafeBufferPointer<UInt8>>) -> Unicode.Scalar? {
        switch String(decoding: name, as: UTF8.self) {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case let other where other.hasPrefix("#x"): return UInt32(other.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        case let other where other.hasPrefix("#"): return UInt32(other.dropFirst()).flatMap(Unicode.Scalar.init)
        default: return nil
        }
    }
}
