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
    public static func highlight(_ svg: String, ids: Set<String>) -> String {
        guard !ids.isEmpty else { return svg }
        var output = ""
        output.reserveCapacity(svg.utf8.count + ids.count * 12)
        var rest = svg[...]
        while let tag = rest.range(of: "<g id=\"") {
            output += rest[..<tag.upperBound]
            rest = rest[tag.upperBound...]
            guard let idEnd = rest.firstIndex(of: "\""), rest[idEnd...].hasPrefix("\" class=\"") else { continue }
            let id = decodingEntities(rest[..<idEnd])
            let classStart = rest.index(idEnd, offsetBy: "\" class=\"".count)
            guard ids.contains(id), let classEnd = rest[classStart...].firstIndex(of: "\"") else { continue }
            output += rest[..<classEnd]
            output += " highlighted"
            rest = rest[classEnd...]
        }
        output += rest
        return output
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
