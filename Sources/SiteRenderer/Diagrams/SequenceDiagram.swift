internal import LifecycleModel

/// A scenario's calls as a sequence diagram, drawn in Swift as SVG: the caller on the left,
/// one lifeline per receiving object (those in `first` leftmost, each group in order of
/// first call), columns as narrow as the widest head, so a phone shows the lifelines that
/// matter without scrolling and reaches the rest sideways; one numbered message per row of
/// the call table (same numbers, same order), the receiver's state after it, and the
/// evidence in a symbol and a dashed line besides colour.
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
    /// The widest lifeline head; a longer name is shortened to fit.
    static let maximumHeadWidth = 124
    /// The narrowest column: room for a state-after label to start clear of the next lifeline.
    static let minimumColumnGap = 96
    static let padding = 8
    /// Where every message starts: `SwiftUI` when SwiftUI declares every call (`onAppear`,
    /// `.task`, `onChange(of: scenePhase)`, a representable's `make…` are not UIKit's calls),
    /// `UIKit` when it declares none,
    /// and `iOS` for a page of both (a hosting controller and its view, an app delegate
    /// beside a scenePhase observer).
    static func caller(of callbacks: [CallbackSpec]) -> String {
        let swiftUI = callbacks.count { $0.declaredIn.hasPrefix("SwiftUI") || $0.declaredIn.hasSuffix("Representable") }
        return swiftUI == 0 ? "UIKit" : swiftUI == callbacks.count ? "SwiftUI" : "iOS"
    }

    static func svg(_ messages: [Message], label: String, caller: String = "UIKit", first: Set<String> = []) -> String {
        let names = [caller] + lifelineOrder(messages, first: first)
        let head = names.map(headWidth).max() ?? 0
        let columnGap = max(minimumColumnGap, head + 12)
        let left = headWidth(caller) / 2 + padding
        let x = { (name: String) -> Int in left + (names.firstIndex(of: name) ?? 0) * columnGap }
        let height = top + messages.count * rowHeight + 20
        var width = x(names[names.count - 1]) + head / 2 + padding
        for message in messages {
            width = max(
                width, left + 8 + length(labelText(message), fontSize) + 10,
                x(message.receiver) + 8 + length(stateText(message), stateFontSize) + 10)
        }
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"sequence\" width=\"\(width)\" height=\"\(height)\""
        out += " viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(HTMLEscaping.attribute(label))\">"
        out += "<defs><marker id=\"seq-arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto\">"
        out += "<path d=\"M0,0 L10,5 L0,10 z\" class=\"arrow-head\"/></marker></defs>"
        for name in names {
            let center = x(name)
            let own = headWidth(name)
            let text = shortened(name)
            out += "<g class=\"lifeline\"><rect x=\"\(center - own / 2)\" y=\"8\" width=\"\(own)\" height=\"28\" rx=\"5\"/>"
            out += "<text x=\"\(center)\" y=\"27\" text-anchor=\"middle\"\(fitted(text, fontSize))>\(HTMLEscaping.attribute(text))</text>"
            out += "<line x1=\"\(center)\" y1=\"36\" x2=\"\(center)\" y2=\"\(height - 8)\"/></g>"
        }
        for (row, message) in messages.enumerated() {
            let y = top + row * rowHeight + 24
            let target = x(message.receiver)
            let call = labelText(message)
            let state = stateText(message)
            out += "<g class=\"message evidence-\(message.evidence)\" data-step=\"\(message.index)\">"
            out += "<text class=\"call\" x=\"\(left + 8)\" y=\"\(y - 7)\"\(fitted(call, fontSize))>\(HTMLEscaping.attribute(call))</text>"
            out += "<line x1=\"\(left)\" y1=\"\(y)\" x2=\"\(target - 2)\" y2=\"\(y)\" marker-end=\"url(#seq-arrow)\"/>"
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

    /// The receivers left to right: those in `first` (the objects the page's lifecycle is
    /// about), then the others, each in order of first call.
    static func lifelineOrder(_ messages: [Message], first: Set<String>) -> [String] {
        var receivers: [String] = []
        for message in messages where !receivers.contains(message.receiver) { receivers.append(message.receiver) }
        return receivers.filter(first.contains) + receivers.filter { !first.contains($0) }
    }

    /// A lifeline head fits its (shortened) name, and is never narrower than 48 px.
    static func headWidth(_ name: String) -> Int {
        max(48, length(shortened(name), fontSize) + 20)
    }

    /// Lifeline heads are at most 124 px wide: a long object name keeps its start and end,
    /// as many characters of each as fit.
    static func shortened(_ name: String) -> String {
        let room = Double(maximumHeadWidth - 20)
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
