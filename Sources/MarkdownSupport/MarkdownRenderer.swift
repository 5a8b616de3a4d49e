/// Turns GitHub-flavoured Markdown into an HTML fragment.
///
/// ```swift
/// let html = MarkdownRenderer().html(from: "~~old~~ **new**")
/// // "<p><del>old</del> <strong>new</strong></p>\n"
/// ```
///
/// The GFM extensions `table`, `strikethrough`, `autolink`, `tagfilter` and
/// `tasklist` are on. The output is safe to paste into a page built from content
/// that any contributor can edit:
///
/// - Raw HTML in the Markdown is not passed through; cmark-gfm writes
///   `<!-- raw HTML omitted -->` in its place.
/// - Link and image destinations with a `javascript:`, `vbscript:`, `file:` or
///   (non-image) `data:` scheme come out as empty `href`/`src` attributes. cmark-gfm
///   checks the destination after decoding entities and backslash escapes, so
///   `java&#115;cript:` and `JAVASCRIPT:` are caught too.
///
/// Footnotes are off: cmark-gfm numbers them per document (`id="fn-1"`), so two
/// fragments on one page would collide. Code blocks keep the CommonMark form
/// `<pre><code class="language-swift">`, which syntax highlighters expect, rather
/// than GitHub's `<pre lang="swift">`. Smart punctuation is off so that the text
/// appears as written.
///
/// Safe to call from several threads at once; see ``CmarkHTMLConverter`` for why
/// the conversions take turns.
public struct MarkdownRenderer: Sendable {
    public init() {}

    /// Renders `markdown` to HTML. Never fails: any text is valid Markdown.
    public func html(from markdown: String) -> String {
        CmarkHTMLConverter.html(from: markdown)
    }
}
