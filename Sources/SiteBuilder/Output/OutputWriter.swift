internal import Foundation
internal import SiteRenderer

/// The only code that writes the site.
///
/// It writes the whole site into a temporary sibling (`site.staging-PID`) and swaps it
/// in with renames only when every file is written, so a failed or interrupted build
/// leaves the previous `site/` exactly as it was.
struct OutputWriter {
    let outputDirectory: String

    func write(_ files: [OutputFile]) throws(BuildError) {
        try refuseDangerousTarget()
        let manager = FileManager.default
        let parent = (outputDirectory as NSString).deletingLastPathComponent
        let name = (outputDirectory as NSString).lastPathComponent
        let suffix = "\(ProcessInfo.processInfo.processIdentifier)"
        let staging = (parent.isEmpty ? "" : parent + "/") + ".\(name).staging-\(suffix)"
        let previous = (parent.isEmpty ? "" : parent + "/") + ".\(name).previous-\(suffix)"
        try? manager.removeItem(atPath: staging)
        do {
            if !parent.isEmpty { try manager.createDirectory(atPath: parent, withIntermediateDirectories: true) }
            try manager.createDirectory(atPath: staging, withIntermediateDirectories: true)
            for file in files {
                let path = "\(staging)/\(file.path)"
                try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                guard manager.createFile(atPath: path, contents: Data(file.bytes)) else {
                    throw BuildError(message: "cannot write \(outputDirectory)/\(file.path)")
                }
            }
        } catch {
            try? manager.removeItem(atPath: staging)
            throw error as? BuildError ?? BuildError(message: "cannot write the site: \(error.localizedDescription)")
        }
        do {
            let hadPrevious = manager.fileExists(atPath: outputDirectory)
            if hadPrevious { try manager.moveItem(atPath: outputDirectory, toPath: previous) }
            do {
                try manager.moveItem(atPath: staging, toPath: outputDirectory)
            } catch {
                if hadPrevious { try? manager.moveItem(atPath: previous, toPath: outputDirectory) }
                throw error
            }
            if hadPrevious { try? manager.removeItem(atPath: previous) }
        } catch {
            try? manager.removeItem(atPath: staging)
            throw BuildError(message: "cannot replace \(outputDirectory): \(error.localizedDescription)")
        }
    }

    /// Replacing a directory wholesale is only safe for a directory that is the site:
    /// one that does not exist yet, is empty, or holds the marker a previous build wrote.
    /// Never the file-system root, the working or home directory, or a directory that
    /// holds the content or the templates.
    func refuseDangerousTarget(protecting inputs: [String] = []) throws(BuildError) {
        let manager = FileManager.default
        let resolved = URL(fileURLWithPath: outputDirectory).standardizedFileURL.path
        let forbidden = [
            "/", URL(fileURLWithPath: manager.currentDirectoryPath).standardizedFileURL.path,
            manager.homeDirectoryForCurrentUser.standardizedFileURL.path,
        ]
        let hint = "pass an output directory of its own, such as --output site"
        if forbidden.contains(resolved) || outputDirectory.isEmpty {
            throw BuildError(message: "refusing to replace '\(outputDirectory)' with the site", hint: hint)
        }
        for input in inputs {
            let path = URL(fileURLWithPath: input).standardizedFileURL.path
            if path == resolved || path.hasPrefix(resolved + "/") {
                throw BuildError(message: "refusing to replace '\(outputDirectory)': it holds '\(input)'", hint: hint)
            }
        }
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: outputDirectory, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw BuildError(message: "'\(outputDirectory)' is a file, not a directory", hint: hint)
        }
        let entries = (try? manager.contentsOfDirectory(atPath: outputDirectory)) ?? []
        guard entries.isEmpty || entries.contains(SiteMarker.fileName) else {
            throw BuildError(
                message: "refusing to replace '\(outputDirectory)': it was not written by lifeline build (no \(SiteMarker.fileName) in it)",
                hint: "lifeline replaces its output directory as a whole; remove the directory or choose another --output"
            )
        }
    }
}

/// The build cannot go on for a reason that is not in the content (the disk, the
/// arguments).
public struct BuildError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var hint: String?

    public init(message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    public var description: String { message }
}
