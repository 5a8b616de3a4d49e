/// Plain text for the search index: rendered prose cut into its sections, Markdown without
/// its marks, one-line titles.
enum SearchText {
    struct Section: Equatable {
        /// The heading's anchor, or nil for the text before the first heading.
        var id: String?
        var level: Int
        var heading: String
        var text: String
    }

    /// The sections of rendered prose whose headings carry `headings`' ids (as
    /// ``HeadingAnchors`` wrote them): the text before the first heading, then each
    /// heading with the text up to the next one. Empty texts are kept, so each heading is
    /// found by its words.
    static func sections(of html: String, headings: [HeadingAnchors.Heading]) -> [Section] {
        var sections: [Section] = []
        var rest = html[...]
        var current = Section(id: nil, level: 1, heading: "", text: "")
        for heading in headings {
            guard let open = rest.firstRange(of: "<h\(heading.level) id=\"\(heading.id)\">"),
                let close = rest[open.upperBound...].firstRange(of: "</h\(heading.level)>")
            else { continue }
            current.text = plain(html: rest[..<open.lowerBound])
            sections.append(current)
            current = Section(id: heading.id, level: heading.level, heading: heading.text, text: "")
            rest = rest[close.upperBound...]
        }
        current.text = plain(html: rest)
        sections.append(current)
        return sections.filter { $0.id != nil || !$0.text.isEmpty }
    }

    /// HTML's text: tags dropped (a diagram's, a script's and a style's content too), the
    /// entities cmark-gfm writes decoded, white space collapsed.
    static func plain<S: StringProtocol>(html: S) -> String {
        var out = ""
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<" {
                let tagEnd = html[index...].firstIndex(of: ">") ?? html.index(before: html.endIndex)
                let tag = html[html.index(after: index)..<tagEnd].lowercased()
                var next = html.index(after: tagEnd)
                for skipped in ["svg", "script", "style"] where tag == skipped || tag.hasPrefix(skipped + " ") {
                    next = html[tagEnd...].firstRange(of: "</\(skipped)>")?.upperBound ?? html.endIndex
                }
                out += " "
                index = next
            } else if character == "&", let semicolon = html[index...].prefix(10).firstIndex(of: ";") {
                let name = String(html[html.index(after: index)..<semicolon])
                if let decoded = entity(name) {
                    out += decoded
                    index = html.index(after: semicolon)
                } else {
                    out.append(character)
                    index = html.index(after: index)
                }
            } else {
                out.append(character)
                index = html.index(after: index)
            }
        }
        return collapsed(out)
    }

    private static func entity(_ name: String) -> String? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return " "
        default:
            let number =
                name.hasPrefix("#x") || name.hasPrefix("#X")
                ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
            return number.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
    }

    /// Markdown as the words a reader sees: code marks, emphasis and link targets dropped.
    static func plain(markdown: String) -> String {
        var out = ""
        var index = markdown.startIndex
        while index < markdown.endIndex {
            let character = markdown[index]
            let next = markdown.index(after: index)
            if character == "]", next < markdown.endIndex, markdown[next] == "(", let close = markdown[next...].firstIndex(of: ")") {
                index = markdown.index(after: close)
                continue
            }
            if !"`*[]".contains(character) { out.append(character) }
            index = next
        }
        return collapsed(out)
    }

    /// The text on one line, cut at a word boundary before `limit` characters with `…`.
    static func oneLine(_ text: String, limit: Int) -> String {
        let line = collapsed(text)
        guard line.count > limit else { return line }
        let cut = line.prefix(limit)
        let word = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return word.trimmingTrailingPunctuation() + "…"
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension Substring {
    fileprivate func trimmingTrailingPunctuation() -> String {
        var text = self
        while let last = text.last, last.isWhitespace || ",;:/(".contains(last) { text.removeLast() }
        return String(text)
    }
}
