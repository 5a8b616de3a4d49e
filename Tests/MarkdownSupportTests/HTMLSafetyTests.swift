import MarkdownSupport
import Testing

/// Content is written by many people, so neither raw HTML nor script URLs may reach the page.
@Suite struct HTMLSafetyTests {
    let renderer = MarkdownRenderer()

    @Test func scriptBlockIsOmitted() {
        let html = renderer.html(from: "<script>alert(1)</script>\n\nAfter.")
        #expect(!html.contains("<script"))
        #expect(html == "<!-- raw HTML omitted -->\n<p>After.</p>\n")
    }

    @Test func inlineImageWithHandlerIsOmitted() {
        let html = renderer.html(from: "Before <img src=x onerror=alert(1)> after")
        #expect(html == "<p>Before <!-- raw HTML omitted --> after</p>\n")
    }

    @Test func rawAnchorWithScriptURLIsOmitted() {
        let html = renderer.html(from: "<a href=\"javascript:alert(1)\">x</a>")
        #expect(!html.contains("<a"))
        #expect(!html.contains("javascript"))
    }

    @Test(arguments: [
        "[x](javascript:alert(1))",
        "[x](JAVASCRIPT:alert(1))",
        "[x](JavaScript:alert(1))",
        "[x](   javascript:alert(1))",
        "[x](<javascript:alert(1)>)",
        "[x](java&#115;cript:alert(1))",
        "[x](&#x6A;avascript:alert(1))",
        "[x](javascript&#58;alert(1))",
        "[x](javascript&colon;alert(1))",
        "[x](java&#9;script:alert(1))",
        "[x](&#1;javascript:alert(1))",
        "[x](java\\script:alert(1))",
        "[x](%6Aavascript:alert(1))",
        "[x](vbscript:msgbox(1))",
        "[x](file:///etc/passwd)",
        "[x](data:text/html;base64,PHNjcmlwdD4=)",
        "![x](javascript:alert(1))",
        "![x](data:image/svg+xml;base64,PHN2Zz4=)",
        "<javascript:alert(1)>",
        "<JavaScript:alert(1)>",
        "[x][r]\n\n[r]: javascript:alert(1)",
    ])
    func dangerousDestinationsDoNotBecomeLiveURLs(markdown: String) {
        let html = renderer.html(from: markdown)
        let urls = urlAttributes(in: html)
        #expect(!urls.isEmpty, "expected an <a> or <img> in \(html)")
        for url in urls {
            #expect(!isDangerous(url), "\(url) in \(html)")
        }
    }

    @Test func rasterDataImagesAreKept() {
        let html = renderer.html(from: "![dot](data:image/png;base64,iVBORw0KGgo=)")
        #expect(html.contains("src=\"data:image/png;base64,iVBORw0KGgo=\""))
    }
}

// MARK: - Helpers

/// The values of every `href` and `src` attribute, with `&amp;` etc. left as written.
private func urlAttributes(in html: String) -> [String] {
    html.matches(of: /(?:href|src)="([^"]*)"/).map { String($0.output.1) }
}

/// Reads a URL the way a browser's URL parser does before it picks the scheme:
/// character references decoded, leading C0 controls and spaces dropped, tabs and
/// newlines removed, letters lowercased. Percent escapes stay as they are.
private func isDangerous(_ attributeValue: String) -> Bool {
    var url =
        attributeValue
        .replacingOccurrences(of: "&amp;", with: "&")
        .replacingOccurrences(of: "&#9;", with: "\t")
        .replacingOccurrences(of: "&#58;", with: ":")
    url.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
    let scheme = url.drop { $0.unicodeScalars.allSatisfy { $0.value <= 0x20 } }.lowercased()
    let blocked = ["javascript:", "vbscript:", "file:", "data:text", "data:image/svg"]
    return blocked.contains { scheme.hasPrefix($0) }
}
