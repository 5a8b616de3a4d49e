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
    private var used: Set<String> = ["main", "site-nav", "search-input", "search-results", "theme-toggle", "diagram", "toc"]

    /// `html` with ids on its `<h1>`…`<h6>` tags that have none.
    mutating func add(to html: String) -> String {
        var out = ""
        var rest = html[...]
        while let open = rest.firstRange(of: "<h"), let level = rest[open.upperBound...].first?.wholeNumberValue, (1...6).contains(level),
            rest[rest.index(after: open.upperBound)...].first == ">"
        {
            let contentStart = rest.index(open.upperBound, offsetBy: 2)
            guard let close = rest[contentStart...].firstRange(of: "</h\(level)>") else { break }
            let inner = rest[contentStart..<close.lowerBound]
            let text = Self.plainText(inner)
            let id = unique(Self.slug(text))
            headings.append(Heading(level: level, id: id, text: text))
            out += rest[..<open.lowerBound]
            out += "<h\(level) id=\"\(id)\">\(inner)<a class=\"anchor\" href=\"#\(id)\" aria-label=\"Link to this section\">#</a></h\(level)>"
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

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

    /// The heading's text without tags, entities decoded for the common five.
    static func plainText(_ html: Substring) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        return text.replacingAll("&lt;", "<").replacingAll("&gt;", ">").replacingAll("&quot;", "\"").replacingAll("&#39;", "'")
            .replacingAll("&amp;", "&")
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

private extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
