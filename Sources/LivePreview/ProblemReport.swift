internal import Diagnostics

/// A build's problems, as the page shows them: the same text as the terminal and as
/// `check` (compiler-style `file:line:col`, source line and caret), escaped for HTML.
/// A failed build's go in the overlay (`overlayHTML`); a good build's warnings in a
/// panel that blocks nothing (`WarningPanel`).
public struct ProblemReport: Sendable, Equatable {
    public var errorCount: Int
    public var warningCount: Int
    /// Plain text, one diagnostic after the other.
    public var text: String

    public init(_ build: PreviewBuild) {
        let formatter = DiagnosticFormatter(sources: build.sources)
        let sorted = build.diagnostics.sorted
        errorCount = build.diagnostics.errorCount
        warningCount = sorted.count { $0.severity == .warning }
        text = formatter.formatEach(sorted).joined(separator: "\n")
    }

    /// The overlay element. Everything from the content is escaped, so a diagnostic that
    /// quotes `<script>` from a YAML file shows it as text.
    var overlayHTML: String {
        let heading = "Build failed: \(errorCount) error\(errorCount == 1 ? "" : "s"). The last good build is still shown."
        return """
            <div id="lifeline-problems" role="alert" style="position:fixed;inset:auto 1rem 1rem 1rem;max-height:60vh;overflow:auto;\
            z-index:2147483647;background:#1e1e1e;color:#f3f3f3;border:2px solid #e5484d;border-radius:8px;padding:1rem;\
            font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;box-shadow:0 8px 32px rgba(0,0,0,.4)">\
            <button type="button" onclick="this.parentNode.remove()" aria-label="Close" style="float:right;background:none;\
            border:0;color:inherit;font-size:1.2rem;cursor:pointer">×</button>\
            <strong style="color:#ff8589">\(Self.escape(heading))</strong>\
            <pre style="margin:.75rem 0 0;padding:0;border:0;background:none;color:#f3f3f3;font:inherit;white-space:pre-wrap">\(Self.escape(text))</pre></div>
            """
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
