/// Makes Graphviz's SVG fit for a page: an accessible image whose title is announced,
/// at its natural size (Graphviz's points, so 10 pt edge labels render at 13 px), and
/// tooltips that name states as the call tables do rather than by their DOT ids.
///
/// Works on UTF-8 bytes: every page passes its diagram through here.
enum InlineSVG {
    static func prepare(_ svg: String, label: String, startPoint: String) -> String {
        let bytes = Array(svg.utf8)
        return String(decoding: inline(bytes, readable: readableTitles(bytes, startPoint: startPoint), label: label), as: UTF8.self)
    }

    /// ``prepare(_:label:startPoint:)`` given `svg` and its ``readableTitles(_:startPoint:)``: from `<svg` on,
    /// with the image's role and name on that tag and no trailing newlines; text without
    /// `<svg` is returned as it is.
    static func inline(_ svg: [UInt8], readable: [UInt8], label: String) -> [UInt8] {
        guard svg.withUnsafeBufferPointer({ $0.firstOffset(of: svgStart, from: 0) }) != nil else { return svg }
        return readable.withUnsafeBufferPointer { text in
            // `<svg` is where it was: the titles made readable neither hold nor make one.
            let start = text.firstOffset(of: svgStart, from: 0) ?? 0
            var output: [UInt8] = []
            output.reserveCapacity(text.count - start + 128)
            if let end = text.firstOffset(of: UInt8(ascii: ">"), from: start) {
                output += text[start..<end]
                output += " role=\"img\" aria-label=\"\(HTMLEscaping.attribute(label))\" class=\"diagram\"".utf8
                output += text[end...]
            } else {
                output += text[start...]
            }
            // As `String.hasSuffix("\n")` would: CR LF is one character, not a newline.
            while output.last == 0x0A, output.count < 2 || output[output.count - 2] != 0x0D { output.removeLast() }
            return output
        }
    }

    private static let svgStart = Array("<svg".utf8)

    /// `<title>state&#45;appeared</title>` → `appeared`; an edge's `A&#45;&gt;B` → `A → B`.
    /// Three passes in this order, each over the previous one's output.
    /// - Parameter startPoint: the start point's title in the edition's words (plain text).
    static func readableTitles(_ svg: [UInt8], startPoint: String) -> [UInt8] {
        svg.replacingAll(stateTitle, with: title)
            .replacingAll(arrow, with: readableArrow)
            .replacingAll(startTitle, with: Array("<title>\(HTMLEscaping.attribute(startPoint))</title>".utf8))
    }

    private static let stateTitle = Array("<title>state&#45;".utf8)
    private static let title = Array("<title>".utf8)
    private static let arrow = Array("&#45;&gt;state&#45;".utf8)
    private static let readableArrow = Array(" → ".utf8)
    private static let startTitle = Array("<title>start</title>".utf8)
}
