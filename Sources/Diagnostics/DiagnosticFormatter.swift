/// Prints diagnostics the way compilers do, so editors and CI annotate the right line:
///
///     Content/lifecycles/vc.yaml:42:7: error: unknown action 'pussh' [lifeline.schema.unknown-action]
///        42 |       - pussh: { vc: B }
///           |         ^
///       hint: did you mean 'push'?
///
/// The caret sits under the column-th Unicode scalar; tabs in the source line are kept in
/// the padding and wide (CJK, emoji) characters take two spaces, so the caret lines up in a
/// terminal.
public struct DiagnosticFormatter: Sendable {
    /// File path → its text, for the source line under each message.
    public var sources: [String: String]

    public init(sources: [String: String] = [:]) {
        self.sources = sources
    }

    public func format(_ diagnostic: Diagnostic) -> String {
        var lines: [String] = []
        let place = diagnostic.location.map { "\($0): " } ?? "lifeline: "
        lines.append("\(place)\(diagnostic.severity.rawValue): \(diagnostic.summary) [\(diagnostic.id)]")
        if let location = diagnostic.location, let snippet = snippet(at: location) {
            lines.append(contentsOf: snippet)
        }
        if let hint = diagnostic.hint {
            lines.append("    hint: \(hint)")
        }
        lines.append(contentsOf: diagnostic.notes.map { "    \($0)" })
        return lines.joined(separator: "\n")
    }

    public func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(format).joined(separator: "\n")
    }

    private func snippet(at location: SourceLocation) -> [String]? {
        guard let text = sources[location.file], location.line >= 1,
            let line = Self.line(location.line, of: text)
        else { return nil }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        let padding = line.unicodeScalars.prefix(max(0, location.column - 1)).map(Self.padding).joined()
        return ["  \(number) | \(line)", "  \(gutter) | \(padding)^"]
    }

    /// The text of 1-based line `number`, broken where libyaml breaks lines (LF, CR LF, a
    /// lone CR, NEL, LS, PS) so the line shown is the line the position counts in.
    private static func line(_ number: Int, of text: String) -> String? {
        let scalars = text.unicodeScalars
        var current = 1
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) else {
                index = scalars.index(after: index)
                continue
            }
            if current == number { return String(scalars[start..<index]) }
            index = scalars.index(after: index)
            if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { index = scalars.index(after: index) }
            current += 1
            start = index
        }
        return current == number ? String(scalars[start...]) : nil
    }

    /// What stands for `scalar` before the caret: the tab itself, two spaces for a
    /// character terminals draw two cells wide (CJK, emoji), nothing for a combining mark.
    private static func padding(_ scalar: Unicode.Scalar) -> String {
        if scalar == "\t" { return "\t" }
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
