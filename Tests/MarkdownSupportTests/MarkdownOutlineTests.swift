import MarkdownSupport
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
