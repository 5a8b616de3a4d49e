public import Diagnostics
public import LifecycleModel
internal import FileAccess

/// A log given to `lifeline trace-check`: console output as copied, or a file in the
/// format of `Content/evidence/` (a `---` header, then the lines), whose header says how to
/// read it (`map`, `instrumented`, `pairs`, `calls`). Title, url and action may be left
/// out here: they are what the site shows, and trace-check shows none of it.
public struct LoadedTraceLog: Sendable {
    /// The header, or nil when the log has none.
    public var header: EvidenceLog?
    /// The lines after the header (the whole text when there is none).
    public var body: String
    /// The file's line number of the body's first line.
    public var bodyStartLine: Int
    /// Mistakes in the header, at the file's line and column.
    public var diagnostics: DiagnosticBag
}

extension ContentLoader {
    /// A first line `---` starts a header only when a later `---` ends it and a line between
    /// them is a key of a recorded log's header: a log may print `---` as a separator, and
    /// `B: viewDidLoad` between two of them is a log line, not YAML. A `---` followed by a
    /// header's key and never closed is a header missing its end, not log lines.
    public static func traceLog(_ text: String, path: String) -> LoadedTraceLog {
        var diagnostics = DiagnosticBag()
        let plain = LoadedTraceLog(header: nil, body: text, bodyStartLine: 1, diagnostics: diagnostics)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let isFence = EvidenceLogReader.isFence
        if lines.first.map(isFence) == true, lines.count > 1, isHeaderKey(lines[1]), !lines.dropFirst().contains(where: isFence) {
            diagnostics.error(
                "lifeline.evidence.header", at: .start(of: path), "the log's header starts here and has no closing '---'",
                hint: "end the header with a line of ---, before the first log line")
            return LoadedTraceLog(header: nil, body: "", bodyStartLine: 1, diagnostics: diagnostics)
        }
        guard lines.first.map(isFence) == true, let end = lines.dropFirst().firstIndex(where: isFence),
            lines[1..<end].contains(where: isHeaderKey)
        else { return plain }
        let name = Paths.lastComponent(of: path)
        let reader = EvidenceLogReader(path: path, id: name.hasSuffix(".log") ? String(name.dropLast(4)) : name, isEvidence: false)
        let header = reader.log(from: text, &diagnostics)
        return LoadedTraceLog(
            header: header, body: lines[(end + 1)...].joined(separator: "\n"), bodyStartLine: end + 2, diagnostics: diagnostics)
    }
}

private extension ContentLoader {
    static let headerKeys = [
        "title", "url", "author", "published", "ios", "device", "animated", "action", "excerpt", "map", "instrumented", "pairs",
        "calls",
    ]

    static func isHeaderKey(_ line: Substring) -> Bool {
        headerKeys.contains { line.hasPrefix($0 + ":") }
    }
}
