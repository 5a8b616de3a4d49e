internal import Diagnostics
internal import Foundation
internal import YAMLSupport

/// Reads input files once, remembering their text for diagnostics.
struct SourceFiles {
    private(set) var texts: [String: String] = [:]

    /// The file's text, or nil after reporting unreadable bytes or invalid UTF-8 at its
    /// line and column.
    mutating func readText(at path: String, _ diagnostics: inout DiagnosticBag) -> String? {
        if let text = texts[path] { return text }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        // Shown under a message with U+FFFD where a bad byte was, so the caret still points at it.
        texts[path] = String(decoding: bytes, as: UTF8.self)
        do {
            try YAMLParser.validateUTF8(bytes)
        } catch {
            reportInvalidUTF8(error, in: path, &diagnostics)
            return nil
        }
        return texts[path]
    }

    /// Parses a YAML file into its single document, reporting syntax errors and empty files.
    mutating func parseYAML(at path: String, _ diagnostics: inout DiagnosticBag) -> YAMLNode? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.error("lifeline.content.unreadable", at: .start(of: path), "cannot read \(path)")
            return nil
        }
        let bytes = [UInt8](data)
        texts[path] = String(decoding: bytes, as: UTF8.self)
        do {
            guard let node = try YAMLParser.parse(bytes) else {
                let isSite = path.hasSuffix("/site.yaml") || path == "site.yaml"
                diagnostics.error(
                    "lifeline.yaml.empty", at: .start(of: path), "the file is empty",
                    hint: isSite
                        ? "site.yaml needs at least 'title: …'"
                        : "a lifecycle file needs at least id, title, object and steps of its scenarios")
                return nil
            }
            return node
        } catch {
            if error.kind == .invalidUTF8 {
                reportInvalidUTF8(error, in: path, &diagnostics)
                return nil
            }
            let location = SourceLocation(file: path, line: error.mark.line, column: error.mark.column)
            diagnostics.error(
                "lifeline.yaml.syntax", at: location, error.message,
                hint: error.context.map { "\($0.message) (line \($0.mark.line))" })
            return nil
        }
    }

    /// One id and hint for a bad byte, in YAML and Markdown files alike.
    private func reportInvalidUTF8(_ error: YAMLError, in path: String, _ diagnostics: inout DiagnosticBag) {
        let location = SourceLocation(file: path, line: error.mark.line, column: error.mark.column)
        diagnostics.error("lifeline.content.utf8", at: location, error.message, hint: "save the file as UTF-8")
    }
}
