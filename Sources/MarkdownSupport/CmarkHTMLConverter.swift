internal import CCmarkGFM
internal import Foundation

/// The only code that touches cmark-gfm: parse, render, copy the HTML out, free.
///
/// Conversions are serialized. cmark-gfm 0.29 keeps the table of "special" inline
/// characters in a process-wide array, and every `cmark_parser_finish` adds the
/// characters of its extensions (`~`, `|`, `:`, …) to it and removes them again
/// when it is done. Two parsers running at once can therefore switch off
/// strikethrough or autolinks in each other's document halfway through
/// (github/cmark-gfm#176, never merged). One conversion takes microseconds, so
/// a lock costs nothing that matters here.
enum CmarkHTMLConverter {
    /// The GFM extensions we attach, by the names cmark-gfm registers them under.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Leaves `CMARK_OPT_UNSAFE` clear, which is what omits raw HTML and empties
    /// dangerous link and image destinations.
    static let options: Int32 = CMARK_OPT_DEFAULT

    static let lock = NSLock()

    /// `cmark_gfm_core_extensions_ensure_registered` guards itself with a plain
    /// `static int`, so it is not safe to call from two threads; a `static let`
    /// runs it exactly once.
    static let coreExtensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()

    /// HTML rendered from an outline's parse (``MarkdownOutline``), until the text is
    /// converted; guarded by `lock`.
    nonisolated(unsafe) static var kept: [String: String] = [:]

    static func html(from markdown: String) -> String {
        _ = coreExtensionsRegistered
        lock.lock()
        defer { lock.unlock() }
        if let html = kept.removeValue(forKey: markdown) { return html }

        guard let parser = cmark_parser_new(options) else {
            fatalError("cmark-gfm could not allocate a parser")
        }
        defer { cmark_parser_free(parser) }
        attachExtensions(to: parser)

        var text = markdown
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else {
            fatalError("cmark-gfm returned no document")
        }
        defer { cmark_node_free(document) }
        return render(document, parser)
    }

    /// The HTML of a parsed document; the extension list belongs to the parser, which
    /// outlives this call.
    static func render(_ document: OpaquePointer, _ parser: OpaquePointer) -> String {
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
            fatalError("cmark-gfm could not render HTML")
        }
        defer { cmark_get_default_mem_allocator().pointee.free(rendered) }
        return String(cString: rendered)
    }

    static func attachExtensions(to parser: OpaquePointer) {
        for name in extensionNames {
            // A missing extension means a broken cmark-gfm install, not bad content.
            guard let syntaxExtension = cmark_find_syntax_extension(name) else {
                preconditionFailure("cmark-gfm has no '\(name)' extension")
            }
            cmark_parser_attach_syntax_extension(parser, syntaxExtension)
        }
    }
}
