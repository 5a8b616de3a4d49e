import Foundation
@testable import GraphvizSupport
@testable import SiteRenderer
import TestSupport
import Testing

/// Issue 27, point 5: diagrams that fit. Every label of every diagram of the bundled
/// site, as the page draws it (its `textLength`, the shipped font's ascent and descent),
/// lies inside its SVG and clear of every other label; and the widths the labels are
/// held to are the widths the libgvc in use laid them out with.
@Suite struct DiagramFitTests {
    /// Arimo's ascent and descent (hhea), in ems: the box a browser gives a text.
    static let ascent = 1854.0 / 2048, descent = 434.0 / 2048

    struct Box: CustomStringConvertible {
        var text: String
        var left, top, right, bottom: Double
        var description: String { "\"\(text)\" [\(Int(left)), \(Int(top)), \(Int(right)), \(Int(bottom))]" }
    }

    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The SVG's viewBox and each text's box in its units (Graphviz's `translate` applied).
    static func boxes(in svg: String) -> (frame: Box, texts: [Box]) {
        let tag = svg.prefix { $0 != ">" }
        let view = (attribute("viewBox", in: tag) ?? "0 0 0 0").split(separator: " ").compactMap { Double($0) }
        var dx = 0.0, dy = 0.0
        if let translate = svg.range(of: "translate(") {
            let numbers = svg[translate.upperBound...].prefix { $0 != ")" }.split(separator: " ").compactMap { Double($0) }
            dx = numbers[0]
            dy = numbers[1]
        }
        var texts: [Box] = []
        for piece in svg.components(separatedBy: "<text").dropFirst() {
            let open = piece.prefix { $0 != ">" }
            let content = piece.dropFirst(open.count + 1).prefix { $0 != "<" }
            guard let x = attribute("x", in: open).flatMap(Double.init), let y = attribute("y", in: open).flatMap(Double.init),
                let length = attribute("textLength", in: open).flatMap(Double.init)
            else {
                texts.append(Box(text: "no textLength: " + String(content), left: .nan, top: .nan, right: .nan, bottom: .nan))
                continue
            }
            // Graphviz's texts carry their size; the sequence diagram's come from the style sheet.
            let size =
                attribute("font-size", in: open).flatMap(Double.init)
                ?? (attribute("class", in: open) == "state-after" ? SequenceDiagram.stateFontSize : SequenceDiagram.fontSize)
            let left = attribute("text-anchor", in: open) == "middle" ? x - length / 2 : x
            texts.append(
                Box(
                    text: String(content), left: left + dx, top: y - ascent * size + dy, right: left + length + dx,
                    bottom: y + descent * size + dy))
        }
        return (Box(text: "svg", left: view[0], top: view[1], right: view[0] + view[2], bottom: view[1] + view[3]), texts)
    }

    /// Failures: labels outside the viewBox or without a length, and pairs that overlap
    /// by more than `slack` both ways.
    static func problems(in svg: String, slack: Double = 0.3) -> [String] {
        let (frame, texts) = boxes(in: svg)
        var problems: [String] = []
        for text in texts {
            if text.left.isNaN { problems.append(text.text) }
            let out = max(frame.left - text.left, text.right - frame.right, frame.top - text.top, text.bottom - frame.bottom)
            if out > slack { problems.append("\(text) outside \(frame) by \(out)") }
        }
        for (i, a) in texts.enumerated() {
            for b in texts[(i + 1)...] {
                let x = min(a.right, b.right) - max(a.left, b.left)
                let y = min(a.bottom, b.bottom) - max(a.top, b.top)
                if x > slack && y > slack { problems.append("\(a) overlaps \(b)") }
            }
        }
        return problems
    }

    @Test func everyLabelOfTheBundledSiteFitsAndOverlapsNone() throws {
        var diagrams = 0
        var numbered = 0
        for (path, page) in try BundledSite.pages().sorted(by: { $0.key < $1.key }) {
            for svg in SVGDocument.elements(in: page) where svg.contains("<text") {
                diagrams += 1
                if svg.contains("class=\"path-rows\"") { numbered += 1 }
                let problems = Self.problems(in: svg)
                #expect(problems.isEmpty, "\(path): \(problems.prefix(3).joined(separator: "; "))")
            }
        }
        #expect(diagrams > 250)
        #expect(numbered > 100)
    }

    /// The push scenario's rows are in the layout: A's rows on its edge's label, in the SVG.
    @Test func rowsAreLaidOutWithTheirEdge() throws {
        let push = try #require(try BundledSite.pages()["view-controller/push.html"])
        let svg = try #require(SVGDocument.elements(in: push).first { $0.contains("class=\"diagram\"") })
        #expect(svg.contains(">A: 4, 8</text>") && svg.contains(">B: 1–3, 5–7, 9</text>"))
        #expect(Self.problems(in: svg) == [])
    }

    /// The check itself fails a label moved out of its SVG and two labels on one place.
    @Test func theCheckCatchesWhatItLooksFor() {
        let svg = """
            <svg width="100pt" height="50pt" viewBox="0.00 0.00 100.00 50.00">
            <g id="diagram" class="graph" transform="scale(1 1) rotate(0) translate(4 46)">
            <text text-anchor="middle" x="40" y="-20" font-family="Arial" font-size="10.00" textLength="20.00">abcd</text>
            <text text-anchor="middle" x="40" y="-5" font-family="Arial" font-size="10.00" textLength="20.00">efgh</text>
            </g></svg>
            """
        #expect(Self.problems(in: svg) == [])
        #expect(Self.problems(in: svg.replacingOccurrences(of: "x=\"40\" y=\"-20\"", with: "x=\"95\" y=\"-20\"")).count == 1)
        #expect(Self.problems(in: svg.replacingOccurrences(of: "y=\"-20\"", with: "y=\"-8\"")).count == 1)
    }

    /// ``DiagramFont/graphvizEms`` is what libgvc measures: the widths its xdot output
    /// gives each label, ASCII and other UTF-8 alike, agree with the table.
    @Test func graphvizWidthsAreTheTable() throws {
        let labels = [
            "viewWillAppear(_:)", "B: 1–3, 5–7, 9", "A · B", "→ appeared", "ÄÖü ß é", "\"quoted\" 'x' `y`", "{}[]|~@#$%^&*+=<>?/\\",
            "0123456789 abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ", "…—’“”", "日本",
        ]
        let dot =
            "digraph { node [shape=plaintext, fontname=\"Arial\", fontsize=10];\n"
            + labels.enumerated().map { "n\($0.offset) [label=\(DOTWriter.quoted($0.element))];" }.joined(separator: "\n") + "\n}\n"
        let xdot = try GraphvizEngine.render(dot: dot, format: "xdot")
        // `T x y j w n -text`: w is the width Graphviz gave the text.
        var widths: [Double] = []
        for piece in xdot.components(separatedBy: " T ").dropFirst() {
            let fields = piece.split(separator: " ", maxSplits: 4)
            widths.append(Double(fields[3]) ?? -1)
        }
        #expect(widths.count == labels.count)
        for (label, width) in zip(labels, widths) {
            #expect(abs(DiagramFont.graphvizWidth(of: label, size: 10) - width) < 0.01, "\(label)")
        }
    }
}
