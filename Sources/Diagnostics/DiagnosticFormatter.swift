/// Prints diagnostics the way compilers do, so editors and CI annotate the right line:
///
///     Content/lifecycles/vc.yaml:42:7: error: unknown action 'pussh' [lifeline.schema.unknown-action]
///        42 |       - pussh: { vc: B }
///           |         ^
///       hint: did you mean 'push'?
///
/// The caret sits under the column-th Unicode scalar; tabs in the source line are kept in
/// the padding and wide (CJK, emoji) characters take two spaces, so the caret lines up in a
/// terminal. A long line is shown as a window of ``snippetWidth`` scalars around the
/// column, and a long summary or hint is cut, so a message never quotes a whole file.
public struct DiagnosticFormatter: Sendable {
    /// File path → its text, for the source line under each message.
    public var sources: [String: String]

    /// Scalars of a source line shown around the caret.
    public static let snippetWidth = 120
    /// Scalars of a summary, hint or note line: room for the longest the tool writes (an
    /// attached log's what-to-check hint, about 400 with its scenario's id), which 300 cut
    /// before its conclusion; an input's huge value is still cut.
    public static let messageWidth = 600

    public init(sources: [String: String] = [:]) {
        self.sources = sources
    }

    public func format(_ diagnostic: Diagnostic) -> String {
        var lines: [String: SourceLines] = [:]
        return format(diagnostic, &lines)
    }

    /// Each diagnostic's text, every file indexed once however many point into it.
    public func formatEach(_ diagnostics: [Diagnostic]) -> [String] {
        var lines: [String: SourceLines] = [:]
        return diagnostics.map { format($0, &lines) }
    }

    public func format(_ diagnostics: [Diagnostic]) -> String {
        formatEach(diagnostics).joined(separator: "\n")
    }

    private func format(_ diagnostic: Diagnostic, _ index: inout [String: SourceLines]) -> String {
        var lines: [String] = []
        let place = diagnostic.location.map { VisibleText.escaping("\($0)") + ": " } ?? "lifeline: "
        lines.append("\(place)\(diagnostic.severity.rawValue): \(Self.cut(diagnostic.summary)) [\(diagnostic.id)]")
        if let location = diagnostic.location, let snippet = snippet(at: location, &index) {
            lines.append(contentsOf: snippet)
        }
        if let hint = diagnostic.hint {
            lines.append("    hint: \(Self.cut(hint))")
        }
        lines.append(contentsOf: diagnostic.notes.map { "    \(Self.cut($0))" })
        return lines.joined(separator: "\n")
    }

    private func snippet(at location: SourceLocation, _ index: inout [String: SourceLines]) -> [String]? {
        guard let text = sources[location.file], location.line >= 1 else { return nil }
        if index[location.file] == nil { index[location.file] = SourceLines(text) }
        guard let line = index[location.file]?.line(location.line) else { return nil }
        let window = SnippetWindow(line: line, column: location.column, width: Self.snippetWidth)
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        let padding = window.beforeCaret.map(Self.padding).joined()
        return ["  \(number) | \(window.text)", "  \(gutter) | \(window.caretPrefix)\(padding)^"]
    }

    /// At most ``messageWidth`` scalars, the cut marked with `…`, control characters
    /// escaped (see ``VisibleText``) after the cut, so an escape is never cut in two.
    static func cut(_ text: String) -> String {
        guard text.unicodeScalars.count > messageWidth else { return VisibleText.escaping(text) }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: text.unicodeScalars.prefix(messageWidth))
        return VisibleText.escaping(String(view)) + "…"
    }

    /// What stands for `scalar` before the caret: the tab itself, a space for each
    /// character of an escaped control (`\u{1B}`: six), two spaces for a character
    /// terminals draw two cells wide (CJK, emoji), nothing for a combining mark.
    private static func padding(_ scalar: Unicode.Scalar) -> String {
        if scalar == "\t" { return "\t" }
        if VisibleText.isEscaped(scalar) { return String(repeating: " ", count: VisibleText.escape(scalar).count) }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return ""
        default: break
        }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
        ]
        let isWide = scalar.properties.isEmojiPresentation || wide.contains { $0.contains(scalar.value) }
        return isWide ? "  " : " "
    }
}

/// The part of a long source line shown under a message: `width` scalars around the
/// column, with `…` where the line goes on.
struct SnippetWindow {
    var text: String
    /// The shown scalars before the caret's column.
    var beforeCaret: ArraySlice<Unicode.Scalar>
    /// A space standing for the leading `…`, so the caret still lines up.
    var caretPrefix: String

    /// `line` is a slice of a larger array; offsets here count from its start.
    init(line: ArraySlice<Unicode.Scalar>, column: Int, width: Int) {
        let base = line.startIndex
        let caret = min(max(0, column - 1), line.count)
        guard line.count > width else {
            self.init(line, caret: caret, start: 0, leading: false, trailing: false)
            return
        }
        let start = max(0, min(caret - width / 2, line.count - width))
        let end = min(line.count, start + width)
        self.init(line[(base + start)..<(base + end)], caret: caret, start: start, leading: start > 0, trailing: end < line.count)
    }

    private init(_ shown: ArraySlice<Unicode.Scalar>, caret: Int, start: Int, leading: Bool, trailing: Bool) {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: shown)
        text = (leading ? "…" : "") + VisibleText.escaping(String(view)) + (trailing ? "…" : "")
        beforeCaret = shown.prefix(max(0, caret - start))
        caretPrefix = leading ? " " : ""
    }
}
