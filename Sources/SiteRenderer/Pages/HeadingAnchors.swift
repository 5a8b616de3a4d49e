/// Gives every heading of converted Markdown an `id` (cmark-gfm writes bare `<h2>`), so
/// long pages can be linked into and get a table of contents.
///
/// The id is the heading's text in lowercase letters, digits and hyphens, made unique on
/// the page with `-2`, `-3` …, and kept clear of the ids the templates and diagrams use.
struct HeadingAnchors {
    struct Heading {
        var level: Int
        var id: String
        var text: String
    }

    private(set) var headings: [Heading] = []
    /// The name of the `#` link each heading gets, in the edition's language.
    let linkLabel: String

    init(linkLabel: String) {
        self.linkLabel = linkLabel
    }
    private var used: Set<String> = [
        "main", "site-nav", "search-input", "search-status", "search-results", "theme-toggle", "diagram", "toc", "diagram-heading",
        DiagramFigure.viewID, DiagramFigure.openID,
    ]

    /// `html` with ids on its `<h1>`…`<h6>` tags that have none.
    ///
    /// Reads the tags as characters would be read (`<h2>` followed by a combining mark
    /// is no tag), passes over an `<h` that opens no heading (the `<hr>` of a thematic
    /// break, a `<header>`), and stops at a heading that is never closed, leaving the rest
    /// as it is.
    mutating func add(to html: String) -> String {
        let bytes = Array(html.utf8)
        let utf8 = html.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        return bytes.withUnsafeBufferPointer { bytes in
            var out = ""
            var copied = 0
            while let open = Self.headingOpen(in: bytes, from: copied, html: html, index: index) {
                let closeTag = Array("</h\(open.level)>".utf8)
                var close = bytes.firstOffset(of: closeTag, from: open.contentStart)
                while let found = close, !(bytes.isCharacterBoundary(at: found) && bytes.isCharacterBoundary(at: found + closeTag.count)) {
                    close = bytes.firstOffset(of: closeTag, from: found + 1)
                }
                guard let close else { break }
                let inner = html[index(open.contentStart)..<index(close)]
                let text = Self.plainText(inner)
                let id = unique(Self.slug(text))
                headings.append(Heading(level: open.level, id: id, text: text))
                out += html[index(copied)..<index(open.start)]
                out +=
                    "<h\(open.level) id=\"\(id)\">\(inner)<a class=\"anchor\" href=\"#\(id)\" aria-label=\"\(HTMLEscaping.attribute(linkLabel))\">#</a></h\(open.level)>"
                copied = close + closeTag.count
            }
            guard copied > 0 else { return html }
            return out + html[index(copied)...]
        }
    }

    /// The next heading tag at or after `from`: an `<h` starting on a character, followed
    /// by a digit 1–6 and `>`, each a character of its own.
    private static func headingOpen(
        in bytes: UnsafeBufferPointer<UInt8>, from: Int, html: String, index: (Int) -> String.Index
    ) -> (start: Int, level: Int, contentStart: Int)? {
        var search = from
        while let open = bytes.firstOffset(of: headingStart, from: search) {
            search = open + 1
            guard bytes.isCharacterBoundary(at: open), bytes.isCharacterBoundary(at: open + 2) else { continue }
            if let heading = heading(at: open, in: bytes, html: html, index: index) { return heading }
        }
        return nil
    }

    /// The heading `<h` at `open` opens, if it opens one (not `<hr>` or `<header>`).
    private static func heading(
        at open: Int, in bytes: UnsafeBufferPointer<UInt8>, html: String, index: (Int) -> String.Index
    ) -> (start: Int, level: Int, contentStart: Int)? {
        guard open + 2 < bytes.count else { return nil }
        let levelStart = open + 2
        let level: Int?
        let levelEnd: Int
        if bytes[levelStart] < 0x80 {
            // An ASCII character is a digit only when nothing combines with it.
            levelEnd = levelStart + 1
            level = bytes.isCharacterBoundary(at: levelEnd) ? Character(Unicode.Scalar(bytes[levelStart])).wholeNumberValue : nil
        } else {
            // A digit of another script (`٣`) counts, as it does for `Character`.
            let character = html[index(levelStart)...].first!
            levelEnd = levelStart + character.utf8.count
            level = character.wholeNumberValue
        }
        guard let level, (1...6).contains(level), levelEnd < bytes.count, bytes[levelEnd] == UInt8(ascii: ">"),
            bytes.isCharacterBoundary(at: levelEnd + 1)
        else { return nil }
        return (open, level, levelEnd + 1)
    }

    private static let headingStart = Array("<h".utf8)

    private mutating func unique(_ base: String) -> String {
        var id = base.isEmpty || base.first!.isNumber ? "section-\(base)" : base
        if id.hasSuffix("-heading") || id.hasPrefix("state-") || id.hasPrefix("edge-") || id.hasPrefix("log-") { id = "section-" + id }
        var candidate = id
        var number = 2
        while used.contains(candidate) {
            candidate = "\(id)-\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }

    static func slug(_ text: String) -> String {
        var slug = ""
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, slug.last != "-" {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return String(slug.prefix(60))
    }
}
