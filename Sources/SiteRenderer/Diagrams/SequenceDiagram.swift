/// A scenario's calls as a sequence diagram, drawn in Swift as SVG: UIKit on the left,
/// one lifeline per receiving object (those in `first` leftmost, each group in order of
/// first call), columns as narrow as the widest head, so a phone shows the lifelines that
/// matter without scrolling and reaches the rest sideways; one numbered message per
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
    /// The narrowest column: room for a state-after label to start clear of the next lifeline.
    static let minimumColumnGap = 96

    static func svg(_ messages: [Message], label: String, first: Set<String> = []) -> String {
        let names = ["UIKit"] + lifelineOrder(messages, first: first)
        let head = names.map(headWidth).max() ?? 0
        let columnGap = max(minimumColumnGap, head + 12)
        let left = headWidth("UIKit") / 2 + 8
        let x = { (name: String) -> Int in left + (names.firstIndex(of: name) ?? 0) * columnGap }
        let height = top + messages.count * rowHeight + 20
        var width = x(names.last!) + head / 2 + 8
        for message in messages {
            let text = Double(labelText(message).count) * charWidth
            width = max(
                width, left + 8 + Int(text.rounded(.up)) + 10,
                x(message.receiver) + 8 + Int(Double(message.stateAfter.count + 2) * charWidth) + 10)
        }
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"sequence\" width=\"\(width)\" height=\"\(height)\""
        out += " viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(HTMLEscaping.attribute(label))\">"
        out += "<defs><marker id=\"seq-arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto\">"
        out += "<path d=\"M0,0 L10,5 L0,10 z\" class=\"arrow-head\"/></marker></defs>"
        for name in names {
            let center = x(name)
            let own = headWidth(name)
            out += "<g class=\"lifeline\"><rect x=\"\(center - own / 2)\" y=\"8\" width=\"\(own)\" height=\"28\" rx=\"5\"/>"
            out += "<text x=\"\(center)\" y=\"27\" text-anchor=\"middle\">\(HTMLEscaping.attribute(shortened(name)))</text>"
            out += "<line x1=\"\(center)\" y1=\"36\" x2=\"\(center)\" y2=\"\(height - 8)\"/></g>"
        }
        for (row, message) in messages.enumerated() {
            let y = top + row * rowHeight + 24
            let target = x(message.receiver)
            out += "<g class=\"message evidence-\(message.evidence)\" data-step=\"\(message.index)\">"
            out += "<text class=\"call\" x=\"\(left + 8)\" y=\"\(y - 7)\">\(HTMLEscaping.attribute(labelText(message)))</text>"
            out += "<line x1=\"\(left)\" y1=\"\(y)\" x2=\"\(target - 2)\" y2=\"\(y)\" marker-end=\"url(#seq-arrow)\"/>"
            out += "<text class=\"state-after\" x=\"\(target + 8)\" y=\"\(y + 15)\">\(HTMLEscaping.attribute("→ " + message.stateAfter))</text></g>"
        }
        return out + "</svg>"
    }

    /// The receivers left to right: those in `first` (the objects the page's lifecycle is
    /// about), then the others, each in order of first call.
    static func lifelineOrder(_ messages: [Message], first: Set<String>) -> [String] {
        var receivers: [String] = []
        for message in messages where !receivers.contains(message.receiver) { receivers.append(message.receiver) }
        return receivers.filter(first.contains) + receivers.filter { !first.contains($0) }
    }

    /// A lifeline head fits its (shortened) name, and is never narrower than 48 px.
    static func headWidth(_ name: String) -> Int {
        max(48, Int((Double(shortened(name).count) * charWidth).rounded(.up)) + 20)
    }

    /// `3. viewWillAppear(_:) △` — the number of the table row, the call, the evidence symbol.
    static func labelText(_ message: Message) -> String {
        let mark = message.evidence == "unverified" ? " △" : message.evidence == "documented" ? " ◇" : ""
        return "\(message.index). \(message.callback)\(mark)"
    }

    /// Lifeline heads are at most 139 px wide: long object names keep their start and end.
    static func shortened(_ name: String) -> String {
        guard name.count > 15 else { return name }
        return String(name.prefix(7)) + "…" + String(name.suffix(7))
    }
}
