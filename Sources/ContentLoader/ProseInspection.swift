internal import Diagnostics
internal import LifecycleModel
internal import MarkdownSupport
internal import YAMLSupport

/// What a piece of prose holds that the build checks before rendering: its links, kept
/// for the check against the site's pages, and its raw HTML, which the renderer drops, a
/// warning at the place it is written.
struct ProseInspection {
    private(set) var links: [Located<ProseLink>] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Keep the HTML of each text's parse for the renderer (`ContentLoader.keepsProseHTML`).
    var keepingHTML = false
    /// Report orders stated by hand: not in a scenario's notes, which explain the table
    /// beside them, nor in a callback's note, where no embed is filled in.
    var searchesOrders = true

    static let rawHTMLID = "lifeline.prose.raw-html"

    /// `markdown` shown on `place`; `locate` turns cmark-gfm's line and byte column of the
    /// text into the place in the file.
    mutating func inspect(_ markdown: String, on place: ProseLink.Place, locate: (Int, Int) -> SourceLocation) {
        // The renderer converts prose without embeds as it is, so its HTML is kept from
        // this parse; with embeds it converts another text.
        let outline = MarkdownOutline(markdown, keepingHTML: keepingHTML && OrderEmbedScanner.embeds(in: markdown).isEmpty)
        let bytes = Array(markdown.utf8)
        for link in outline.links {
            let (line, column) = Self.opening(of: link, in: bytes, markdown)
            links.append(Located(ProseLink(destination: link.destination, place: place), at: locate(line, column)))
        }
        // An HTML comment is dropped too, which is what its author wants; a closing tag
        // goes with the opening one, which has the warning.
        for html in outline.rawHTML where !html.text.hasPrefix("<!--") && !html.text.hasPrefix("</") {
            diagnostics.append(
                Diagnostic(
                    .warning, id: Self.rawHTMLID, at: locate(html.line, html.byteColumn),
                    "raw HTML \(Self.excerpt(html.text)) is not shown: the site drops HTML written in prose",
                    hint: "write it in Markdown (**bold**, `code`, [text](page.html)), or put the tag in backticks to show it as code"))
        }
        inspectEvidence(markdown, locate: locate)
        if searchesOrders { inspectOrders(markdown, locate: locate) }
    }

    /// Sentences that state a call order by hand (`OrdersByHand`), a warning at each.
    mutating func inspectOrders(_ markdown: String, locate: (Int, Int) -> SourceLocation) {
        for finding in OrdersByHand.findings(in: markdown) {
            diagnostics.append(
                Diagnostic(
                    .warning, id: OrdersByHand.id, at: locate(finding.line, finding.byteColumn), OrdersByHand.message(finding),
                    hint: OrdersByHand.hint))
        }
    }

    /// Phrases that state evidence by hand (`EvidenceByHand`), a warning at each.
    mutating func inspectEvidence(_ markdown: String, locate: (Int, Int) -> SourceLocation) {
        for finding in EvidenceByHand.findings(in: markdown) {
            diagnostics.append(
                Diagnostic(
                    .warning, id: EvidenceByHand.id, at: locate(finding.line, finding.byteColumn), EvidenceByHand.message(finding),
                    hint: EvidenceByHand.hint(finding.kind)))
        }
    }

    /// Where the link's `[` is. cmark-gfm 0.29 misplaces a link whose text runs over a line
    /// break (it gives the line where the link ends); then the link is found by its `](`
    /// and destination, the last one before that place, and its `[` by counting brackets back.
    static func opening(of link: MarkdownOutline.Link, in bytes: [UInt8], _ text: String) -> (Int, Int) {
        let lineStart = text.byteOffset(line: link.line, byteColumn: 1)
        let reported = lineStart + link.byteColumn - 1
        let lineEnd = bytes[min(lineStart, bytes.count)...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        if reported >= 0, reported < lineEnd, bytes[reported] == UInt8(ascii: "[") || bytes[reported] == UInt8(ascii: "<") {
            return (link.line, link.byteColumn)
        }
        let needle = Array("](".utf8) + Array(link.destination.utf8.prefix(8))
        var close = min(lineEnd, bytes.count - needle.count)
        while close >= 0, !bytes[close..<(close + needle.count)].elementsEqual(needle) { close -= 1 }
        guard close > 0 else { return (link.line, link.byteColumn) }
        var depth = 0
        var index = close
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "]"), index == 0 || bytes[index - 1] != UInt8(ascii: "\\") { depth += 1 }
            if bytes[index] == UInt8(ascii: "["), index == 0 || bytes[index - 1] != UInt8(ascii: "\\") {
                depth -= 1
                if depth == 0 { break }
            }
            index -= 1
        }
        guard index >= 0 else { return (link.line, link.byteColumn) }
        let before = bytes[..<index]
        let line = 1 + before.count { $0 == UInt8(ascii: "\n") }
        let start = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return (line, index - start + 1)
    }

    /// A Markdown file: lines and columns of the text are the file's.
    mutating func inspect(file path: String, markdown: String, on place: ProseLink.Place) {
        // Split only when something is reported: most files have nothing to place.
        var lines: [Substring]?
        inspect(markdown, on: place) { line, byteColumn in
            let all = lines ?? markdown.fileLines
            lines = all
            let text = (1...all.count).contains(line) ? all[line - 1] : ""
            let column = 1 + text.utf8.prefix(max(0, byteColumn - 1)).count { $0 & 0b1100_0000 != 0b1000_0000 }
            return SourceLocation(file: path, line: line, column: column)
        }
    }

    /// `'<span class="x">'`, or the first line of a block, shortened.
    static func excerpt(_ html: String) -> String {
        let first = html.split(separator: "\n").first.map(String.init) ?? html
        let short = first.count > 40 ? String(first.prefix(40)) + "…" : first
        return "'\(short)'"
    }
}

extension FileReader {
    /// The links and raw HTML of a YAML prose field, in every language it is given in.
    func inspectProse(_ node: YAMLNode, on place: ProseLink.Place, searchingOrders: Bool = true) {
        var inspection = ProseInspection(keepingHTML: keepsProseHTML)
        if case .scenario = place { inspection.searchesOrders = false } else { inspection.searchesOrders = searchingOrders }
        for (scalar, locate) in proseScalars(node) {
            inspection.inspect(scalar, on: place, locate: locate)
        }
        proseLinks += inspection.links
        inspection.diagnostics.forEach(report)
    }

    /// Evidence and orders stated by hand in a short text that is not otherwise inspected
    /// (a summary).
    func inspectEvidence(_ node: YAMLNode) {
        var inspection = ProseInspection()
        for (scalar, locate) in proseScalars(node) {
            inspection.inspectEvidence(scalar, locate: locate)
            inspection.inspectOrders(scalar, locate: locate)
        }
        inspection.diagnostics.forEach(report)
    }

    /// Each language's text of a prose field, with the way from its lines to the file's.
    private func proseScalars(_ node: YAMLNode) -> [(String, (Int, Int) -> SourceLocation)] {
        let scalars = node.scalar.map { [(node, $0)] } ?? (node.pairs ?? []).compactMap { pair in pair.value.scalar.map { (pair.value, $0) } }
        return scalars.map { scalarNode, scalar in
            let map = ScalarSourceMap(scalarNode, value: scalar.value, lines: sourceLines, path: path, lineOffset: lineOffset)
            return (scalar.value, { line, byteColumn in map.location(ofByte: scalar.value.byteOffset(line: line, byteColumn: byteColumn)) })
        }
    }
}
