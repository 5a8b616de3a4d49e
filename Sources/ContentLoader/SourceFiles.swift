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
        guard let text = String(validating: bytes, as: UTF8.self) else {
            // Shown under the message with U+FFFD where the bad byte was, so the caret
            // still points at it.
            texts[path] = String(decoding: bytes, as: UTF8.self)
            let (line, column, byte) = Self.firstInvalidUTF8(in: bytes)
            diagnostics.error("lifeline.content.utf8", at: SourceLocation(file: path, line: line, column: column),
                              "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))",
                              hint: "save the file as UTF-8")
            return nil
        }
        texts[path] = text
        return text
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
                diagnostics.error("lifeline.yaml.empty", at: .start(of: path), "the file is empty",
                                  hint: isSite ? "site.yaml needs at least 'title: …'"
                                               : "a lifecycle file needs at least id, title, object and steps of its scenarios")
                return nil
            }
            return node
        } catch {
            let location = SourceLocation(file: path, line: error.mark.line, column: error.mark.column)
            if error.kind == .invalidUTF8 {  // the same id and hint as for a Markdown file
                diagnostics.error("lifeline.content.utf8", at: location, error.message, hint: "save the file as UTF-8")
                return nil
            }
            diagnostics.error("lifeline.yaml.syntax", at: location, error.message,
                              hint: error.context.map { "\($0.message) (line \($0.mark.line))" })
            return nil
        }
    }

    /// Where the first byte that breaks UTF-8 sits, in lines and Unicode scalars.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> (line: Int, column: Int, byte: UInt8) {
        var line = 1, column = 1, index = 0
        while index < bytes.count {
            let length = scalarLength(bytes, at: index)
            guard length > 0 else { return (line, column, bytes[index]) }
            if bytes[index] == 0x0A { line += 1; column = 1 } else { column += 1 }
            index += length
        }
        return (line, column, 0)
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or 0.
    private static func scalarLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0
        guard length > 0, index + length <= bytes.count else { return 0 }
        let slice = Array(bytes[index..<index + length])
        return String(validating: slice, as: UTF8.self) == nil ? 0 : length
    }
}
