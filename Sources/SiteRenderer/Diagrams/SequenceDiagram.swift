/// A scenario's calls as a sequence diagram, drawn in Swift as SVG: UIKit on the left,
/// then one lifeline per receiving object in order of its first call (the objects the
/// scenario is about come first, so a narrow screen shows them before it scrolls), one
/// numbered message per row of the call table (same numbers, same order), the receiver's
/// state after it, and the evidence in a symbol and a dashed line besides colour.
///
/// No layout engine: rows are evenly spaced, and every label is measured in the font the
/// page draws it in (``DiagramFont``) and carries that width as its `textLength`, so no
/// face the reader's browser falls back to makes it overrun the diagram or another label.
/// The diagram is as wide as its widest label needs, and its region scrolls sideways to
/// every lifeline. The output is deterministic and costs microseconds per page.
enum SequenceDiagram {
    struct Message {
        var index: Int
        var receiver: String
        var callback: String
        var stateAfter: String
        var evidence: String
    }

    /// Font sizes in CSS pixels, as the style sheet sets them (`svg.sequence`).
    static let fontSize = 13.0
    static let stateFontSize = 12.0
    static let rowHeight = 46
    static let top = 56
    /// Between two lifeline heads, and around the diagram.
    static let columnGap = 20
    static let headWidth = 124
    static let padding = 10
    /// UIKit, where every message starts, has a head only as wide as its name needs, so
    /// that a 390 px screen shows the first two objects beside it.
    static let caller = "UIKit"
    static let callerHeadWidth = length(caller, fontSize) + 24
    static let callerX = padding + callerHeadWidth / 2

    static func svg(_ messages: [Message], label: String) -> String {
        var receivers: [String] = []
        for message in messages where !receivers.contains(message.receiver) { receivers.append(message.receiver) }
        let column = Dictionary(receivers.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let x = { (receiver: String) -> Int in
            callerX + callerHeadWidth / 2 + columnGap + headWidth / 2 + (column[receiver] ?? 0) * (headWidth + columnGap)
        }
        let height = top + messages.count * rowHeight + 20
        var width = receivers.last.map { x($0) + headWidth / 2 + padding } ?? callerHeadWidth + 2 * padding
        for message in messages {
            width = max(
                width, callerX + 8 + length(labelText(message), fontSize) + padding,
                x(message.receiver) + 8 + length(stateText(message), stateFontSize) + padding)
        }
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"sequence\" width=\"\(width)\" height=\"\(height)\""
        out += " viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(HTMLEscaping.attribute(label))\">"
        out += "<defs><marker id=\"seq-arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto\">"
        out += "<path d=\"M0,0 L10,5 L0,10 z\" class=\"arrow-head\"/></marker></defs>"
        for (index, name) in ([caller] + receivers).enumerated() {
            let center = index == 0 ? callerX : x(name)
            let head = index == 0 ? caller : shortened(name)
            let headSize = index == 0 ? callerHeadWidth : headWidth
            out += "<g class=\"lifeline\"><rect x=\"\(center - headSize / 2)\" y=\"8\" width=\"\(headSize)\" height=\"28\" rx=\"5\"/>"
            out += "<text x=\"\(center)\" y=\"27\" text-anchor=\"middle\"\(fitted(head, fontSize))>\(HTMLEscaping.attribute(head))</text>"
            out += "<line x1=\"\(center)\" y1=\"36\" x2=\"\(center)\" y2=\"\(height - 8)\"/></g>"
        }
        for (row, message) in messages.enumerated() {
            let y = top + row * rowHeight + 24
            let target = x(message.receiver)
            let call = labelText(message)
            let state = stateText(message)
            out += "<g class=\"message evidence-\(message.evidence)\" data-step=\"\(message.index)\">"
            out += "<text class=\"call\" x=\"\(callerX + 8)\" y=\"\(y - 7)\"\(fitted(call, fontSize))>\(HTMLEscaping.attribute(call))</text>"
            out += "<line x1=\"\(callerX)\" y1=\"\(y)\" x2=\"\(target - 2)\" y2=\"\(y)\" marker-end=\"url(#seq-arrow)\"/>"
            out +=
                "<text class=\"state-after\" x=\"\(target + 8)\" y=\"\(y + 15)\"\(fitted(state, stateFontSize))>\(HTMLEscaping.attribute(state))</text></g>"
        }
        return out + "</svg>"
    }

    /// `3. viewWillAppear(_:) △` — the number of the table row, the call, the evidence symbol.
    static func labelText(_ message: Message) -> String {
        let mark = message.evidence == "unverified" ? " △" : message.evidence == "documented" ? " ◇" : ""
        return "\(message.index). \(message.callback)\(mark)"
    }

    static func stateText(_ message: Message) -> String {
        "→ " + message.stateAfter
    }

    /// A label's width in whole pixels, rounded up.
    static func length(_ text: String, _ size: Double) -> Int {
        Int(DiagramFont.width(of: text, size: size).rounded(.up))
    }

    /// The label's measured width as its `textLength`.
    private static func fitted(_ text: String, _ size: Double) -> String {
        " textLength=\"\(DiagramFont.format(DiagramFont.width(of: text, size: size)))\" lengthAdjust=\"spacingAndGlyphs\""
    }

    /// Lifeline heads are 124 px wide: a long object name keeps its start and end, as
    /// many characters of each as fit.
    static func shortened(_ name: String) -> String {
        let room = Double(headWidth - 2 * 6)
        guard DiagramFont.width(of: name, size: fontSize) > room else { return name }
        let characters = Array(name)
        var keep = characters.count / 2
        while keep > 1 {
            let candidate = String(characters.prefix(keep)) + "…" + String(characters.suffix(keep))
            if DiagramFont.width(of: candidate, size: fontSize) <= room { return candidate }
            keep -= 1
        }
        return String(characters.prefix(1)) + "…" + String(characters.suffix(1))
    }
}
