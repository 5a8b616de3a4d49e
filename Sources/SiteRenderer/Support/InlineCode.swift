internal import LifecycleModel

/// A one-line prose field (a `summary`) as HTML, with its code spans as code: authors write
/// `` `content-available: 1` `` in a summary as they do in notes, and the lead under a
/// page's title showed the backticks. Only code spans: a summary is one or two sentences under
/// a heading, where a list, a heading or a link (which the link check would not see) has no
/// place, and `application(_:…)` must not turn into emphasis.
///
/// Code spans are found as CommonMark finds them (`CodeSpans`); one space is stripped from
/// each end of a span that has one on both.
enum InlineCode {
    /// `text` escaped for HTML, each code span as `<code>`.
    static func html(_ text: String) -> String {
        pieces(of: text).map { piece in
            piece.isCode ? "<code>\(BreakableCode.html(piece.text))</code>" : HTMLEscaping.attribute(piece.text)
        }.joined()
    }

    /// `text` without the backticks of its code spans: a page's description and the search
    /// index are plain text.
    static func plain(_ text: String) -> String {
        pieces(of: text).map(\.text).joined()
    }

    private static func pieces(of text: String) -> [(text: String, isCode: Bool)] {
        var pieces: [(text: String, isCode: Bool)] = []
        var plainStart = text.startIndex
        for span in CodeSpans.spans(in: text[...]) {
            if plainStart < span.range.lowerBound { pieces.append((String(text[plainStart..<span.range.lowerBound]), false)) }
            pieces.append((content(text[span.content]), true))
            plainStart = span.range.upperBound
        }
        if plainStart < text.endIndex { pieces.append((String(text[plainStart...]), false)) }
        return pieces
    }

    /// A span's text: line endings as spaces, and one space off each end when both have one
    /// and it is not all spaces (`` `` ` `` `` shows a backtick).
    private static func content(_ span: Substring) -> String {
        let text = String(span.map { $0.isNewline ? " " : $0 })
        guard text.count >= 2, text.first == " ", text.last == " ", text.contains(where: { $0 != " " }) else { return text }
        return String(text.dropFirst().dropLast())
    }
}
