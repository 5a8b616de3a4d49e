internal import Foundation
internal import Diagnostics
internal import JSON

/// How `check --format` prints problems: for people (`text`), for tools (`json`, one
/// object on standard output), or for GitHub Actions (`github`, workflow commands that
/// annotate the file and line in a pull request).
enum DiagnosticOutput: String, CaseIterable {
    case text, json, github

    static func parse(_ value: String?, command: String) throws(UsageError) -> DiagnosticOutput {
        guard let value else { return .text }
        guard let format = DiagnosticOutput(rawValue: value) else {
            throw UsageError(
                "--format must be text, json or github, not '\(value)'", command: command,
                hint: Suggestion.hint(for: value, in: allCases.map(\.rawValue)))
        }
        return format
    }

    /// `{"diagnostics": [...], "errorCount": 1, "warningCount": 0}`; each diagnostic has
    /// severity, id, file, line, column (null without a location), summary, hint, notes.
    ///
    /// Control characters from the content are in their visible form (`\u{1B}`, see
    /// `VisibleText`), as the text output prints them: JSON's own `\u001b` would give a
    /// tool back the raw character, for it to print on.
    static func json(_ diagnostics: [Diagnostic]) -> String {
        let list: [JSONValue] = diagnostics.map(\.visible).map { diagnostic in
            .object([
                ("severity", .string(diagnostic.severity.rawValue)),
                ("id", .string(diagnostic.id)),
                ("file", diagnostic.location.map { .string($0.file) } ?? .null),
                ("line", diagnostic.location.map { .integer($0.line) } ?? .null),
                ("column", diagnostic.location.map { .integer($0.column) } ?? .null),
                ("summary", .string(diagnostic.summary)),
                ("hint", diagnostic.hint.map(JSONValue.string) ?? .null),
                ("notes", .array(diagnostic.notes.map(JSONValue.string))),
            ])
        }
        return JSONValue.object([
            ("diagnostics", .array(list)),
            ("errorCount", .integer(diagnostics.count { $0.severity == .error })),
            ("warningCount", .integer(diagnostics.count { $0.severity == .warning })),
        ]).rendered()
    }

    /// `::error file=F,line=L,col=C,title=ID::summary`, the hint and notes on further
    /// lines of the message, escaped as the workflow-command syntax requires; control
    /// characters from the content in their visible form, as the log shows escapes.
    static func github(_ diagnostic: Diagnostic) -> String {
        let diagnostic = diagnostic.visible
        var properties: [String] = []
        if let location = diagnostic.location {
            properties += ["file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)"]
        }
        properties.append("title=\(property(diagnostic.id))")
        let message = ([diagnostic.summary] + (diagnostic.hint.map { ["hint: \($0)"] } ?? []) + diagnostic.notes).joined(separator: "\n")
        // Workflow commands know error, warning and notice.
        let command = diagnostic.severity == .info ? "notice" : diagnostic.severity.rawValue
        return "::\(command) \(properties.joined(separator: ","))::\(data(message))"
    }

    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

extension Diagnostic {
    /// With control characters in every text shown as escapes (see `VisibleText`).
    fileprivate var visible: Diagnostic {
        var shown = self
        shown.location?.file = VisibleText.escaping(location?.file ?? "")
        shown.summary = VisibleText.escaping(summary)
        shown.hint = hint.map(VisibleText.escaping)
        shown.notes = notes.map(VisibleText.escaping)
        return shown
    }
}

extension CLI {
    /// `report` in the chosen format; the exit status is the same in all three.
    func report(_ diagnostics: DiagnosticBag, sources: [String: String], success: String, format: DiagnosticOutput) -> ExitStatus {
        switch format {
        case .text:
            return report(diagnostics, sources: sources, success: success)
        case .json:
            console.out(DiagnosticOutput.json(diagnostics.sorted))
        case .github:
            diagnostics.sorted.map(DiagnosticOutput.github).forEach(console.out)
            if diagnostics.hasErrors { console.err("\(diagnostics.errorCount) error\(diagnostics.errorCount == 1 ? "" : "s") found.") }
        }
        return diagnostics.hasErrors ? .failure : .success
    }
}
