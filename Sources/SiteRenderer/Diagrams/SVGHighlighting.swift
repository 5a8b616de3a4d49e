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
        let source = Array(svg.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(source.count + ids.count * highlighted.count)
        var copied = 0
        var index = 0
        while let tag = find(groupStart, in: source, from: index) {
            let idStart = tag + groupStart.count
            index = idStart
            guard let idEnd = source[idStart...].firstIndex(of: quote),
                source[idEnd...].starts(with: classStart)
            else { continue }
            let classValue = idEnd + classStart.count
            guard let classEnd = source[classValue...].firstIndex(of: quote) else { continue }
            index = classEnd
            guard ids.contains(decodingEntities(Substring(decoding: source[idStart..<idEnd], as: UTF8.self))) else { continue }
            output += source[copied..<classEnd]
            output += highlighted
            copied = classEnd
        }
        output += source[copied...]
        return String(decoding: output, as: UTF8.self)
    }

    private static let groupStart = Array(#"<g id=""#.utf8)
    private static let classStart = Array(#"" class=""#.utf8)
    private static let highlighted = Array(" highlighted".utf8)
    private static let quote = UInt8(ascii: "\"")

    /// The index of the next occurrence of `pattern` in `bytes` at or after `start`.
    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = start
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// Graphviz writes `-` as `&#45;` (and `&`, `<`, `>`, quotes as entities) in ids.
    static func decodingEntities(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var decoded = ""
        var rest = text
        while let ampersand = rest.firstIndex(of: "&") {
            decoded += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
            let name = rest[rest.index(after: ampersand)..<semicolon]
            if let character = character(forEntity: name) {
                decoded.append(character)
            } else {
                decoded += rest[ampersand...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return decoded + rest
    }

    private static func character(forEntity name: Substring) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
