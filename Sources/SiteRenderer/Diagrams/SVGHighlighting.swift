/// Turns the SVG of a diagram into the SVG of the same diagram with some states and
/// transitions highlighted, without laying it out again.
///
/// Highlighting only adds the class `highlighted`, which Graphviz copies to the output
/// without letting it change the layout. So a scenario page can reuse the layout of its
/// lifecycle's diagram: Graphviz writes each node and edge as
/// `<g id="state&#45;appeared" class="node state">`, and adding ` highlighted` to the
/// class of the elements named gives the bytes Graphviz would have written for the
/// highlighted DOT. One layout per diagram, whatever the number of pages showing it.
public enum SVGHighlighting {
    /// `svg` with ` highlighted` appended to the `class` of every `<g>` whose `id`
    /// (entities decoded) is in `ids`.
    ///
    /// Works on the UTF-8 bytes: a diagram's SVG is tens of kilobytes and every scenario
    /// page passes through here, so Foundation's string search would cost more than the
    /// rest of the page.
    public static func highlight(_ svg: String, ids: Set<String>) -> String {
        guard !ids.isEmpty else { return svg }
        return String(decoding: highlight(Array(svg.utf8), ids: ids), as: UTF8.self)
    }

    /// The same on UTF-8 bytes, for the page's diagram pipeline, which keeps its SVG as
    /// bytes until the page is written.
    static func highlight(_ svg: [UInt8], ids: Set<String>) -> [UInt8] {
        guard !ids.isEmpty else { return svg }
        let wanted = Set(ids.map { ArraySlice($0.utf8) })
        return svg.withUnsafeBufferPointer { source in
            var output: [UInt8] = []
            output.reserveCapacity(source.count + ids.count * highlighted.count)
            var decoded: [UInt8] = []
            var copied = 0
            var index = 0
            while let tag = source.firstOffset(of: groupStart, from: index) {
                let idStart = tag + groupStart.count
                index = idStart
                guard let idEnd = source.firstOffset(of: quote, from: idStart), source.hasPattern(classStart, at: idEnd) else { continue }
                let classValue = idEnd + classStart.count
                guard let classEnd = source.firstOffset(of: quote, from: classValue) else { continue }
                index = classEnd
                decodeEntities(source[idStart..<idEnd], into: &decoded)
                guard wanted.contains(decoded[...]) else { continue }
                output += source[copied..<classEnd]
                output += highlighted
                copied = classEnd
            }
            output += source[copied...]
            return output
        }
    }

    private static let groupStart = Array(#"<g id=""#.utf8)
    private static let classStart = Array(#"" class=""#.utf8)
    private static let highlighted = Array(" highlighted".utf8)
    private static let quote = UInt8(ascii: "\"")

    /// Graphviz writes `-` as `&#45;` (and `&`, `<`, `>`, quotes as entities) in ids;
    /// `decoded` receives the id's own UTF-8. An entity it does not know is kept as written.
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
