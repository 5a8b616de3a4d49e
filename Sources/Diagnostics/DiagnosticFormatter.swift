/// Prints diagnostics the way compilers do, so editors and CI annotate the right line:
///
///     Content/lifecycles/vc.yaml:42:7: error: unknown action 'pussh' [lifeline.schema.unknown-action]
///        42 |       - pussh: { vc: B }
///           |         ^
///       hint: did you mean 'push'?
///
/// The caret sits under the column-th Unicode scalar; tabs in the source line are kept in
/// the padding so the caret lines up in a terminal.
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
        guard let text = sources[location.file], location.line >= 1 else { return nil }
        let sourceLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line <= sourceLines.count else { return nil }
        let line = String(sourceLines[location.line - 1]).trimmingTrailingCarriageReturn
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        let padding = line.unicodeScalars.prefix(max(0, location.column - 1))
            .map { $0 == "\t" ? "\t" : " " }.joined()
        return ["  \(number) | \(line)", "  \(gutter) | \(padding)^"]
    }
}

private extension String {
    var trimmingTrailingCarriageReturn: String {
        hasSuffix("\r") ? String(dropLast()) : self
    }
}
