/// A scenario's calls as a sequence diagram, drawn in Swift as SVG: UIKit on the left,
/// one lifeline per receiving object in order of first call, one numbered message per
/// row of the call table (same numbers, same order), the receiver's state after it, and
/// the evidence in a symbol and a dashed line besides colour.
///
/// No layout engine: rows are evenly spaced and text is in a monospaced face whose
/// advance is known, so the output is deterministic and costs microseconds per page.
enum SequenceDiagram {
    struct Message {
        var index: Int
        var receiver: String
        var callback: String
        var stateAfter: String
        var evidence: String
    }

    static let charWidth = 7.9
    static let fontSize = 13
    static let rowHeight = 46
    static let top = 56
    static let columnGap = 170

    static func svg(_ messages: [Message], label: String) -> String {
        var receivers: [String] = []
        for message in messages where !receivers.contains(message.receiver) { receivers.append(message.receiver) }
        let names = ["UIKit"] + receivers
        let x = { (name: String) -> Int in 70 + (names.firstIndex(of: name) ?? 0) * columnGap }
        let height = top + messages.count * rowHeight + 20
        var width = 70 + (names.count - 1) * columnGap + 140
        for message in messages {
            let text = Double(labelText(message).count) * charWidth
            width = max(width, 78 + Int(text.rounded(.up)) + 10, x(message.receiver) + 8 + Int(Double(message.stateAfter.count + 2) * charWidth) + 10)
        }
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"sequence\" width=\"\(width)\" height=\"\(height)\""
        out += " viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(HTMLEscaping.attribute(label))\">"
        out += "<defs><marker id=\"seq-arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto\">"
        out += "<path d=\"M0,0 L10,5 L0,10 z\" class=\"arrow-head\"/></marker></defs>"
        for name in names {
            let center = x(name)
            out += "<g class=\"lifeline\"><rect x=\"\(center - 62)\" y=\"8\" width=\"124\" height=\"28\" rx=\"5\"/>"
            out += "<text x=\"\(center)\" y=\"27\" text-anchor=\"middle\">\(HTMLEscaping.attribute(shortened(name)))</text>"
            out += "<line x1=\"\(center)\" y1=\"36\" x2=\"\(center)\" y2=\"\(height - 8)\"/></g>"
        }
        for (row, message) in messages.enumerated() {
            let y = top + row * rowHeight + 24
            let target = x(message.receiver)
            out += "<g class=\"message evidence-\(message.evidence)\" data-step=\"\(message.index)\">"
            out += "<text class=\"call\" x=\"78\" y=\"\(y - 7)\">\(HTMLEscaping.attribute(labelText(message)))</text>"
            out += "<line x1=\"70\" y1=\"\(y)\" x2=\"\(target - 2)\" y2=\"\(y)\" marker-end=\"url(#seq-arrow)\"/>"
            out += "<text class=\"state-after\" x=\"\(target + 8)\" y=\"\(y + 15)\">\(HTMLEscaping.attribute("→ " + message.stateAfter))</text></g>"
        }
        return out + "</svg>"
    }

    /// `3. viewWillAppear(_:) △` — the number of the table row, the call, the evidence symbol.
    static func labelText(_ message: Message) -> String {
        let mark = message.evidence == "unverified" ? " △" : message.evidence == "documented" ? " ◇" : ""
        return "\(message.index). \(message.callback)\(mark)"
    }

    /// Lifeline heads are 124 px wide: long object names keep their start and end.
    static func shortened(_ name: String) -> String {
        guard name.count > 15 else { return name }
        return String(name.prefix(7)) + "…" + String(name.suffix(7))
    }
}
