import Foundation
import SiteBuilder
import TestSupport
import Testing

/// A real build (cmark-gfm, libgvc) of content that tries to inject markup and script.
@Suite struct EscapingBuildTests {
    /// Builds `HostileContent` and hands its pages to `body`.
    /// The built site's pages, or with `allFiles` every file as text (for links).
    func withHostileSite(allFiles: Bool = false, _ body: ([String: String]) throws -> Void) throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try FixtureTree.write(HostileContent.files, into: content)
            let site = directory.appendingPathComponent("site")
            let outcome = try Builds.run(content: content, output: site)
            // The hostile markup is refused without failing the build: each piece of raw HTML
            // is a warning that it is not shown, and nothing else is reported.
            let reported = outcome.diagnostics.all.map { "\($0.severity) \($0.id)" }
            #expect(!reported.isEmpty)
            #expect(Set(reported) == ["warning lifeline.prose.raw-html"], "\(reported)")
            try body(try allFiles ? Builds.texts(in: site) : Builds.pages(in: site))
        }
    }

    @Test func noPageHasAScriptTagOrAnEventHandler() throws {
        try withHostileSite { pages in
            #expect(pages.count >= 5)
            for (path, html) in pages {
                let tags = HTMLTags(html)
                // Scripts are the templates' own (site, which adds search when the reader
                // searches, the claims filter), one inline theme bootstrap and one block of
                // the scripts' words (data, never run), never content's. The 404 page has
                // its script inline, as it finds the site's folder first.
                let notFound = path == "404.html"
                let own = notFound ? [] : ["site.js"] + (path.hasPrefix("claims/") ? ["claims.js"] : [])
                let scripts = LinkChecker.attributes(["src"], in: html).filter { $0.hasSuffix(".js") }
                #expect(scripts.count == own.count && zip(scripts, own).allSatisfy { $0.hasSuffix("assets/" + $1) }, "\(path): \(scripts)")
                let words = html.components(separatedBy: #"<script type="application/json" id="lifeline-strings">"#).count - 1
                #expect(words == 1, "\(path)")
                #expect(tags.named("script").count == own.count + (notFound ? 2 : 1) + words, "\(path)")
                #expect(tags.named("img").isEmpty, "\(path)")
                #expect(tags.eventHandlers == [], "\(path)")
                #expect(!html.contains("<script>alert"), "\(path)")
                #expect(!html.contains("<img src=x"), "\(path)")
            }
        }
    }

    @Test func proseShowsAsEscapedText() throws {
        try withHostileSite { pages in
            let escaped = "&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; &quot; onmouseover=&quot;x"
            let lifecycle = try #require(pages["vc/index.html"])
            #expect(lifecycle.contains("<h1>\(escaped)"))
            #expect(lifecycle.contains("content=\"\(escaped)"))
            let scenario = try #require(pages["vc/push.html"])
            #expect(scenario.contains("<h1>\(escaped)"))
        }
    }

    @Test func javascriptLinksLoseTheirTarget() throws {
        try withHostileSite { pages in
            for (path, html) in pages {
                let targets = LinkChecker.attributes(["href", "src"], in: html)
                #expect(targets.filter { $0.lowercased().contains("javascript:") } == [], "\(path)")
            }
            let index = try #require(pages["index.html"])
            #expect(index.contains("click me</a>"))
        }
    }

    /// Each inline SVG is well-formed XML in which the hostile labels are text, not markup.
    @Test func diagramsParseAsXMLWithLabelsAsText() throws {
        try withHostileSite { pages in
            for (path, html) in pages {
                for svg in SVGDocument.elements(in: html) {
                    let document = try SVGDocument(svg)
                    #expect(!document.elements.contains("script"), "\(path)")
                    #expect(!document.elements.contains("img"), "\(path)")
                    // The state diagram names itself and shows the hostile state label as
                    // text; the sequence diagram (no title) names the objects.
                    if let title = document.titles.first {
                        #expect(title == "\(HostileContent.text): state diagram", "\(path)")
                        #expect(document.texts.contains(HostileContent.text), "\(path)")
                    }
                }
            }
            #expect(SVGDocument.elements(in: pages["vc/index.html"] ?? "").count == 1)
            let scenario = try SVGDocument.elements(in: pages["vc/push.html"] ?? "").map(SVGDocument.init)
            #expect(scenario.count == 2, "the state diagram and the sequence diagram")
            #expect(scenario.filter { !$0.titles.isEmpty }.count == 1)
        }
    }

    @Test func everyLinkStillResolves() throws {
        try withHostileSite(allFiles: true) { files in
            #expect(files.keys.contains("vc/push.html"))
            #expect(LinkChecker(files: files).problems == [])
        }
    }
}
