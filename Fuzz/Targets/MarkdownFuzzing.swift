internal import ContentLoader
internal import Diagnostics
internal import MarkdownSupport

/// The Markdown path of a free page: the gate's UTF-8 check, front matter (YAML), the
/// title rules, the prose limits, then cmark-gfm with the site's extensions. Whatever
/// passes the limits must render quickly (libFuzzer's `-timeout` holds it to that).
enum MarkdownFuzzing {
    static func run(_ bytes: [UInt8]) {
        var diagnostics = DiagnosticBag()
        guard let page = ContentLoader.page(fromMarkdown: bytes, path: "pages/fuzz.md", diagnostics: &diagnostics) else { return }
        _ = MarkdownRenderer().html(from: page.markdown)
    }
}
