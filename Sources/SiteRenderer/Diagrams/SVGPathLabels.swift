/// Draws a scenario's row numbers onto the laid-out SVG of its lifecycle's diagram: on
/// each numbered edge, at the middle point of its path, a `<text class="path-rows">`
/// naming the objects that take it and the call table's rows of their calls there.
///
/// Added after layout, like the highlighting, so every page of a lifecycle shares one
/// layout; the text is escaped for XML, and the same inputs give the same bytes.
enum SVGPathLabels {
    static func add(_ svg: String, labels: [String: String]) -> String {
        guard !labels.isEmpty else { return svg }
        return String(decoding: add(Array(svg.utf8), labels: labels), as: UTF8.self)
    }

    /// The same on UTF-8 bytes, searched with `memchr`: a scenario's diagram passes
    /// through here on every build.
    static func add(_ svg: [UInt8], labels: [String: String]) -> [UInt8] {
        guard !labels.isEmpty else { return svg }
        return svg.withUnsafeBufferPointer { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + labels.count * 128)
            var copied = 0
            var from = 0
            while let start = bytes.firstOffset(of: groupStart, from: from) {
                let idStart = start + groupStart.count
                let idEnd = bytes.firstOffset(of: quote, from: idStart) ?? bytes.count
                from = idEnd
                guard let label = labels[decode(UnsafeBufferPointer(rebasing: bytes[idStart..<idEnd]))],
                    let end = bytes.firstOffset(of: groupEnd, from: idEnd)
                else { continue }
                output += bytes[copied..<end]
                if let point = middle(ofPathIn: UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                    output += "<text class=\"path-rows\" text-anchor=\"middle\" x=\"\(point.x)\" y=\"\(point.y)\">".utf8
                    output += HTMLEscaping.attribute(label).utf8
                    output += "</text>\n".utf8
                }
                copied = end
                from = end
            }
            output += bytes[copied...]
            return output
        }
    }

    /// The middle point of the first path's coordinates (`M x,y C x,y x,y …`), rounded to
    /// a tenth so the output is stable; 4 units up so the text's baseline sits on the line.
    static func middle(ofPathIn group: UnsafeBufferPointer<UInt8>) -> (x: String, y: String)? {
        guard let d = group.firstOffset(of: pathData, from: 0),
            let end = group.firstOffset(of: quote, from: d + pathData.count)
        else { return nil }
        let data = String(decoding: UnsafeBufferPointer(rebasing: group[(d + pathData.count)..<end]), as: UTF8.self)
        let numbers = data.split { !($0.isNumber || $0 == "." || $0 == "-") }.compactMap { Double($0) }
        guard numbers.count >= 2 else { return nil }
        let pair = (numbers.count / 2) / 2 * 2
        func format(_ value: Double) -> String {
            let tenths = (value * 10).rounded()
            return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
        }
        return (format(numbers[pair]), format(numbers[pair + 1] + 4))
    }

    /// The id as the DOT source wrote it: Graphviz writes `-` as `&#45;` and `&` as
    /// `&amp;`; other entities are kept as written.
    private static func decode(_ id: UnsafeBufferPointer<UInt8>) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(id.count)
        var index = 0
        while index < id.count {
            if id.hasPattern(hyphenEntity, at: index) {
                decoded.append(UInt8(ascii: "-"))
                index += hyphenEntity.count
            } else if id.hasPattern(ampersandEntity, at: index) {
                decoded.append(UInt8(ascii: "&"))
                index += ampersandEntity.count
            } else {
                decoded.append(id[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private static let groupStart = Array("<g id=\"".utf8)
    private static let groupEnd = Array("</g>".utf8)
    private static let pathData = Array(" d=\"".utf8)
    private static let quote = UInt8(ascii: "\"")
    private static let hyphenEntity = Array("&#45;".utf8)
    private static let ampersandEntity = Array("&amp;".utf8)
}
