import MarkdownSupport
import Testing

/// Each GFM extension we switch on, from a Markdown literal to the HTML it must give.
@Suite struct GFMExtensionTests {
    let renderer = MarkdownRenderer()

    @Test func tableBecomesHTMLTable() {
        let html = renderer.html(
            from: """
                | Callback | Order |
                |----------|------:|
                | viewDidLoad | 1 |
                """)
        #expect(html.contains("<table>"))
        #expect(html.contains("<th>Callback</th>"))
        #expect(html.contains("<td>viewDidLoad</td>"))
        #expect(html.contains("<td align=\"right\">1</td>"))
    }

    @Test func strikethroughBecomesDel() {
        #expect(renderer.html(from: "~~viewDidUnload~~") == "<p><del>viewDidUnload</del></p>\n")
    }

    @Test func bareURLsBecomeLinks() {
        let html = renderer.html(from: "See https://developer.apple.com and www.example.org.")
        #expect(html.contains("<a href=\"https://developer.apple.com\">https://developer.apple.com</a>"))
        #expect(html.contains("<a href=\"http://www.example.org\">www.example.org</a>"))
    }

    @Test func taskListItemsBecomeCheckboxes() {
        let html = renderer.html(from: "- [ ] open\n- [x] done")
        #expect(html.contains("<li><input type=\"checkbox\" disabled=\"\" /> open</li>"))
        #expect(html.contains("<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> done</li>"))
    }

    @Test func headingsAndOrdinaryLinksSurvive() {
        let html = renderer.html(from: "## Appearing\n\nRead [the docs](https://example.com/a?b=1&c=2 \"Docs\").")
        #expect(html.contains("<h2>Appearing</h2>"))
        #expect(html.contains("<a href=\"https://example.com/a?b=1&amp;c=2\" title=\"Docs\">the docs</a>"))
    }

    @Test func relativeLinksAndAnchorsSurvive() {
        let html = renderer.html(from: "[next](../present.html#step-2) [top](#top)")
        #expect(html.contains("<a href=\"../present.html#step-2\">next</a>"))
        #expect(html.contains("<a href=\"#top\">top</a>"))
    }

    @Test func nonASCIITextSurvives() {
        let html = renderer.html(from: "# Ansicht wird geladen — 表示 🎉\n\nÇa marche, naïve café.")
        #expect(html == "<h1>Ansicht wird geladen — 表示 🎉</h1>\n<p>Ça marche, naïve café.</p>\n")
    }

    @Test func fencedCodeKeepsCommonMarkLanguageClass() {
        let html = renderer.html(from: "```swift\noverride func viewDidLoad() {}\n```")
        #expect(html == "<pre><code class=\"language-swift\">override func viewDidLoad() {}\n</code></pre>\n")
    }

    @Test func punctuationIsNotMadeSmart() {
        #expect(renderer.html(from: "\"quoted\" -- dash") == "<p>&quot;quoted&quot; -- dash</p>\n")
    }

    @Test func emptyInputGivesEmptyOutput() {
        #expect(renderer.html(from: "") == "")
    }
}
