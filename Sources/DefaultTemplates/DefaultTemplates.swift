internal import Foundation

/// The templates and assets lifeline is built with, so a site needs no Templates/ folder.
///
/// The data is generated from the repository's `Templates/` by
/// `scripts/generate-default-templates` into `DefaultTemplates+Files.swift`; a test fails
/// when the two differ, so regenerating after a template change is one command.
public enum DefaultTemplates {
    /// Path under the templates folder (`base.mustache`, `assets/site.css`) → bytes.
    public static let files: [String: [UInt8]] = Dictionary(
        uniqueKeysWithValues: encodedFiles.map { ($0.path, $0.contents.bytes) })

    /// Writes every file under `directory`, creating folders as needed; never overwrites
    /// a file that is already there, and returns the paths it wrote.
    public static func export(to directory: String) throws(DefaultTemplatesError) -> [String] {
        let manager = FileManager.default
        let existing = files.keys.sorted().filter { manager.fileExists(atPath: "\(directory)/\($0)") }
        guard existing.isEmpty else {
            throw DefaultTemplatesError(message: "\(directory)/\(existing[0]) already exists", hint: "export into an empty or new directory")
        }
        var written: [String] = []
        for path in files.keys.sorted() {
            let target = "\(directory)/\(path)"
            do {
                try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            } catch {
                throw DefaultTemplatesError(message: "cannot create a directory for \(target): \(error.localizedDescription)")
            }
            guard manager.createFile(atPath: target, contents: Data(files[path]!)) else {
                throw DefaultTemplatesError(message: "cannot write \(target)")
            }
            written.append(target)
        }
        return written
    }

    enum EncodedContents {
        case text(String)
        case base64(String)

        var bytes: [UInt8] {
            switch self {
            case .text(let text): Array(text.utf8)
            case .base64(let encoded): Data(base64Encoded: encoded).map { [UInt8]($0) } ?? []
            }
        }
    }
}

/// The defaults cannot be written out.
public struct DefaultTemplatesError: Error, Sendable {
    public var message: String
    public var hint: String?
}
