@testable import MarkdownSupport
import Testing

/// Links and raw HTML are found where cmark-gfm parsed them, in the units the loader maps
/// to a file: 1-based lines and byte columns of the text.
@Suite struct MarkdownOutlineTests {
    @Test func linksInParagraphsListsQuotesAndTablesHaveTheirPositions() {
        let text = """
            See [the push](view-controller/push.html) and [x](#top).

            - item with [a link](a.html)
              - nested [b](b.html#part)
            > quoted [c](c.html)

            | a | b |
            |---|---|
            | [d](d.html) | 视图 [e](e.html) |

            [ref link][r] and <https://example.org>

            [r]: ref.html
            """
        let outline = MarkdownOutline(text)
        #expect(
            outline.links.map { "\($0.line):\($0.byteColumn) \($0.destination)" } == [
                "1:5 view-controller/push.html", "1:47 #top",
                "3:13 a.html", "4:12 b.html#part", "5:10 c.html",
                "9:3 d.html", "9:24 e.html",
                "11:1 ref.html", "11:19 https://example.org",
            ])
    }

    @Test func rawHTMLBlocksAndTagsAreFound() {
        let text = "Text <span>x</span> here.\n\n<div>\nblock\n</div>\n\nA comment <!-- note -->.\n"
        let outline = MarkdownOutline(text)
        #expect(
            outline.rawHTML.map { "\($0.line):\($0.byteColumn) \($0.isBlock) \($0.text)" } == [
                "1:6 false <span>", "1:13 false </span>", "3:1 true <div>\nblock\n</div>\n", "7:11 false <!-- note -->",
            ])
    }
}

/// Prose that cannot hold a link or raw HTML is not parsed for them: held to cmark-gfm's
/// own parse of random texts built from every way of writing one, and of writing none.
@Suite struct MarkdownOutlineScanTests {
    private static let pieces = [
        "[", "]", "(", ")", "<", ">", "@", ":", "/", "//", ".", "w", "W", "ww", "www", "http", "https", "mailto", "ftp", "x",
        "é", " ", "\n", "\n\n", "`", "*", "|", "-", "#", "example.org", "a@b.co", "<span>", "[t](u)", "![i](p.png)", "[r]: /x\n",
        "<https://e.org>", "www.e.org", "WWW.E.ORG", "https://e.org", "<!-- c -->", "&amp;", "\\[",
    ]

    @Test func whatTheScanPassesOverHoldsNothing() {
        var state: UInt64 = 7
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var skipped = 0
        for _ in 0..<4000 {
            let text = (0..<(next() % 12)).map { _ in Self.pieces[next() % Self.pieces.count] }.joined()
            let parsed = MarkdownOutline(parsing: text)
            #expect(MarkdownOutline(text) == parsed, "\(text.debugDescription)")
            if !MarkdownOutline.mayHoldLinksOrHTML(text) {
                skipped += 1
                #expect(parsed.links.isEmpty && parsed.rawHTML.isEmpty, "\(text.debugDescription)")
            }
        }
        #expect(skipped > 100, "the scan must pass over texts without links, or it saves nothing")
    }

    @Test func plainProseIsPassedOver() {
        #expect(!MarkdownOutline.mayHoldLinksOrHTML("Call `viewDidLoad()` first.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"))
        #expect(MarkdownOutline.mayHoldLinksOrHTML("See www.apple.com."))
        #expect(MarkdownOutline.mayHoldLinksOrHTML("Mail me@example.org"))
        #expect(MarkdownOutline.mayHoldLinksOrHTML("ftp://host/x"))
    }
}
