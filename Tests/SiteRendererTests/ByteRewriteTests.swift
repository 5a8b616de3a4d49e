import Foundation
@testable import SiteRenderer
import Testing

/// The byte-level searches and rewrites the diagrams and headings go through, each held
/// against the string code it replaced on texts chosen to trip it.
@Suite struct ByteRewriteTests {
    private func offsets(of pattern: String, in text: String, from start: Int = 0) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { $0.firstOffset(of: Array(pattern.utf8), from: start) }
    }

    @Test func findsPatternsAtTheEdgesAndAfterFalseStarts() {
        #expect(offsets(of: "<g", in: "<g id") == 0)
        #expect(offsets(of: "</g>", in: "é</g>") == 2)
        #expect(offsets(of: "aab", in: "aaab") == 1)
        #expect(offsets(of: "ab", in: "abab", from: 1) == 2)
        #expect(offsets(of: "abc", in: "ab") == nil)
        #expect(offsets(of: "x", in: "") == nil)
        #expect(offsets(of: "", in: "abc") == nil)
        #expect(offsets(of: "ab", in: "abab", from: 4) == nil)
    }

    @Test func replacesLeftToRightWithoutOverlapping() {
        func replaced(_ text: String, _ pattern: String, _ replacement: String) -> String {
            String(decoding: Array(text.utf8).replacingAll(Array(pattern.utf8), with: Array(replacement.utf8)), as: UTF8.self)
        }
        #expect(replaced("aaa", "aa", "X") == "Xa")
        #expect(replaced("&#45;é&#45;", "&#45;", "-") == "-é-")
        #expect(replaced("é → ü", "x", "y") == "é → ü")
        #expect(replaced("", "x", "y") == "")
    }

    @Test func characterBoundariesFollowGraphemes() {
        func boundary(_ text: String, _ offset: Int) -> Bool { Array(text.utf8).withUnsafeBufferPointer { $0.isCharacterBoundary(at: offset) } }
        #expect(boundary("ab", 1))
        #expect(!boundary("\r\n", 1))
        #expect(!boundary(">\u{301}", 1))
        #expect(boundary("é<", 2))
        #expect(!boundary("\u{600}<", 2))
        #expect(boundary("x", 0) && boundary("x", 1))
    }

    /// `<title>state&#45;start</title>` becomes `start` in the first pass and then the
    /// start point's title in the third, as the three replacements always did.
    @Test func readableTitlesRunInOrder() {
        let svg = Array("<title>state&#45;start</title><title>state&#45;a&#45;&gt;state&#45;b</title>".utf8)
        #expect(
            String(decoding: InlineSVG.readableTitles(svg, startPoint: "start point"), as: UTF8.self)
                == "<title>start point</title><title>a → b</title>")
    }

    @Test func inlineSVGKeepsACarriageReturnLineFeedAtTheEnd() {
        #expect(
            InlineSVG.prepare("<svg>x\n\r\n\n", label: "L", startPoint: "start point")
                == "<svg role=\"img\" aria-label=\"L\" class=\"diagram\">x\n\r\n")
        #expect(InlineSVG.prepare("<svg>é\n\n", label: "É", startPoint: "start point") == "<svg role=\"img\" aria-label=\"É\" class=\"diagram\">é")
    }

    private static let svgPieces = [
        "<svg", ">", "<g id=\"", "\"", "\" class=\"", "edge&#45;a&#45;b&#45;1", "state&#45;a", "&amp;", "&#45;", "</g>", " d=\"",
        "M10,-100C10,-80 10,-60 10,-40", "<title>", "state&#45;", "&#45;&gt;state&#45;", "start</title>", "</title>", "\n", "\r\n",
        "é", "\u{301}", "x", "<", "&", "1",
    ]

    @Test func diagramRewritesMatchTheReplacedCode() {
        var texts = PieceText(generator: SplitMix(state: 10))
        for _ in 0..<3000 {
            let svg = texts.text(Self.svgPieces, length: 40)
            #expect(
                InlineSVG.prepare(svg, label: "T & é", startPoint: "start point") == ReplacedStringCode.prepared(svg, label: "T & é"),
                "\(svg.debugDescription)")
        }
    }

    /// The titles of a real layout, through the page's byte pipeline: only the labels'
    /// lengths are added (``DiagramTextTests``).
    @Test func pagePipelineMatchesTheReplacedCode() {
        let layout = """
            <?xml version="1.0"?>
            <svg width="10pt"
             viewBox="0 0 10 10">
            <g id="diagram" class="graph"><title>start</title>
            <g id="state&#45;a" class="node state highlighted"><title>state&#45;a</title></g>
            <g id="edge&#45;a&#45;b&#45;1" class="edge transition"><title>state&#45;a&#45;&gt;state&#45;b</title>
            <path d="M10,-100C10,-80 10,-60 10,-40"/>
            <text text-anchor="middle" x="10" y="-56" font-family="Arial" font-size="10.00">1–2</text>
            </g>
            </g>
            </svg>

            """
        let page = PlannedPage(
            template: "scenario", path: "x/y.html", context: .null,
            diagram: .init(
                key: "scenario", dot: "", pathLabels: ["edge-a-b-1": "1–2"], label: "É: state diagram",
                words: .init(
                    region: "É: state diagram (scrolls sideways)", close: "Close the full-size view", open: "Open the diagram at full size",
                    startPoint: "start point"))
        )
        let fitted = layout.replacingOccurrences(
            of: "<text text-anchor=\"middle\" x=\"10\" y=\"-56\" font-family=\"Arial\" font-size=\"10.00\">",
            with: "<text class=\"path-rows\" text-anchor=\"middle\" x=\"10\" y=\"-56\" font-family=\"Arial\" font-size=\"10.00\""
                + " textLength=\"\(DiagramFont.format(DiagramFont.laidOutLength(of: "1–2", size: 10)))\" lengthAdjust=\"spacingAndGlyphs\">")
        let figure = page.figure(from: layout)
        #expect(fitted != layout)
        #expect(figure?.contains(ReplacedStringCode.prepared(fitted, label: "É: state diagram")) == true)
    }

    private static let headingPieces = [
        "<h", "2", "3", "7", ">", "</h2>", "</h3>", "<h2>", "<h3>", "x", "é", "\u{301}", "\u{600}", "<hr>", "&amp;", "٣", "</h٣>", "\r",
        "\n", "<", "h", " ",
    ]

    @Test func headingAnchorsMatchTheReplacedScan() {
        var texts = PieceText(generator: SplitMix(state: 20))
        for _ in 0..<5000 {
            let html = texts.text(Self.headingPieces, length: 24)
            var anchors = HeadingAnchors(linkLabel: "Link to this section")
            let out = anchors.add(to: html)
            let reference = ReplacedStringCode.headings(html)
            #expect(anchors.headings.map(\.level) == reference.levels, "\(html.debugDescription)")
            #expect(anchors.headings.map(\.text) == reference.inner.map { ReplacedStringCode.plainText($0[...]) }, "\(html.debugDescription)")
            var expected = reference.html
            var from = expected.startIndex
            for (heading, inner) in zip(anchors.headings, reference.inner) {
                let tag =
                    "<h\(heading.level) id=\"\(heading.id)\">\(inner)<a class=\"anchor\" href=\"#\(heading.id)\" aria-label=\"Link to this section\">#</a></h\(heading.level)>"
                guard let marker = expected.range(of: "[\(heading.level):\(inner)]", options: .literal, range: from..<expected.endIndex) else {
                    Issue.record("no heading \(inner.debugDescription) in \(html.debugDescription)")
                    break
                }
                let offset = expected.utf8.distance(from: expected.startIndex, to: marker.lowerBound) + tag.utf8.count
                expected.replaceSubrange(marker, with: tag)
                from = expected.utf8.index(expected.startIndex, offsetBy: offset)
            }
            #expect(out == expected, "\(html.debugDescription)")
        }
    }

    private static let textPieces = [
        "&lt;", "&gt;", "&quot;", "&#39;", "&amp;", "&", "lt;", "amp;", ";", "<code>", "</code>", "<", ">", "\u{301}", "\u{600}", "é", "x",
        "🇺", "🇸", "\r", "\n", " ",
    ]

    @Test func headingTextMatchesTheReplacedCode() {
        var texts = PieceText(generator: SplitMix(state: 30))
        for _ in 0..<5000 {
            let html = texts.text(Self.textPieces, length: 16)
            #expect(HeadingAnchors.plainText(html[...]) == ReplacedStringCode.plainText(html[...]), "\(html.debugDescription)")
        }
        #expect(HeadingAnchors.plainText("<code>a &amp;lt; b</code> &#39;é&#39;"[...]) == "a &lt; b 'é'")
        #expect(HeadingAnchors.plainText("<b>\u{301}x</b>y"[...]) == "y")
    }

    @Test func aStateLabelSpellingTheIDIsLeftOut() {
        let pairs = [
            ("Not loaded", "not-loaded"), ("NOT-LOADED", "not-loaded"), ("not  loaded", "not-loaded"), ("Not loaded yet", "not-loaded"),
            ("État", "état"), ("Étant", "état"), ("", ""), ("a b", "a"), ("a\u{301}", "a"),
        ]
        for (authored, id) in pairs {
            #expect(
                StateLabel.spellsID(authored, id) == (authored.lowercased().replacingOccurrences(of: " ", with: "-") == id.lowercased()),
                "\(authored) / \(id)")
        }
        #expect(StateLabel.spellsID("Not loaded", "not-loaded"))
        #expect(!StateLabel.spellsID("Not loaded yet", "not-loaded"))
    }

    @Test func dotLabelsAnchorsAndEscapingMatchTheReplacedCode() {
        var texts = PieceText(generator: SplitMix(state: 40))
        let pieces = [
            "\\", "\"", "\n", "\r", "\r\n", "a", "Z", "9", "_", ":", "(", ")", "-", "é", "\u{301}", "✓", " ", "&", "<", ">", "'",
        ]
        for _ in 0..<3000 {
            let text = texts.text(pieces, length: 12)
            #expect(DOTWriter.quoted(text) == ReplacedStringCode.quoted(text), "\(text.debugDescription)")
            #expect(ReferenceAnchors.words(of: text) == ReplacedStringCode.words(of: text), "\(text.debugDescription)")
            #expect(HTMLEscaping.attribute(text) == ReplacedStringCode.attribute(text), "\(text.debugDescription)")
        }
        #expect(ReferenceAnchors.words(of: "application(_:didFinishLaunchingWithOptions:)") == "application-didFinishLaunchingWithOptions")
        #expect(ReferenceAnchors.words(of: "-viewWillAppear:") == "viewWillAppear")
        #expect(HTMLEscaping.attribute(#"<b>"x" & 'y'"#) == "&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;")
        #expect(HTMLEscaping.attribute("é &\u{301} <") == "é &\u{301} &lt;")
        #expect(DOTWriter.quoted("a\r\nb \"c\" \\ é") == #""a\nb \"c\" \\ é""#)
    }

    @Test func aHeadingNextToNonASCIITextKeepsItsText() {
        var anchors = HeadingAnchors(linkLabel: "Link to this section")
        let out = anchors.add(to: "é<h2>Ünïcode → ok</h2>ü")
        #expect(out.hasPrefix("é<h2 id=\"n-code-ok\">Ünïcode → ok<a class=\"anchor\""))
        #expect(out.hasSuffix("</h2>ü"))
    }
}
