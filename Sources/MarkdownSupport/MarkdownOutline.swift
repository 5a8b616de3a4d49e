internal import CCmarkGFM

/// The parts of a Markdown text that checks need before anything is rendered: its links
/// and its raw HTML, each where cmark-gfm parsed it, so a broken link or dropped HTML is
/// reported at its own place in the file.
///
/// Positions are cmark-gfm's: a 1-based line of the text and a 1-based column counted in
/// UTF-8 bytes (the caller turns it into characters on that line).
public struct MarkdownOutline: Sendable, Equatable {
    public struct Link: Sendable, Equatable {
        /// The destination as the renderer writes it into `href` (entities and escapes resolved).
        public var destination: String
        public var line: Int
        public var byteColumn: Int
    }

    public struct RawHTML: Sendable, Equatable {
        /// The HTML as written, which the renderer replaces with a comment.
        public var text: String
        public var line: Int
        public var byteColumn: Int
        /// A block of HTML (its own paragraph), not a tag inside a sentence.
        public var isBlock: Bool
    }

    public var links: [Link] = []
    public var rawHTML: [RawHTML] = []

    /// Parses `markdown` with the renderer's own options and extensions, so what is found
    /// here is what ``MarkdownRenderer`` would turn into links and would drop. With
    /// `keepingHTML`, the same parse is also rendered and kept for the renderer, which
    /// asks for that very text later (``CmarkHTMLConverter/kept``): a body is parsed once
    /// per build instead of twice, under the one lock all parses take.
    public init(_ markdown: String, keepingHTML: Bool = false) {
        guard Self.mayHoldLinksOrHTML(markdown) else {
            self.init(links: [], rawHTML: [])
            return
        }
        self.init(parsing: markdown, keepingHTML: keepingHTML)
    }

    private init(links: [Link], rawHTML: [RawHTML]) {
        self.links = links
        self.rawHTML = rawHTML
    }

    /// The outline from cmark-gfm's parse, whatever the text holds.
    init(parsing markdown: String, keepingHTML: Bool = false) {
        _ = CmarkHTMLConverter.coreExtensionsRegistered
        CmarkHTMLConverter.lock.lock()
        defer { CmarkHTMLConverter.lock.unlock() }
        guard let parser = cmark_parser_new(CmarkHTMLConverter.options) else { fatalError("cmark-gfm could not allocate a parser") }
        defer { cmark_parser_free(parser) }
        CmarkHTMLConverter.attachExtensions(to: parser)
        var text = markdown
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        guard let document = cmark_parser_finish(parser) else { fatalError("cmark-gfm returned no document") }
        defer { cmark_node_free(document) }
        collect(document)
        if keepingHTML { CmarkHTMLConverter.kept[markdown] = CmarkHTMLConverter.render(document, parser) }
    }

    private mutating func collect(_ document: OpaquePointer) {
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let line = Int(cmark_node_get_start_line(node)), column = Int(cmark_node_get_start_column(node))
            switch cmark_node_get_type(node) {
            case CMARK_NODE_LINK:
                let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                links.append(Link(destination: url, line: line, byteColumn: column))
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                rawHTML.append(
                    RawHTML(text: literal, line: line, byteColumn: column, isBlock: cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK))
            default: break
            }
        }
    }

    /// Whether cmark-gfm could find a link or raw HTML in `markdown` at all: a link opens
    /// with `[` (inline, reference, image) or `<` (autolink), or is a GFM autolink, which
    /// holds `@` (an address), `://` or `www.`; raw HTML opens with `<`. Prose with none of
    /// them, which is most of it, is not parsed: parses take turns (``CmarkHTMLConverter``),
    /// and a build's loading threads otherwise waited for one another here.
    static func mayHoldLinksOrHTML(_ markdown: String) -> Bool {
        var text = markdown
        return text.withUTF8 { bytes in
            for index in bytes.indices {
                switch bytes[index] {
                case UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "@"):
                    return true
                case UInt8(ascii: ":")
                where index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "/") && bytes[index + 2] == UInt8(ascii: "/"):
                    return true
                case UInt8(ascii: ".") where index >= 3 && bytes[(index - 3)..<index].allSatisfy({ $0 | 0x20 == UInt8(ascii: "w") }):
                    return true
                default:
                    continue
                }
            }
            return false
        }
    }
}
