/// The text being rendered, and whether the next write starts a line.
///
/// Indentation of a standalone partial applies to the partial's *template* lines, not to
/// line breaks inside interpolated data. With indentation `"  "`, the partial
/// `|\n{{{content}}}\n|` and content `"<\n->"` render as `  |\n  <\n->\n  |`: the `->`
/// line comes from data and stays put. So only template text can start a line, and the
/// indentation is written just before the next non-empty write on that line, using the
/// indentation of whatever template is writing it.
struct Output {
    private(set) var text = ""
    private var atLineStart = true

    /// The UTF-8 size so far (constant time for a native string).
    var byteCount: Int { text.utf8.count }

    mutating func appendTemplateText(_ template: String, indentation: String) {
        guard !indentation.isEmpty else {
            guard let last = template.utf8.last else { return }
            text += template
            atLineStart = last == ASCII.lineFeed
            return
        }
        for line in template.utf8.split(separator: ASCII.lineFeed, omittingEmptySubsequences: false)
            .enumerated()
        {
            if line.offset > 0 {
                text += "\n"
                atLineStart = true
            }
            // Blank lines stay blank, so indenting never leaves trailing spaces behind.
            let isBlank = line.element.isEmpty || line.element.elementsEqual([ASCII.carriageReturn])
            if atLineStart, !isBlank { text += indentation }
            text += Substring(line.element)
            if !line.element.isEmpty { atLineStart = false }
        }
    }

    mutating func appendValue(_ value: String, escaped: Bool, indentation: String) {
        guard !value.isEmpty else { return }
        if atLineStart { text += indentation }
        if escaped {
            text.appendEscapingHTML(value)
        } else {
            text += value
        }
        atLineStart = false
    }
}
