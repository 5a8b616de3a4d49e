/// The text being rendered, as UTF-8 bytes, and whether the next write starts a line.
///
/// Indentation of a standalone partial applies to the partial's *template* lines, not to
/// line breaks inside interpolated data. With indentation `"  "`, the partial
/// `|\n{{{content}}}\n|` and content `"<\n->"` render as `  |\n  <\n->\n  |`: the `->`
/// line comes from data and stays put. So only template text can start a line, and the
/// indentation is written just before the next non-empty write on that line, using the
/// indentation of whatever template is writing it.
///
/// Bytes rather than a `String`: appending is a copy, escaping looks at each byte once,
/// and a page is handed to the writer without being encoded again.
struct Output {
    private(set) var bytes: [UInt8] = []
    private var atLineStart = true

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The UTF-8 size so far, against ``MustacheTemplate/maximumOutputBytes``.
    var byteCount: Int { bytes.count }

    mutating func appendTemplateText(_ template: String, indentation: String) {
        guard !indentation.isEmpty else {
            guard let last = template.utf8.last else { return }
            bytes.append(contentsOf: template.utf8)
            atLineStart = last == ASCII.lineFeed
            return
        }
        for line in template.utf8.split(separator: ASCII.lineFeed, omittingEmptySubsequences: false)
            .enumerated()
        {
            if line.offset > 0 {
                bytes.append(ASCII.lineFeed)
                atLineStart = true
            }
            // Blank lines stay blank, so indenting never leaves trailing spaces behind.
            let isBlank = line.element.isEmpty || line.element.elementsEqual([ASCII.carriageReturn])
            if atLineStart, !isBlank { bytes.append(contentsOf: indentation.utf8) }
            bytes.append(contentsOf: line.element)
            if !line.element.isEmpty { atLineStart = false }
        }
    }

    mutating func appendValue(_ value: String, escaped: Bool, indentation: String) {
        guard !value.isEmpty else { return }
        if atLineStart { bytes.append(contentsOf: indentation.utf8) }
        if escaped {
            bytes.appendEscapingHTML(value)
        } else {
            bytes.append(contentsOf: value.utf8)
        }
        atLineStart = false
    }
}
