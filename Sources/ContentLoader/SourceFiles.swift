internal import Diagnostics
internal import FileAccess
internal import YAMLSupport

/// Reads the files the gate let through, once each, remembering their text for the
/// source lines under diagnostics.
struct SourceFiles: Sendable {
    private(set) var texts: [String: String] = [:]

    /// Takes in the texts another reader read (a lifecycle file read on another thread).
    mutating func merge(_ other: SourceFiles) {
        texts.merge(other.texts) { first, _ in first }
    }

    /// The file's bytes within its size limit, or nil after reporting why not.
    func bytes(of file: SourceFile, _ diagnostics: inout DiagnosticBag) -> [UInt8]? {
        do {
            return try FileSystem.readRegularFile(at: file.readPath, limit: file.sizeLimit)
        } catch {
            diagnostics.append(SourceProblemReport.diagnostic(for: error, file: file, area: "content"))
            return nil
        }
    }

    /// The file's text, or nil after reporting unreadable bytes or invalid UTF-8 at its
    /// line and column.
    mutating func readText(_ file: SourceFile, _ diagnostics: inout DiagnosticBag) -> String? {
        if let text = texts[file.path] { return text }
        guard let bytes = bytes(of: file, &diagnostics) else { return nil }
        return text(of: bytes, at: file.path, &diagnostics)
    }

    /// `bytes` as text, remembered under `path`; nil after reporting invalid UTF-8.
    mutating func text(of bytes: [UInt8], at path: String, _ diagnostics: inout DiagnosticBag) -> String? {
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
    mutating func parseYAML(_ file: SourceFile, _ diagnostics: inout DiagnosticBag) -> YAMLNode? {
        guard let bytes = bytes(of: file, &diagnostics) else { return nil }
        return parseYAML(bytes, at: file.path, &diagnostics)
    }

    mutating func parseYAML(_ bytes: [UInt8], at path: String, _ diagnostics: inout DiagnosticBag) -> YAMLNode? {
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
            if let mistake = YAMLMistakes.dashWithoutSpace(in: texts[path] ?? "", path: path)
                ?? YAMLMistakes.itemInsideText(node, in: texts[path] ?? "", path: path)
            {
                diagnostics.append(mistake)
                return nil
            }
            ScalarCharacters.check(node, in: path, &diagnostics)
            return node
        } catch {
            if error.kind == .invalidUTF8 {
                reportInvalidUTF8(error, in: path, &diagnostics)
                return nil
            }
            diagnostics.append(YAMLMistakes.diagnostic(for: error, in: texts[path] ?? "", path: path))
            return nil
        }
    }

    /// One id and hint for a bad byte, in YAML and Markdown files alike.
    private func reportInvalidUTF8(_ error: YAMLError, in path: String, _ diagnostics: inout DiagnosticBag) {
        let location = SourceLocation(file: path, line: error.mark.line, column: error.mark.column)
        diagnostics.error("lifeline.content.utf8", at: location, error.message, hint: "save the file as UTF-8")
    }
}
