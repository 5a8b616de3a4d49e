import Foundation
import SiteBuilder
import TestSupport

/// Runs the real pipeline (cmark-gfm, libgvc) the way `lifeline build` does.
enum Builds {
    static var bundledContent: URL { repositoryRoot().appendingPathComponent("Content") }
    static var bundledTemplates: URL { repositoryRoot().appendingPathComponent("Templates") }

    static func run(
        content: URL = bundledContent, templates: URL = bundledTemplates, output: URL, checkOnly: Bool = false,
        threads: Int = BuildOptions.defaultThreads
    ) throws -> SiteBuilder.Outcome {
        try SiteBuilder(
            options: BuildOptions(
                contentDirectory: content.path, templatesDirectory: templates.path,
                outputDirectory: output.path, checkOnly: checkOnly, threads: threads
            )
        ).run()
    }

    /// A copy of a directory to edit, so the repository's own files are never touched.
    static func copy(_ source: URL, to destination: URL) throws -> URL {
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: destination)
        return destination
    }

    /// Replaces `old` with `new` in a file, which must contain `old` exactly once.
    static func edit(_ file: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        guard text.components(separatedBy: old).count == 2 else {
            throw EditError(description: "'\(old)' is not in \(file.path) exactly once")
        }
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    struct EditError: Error, CustomStringConvertible {
        var description: String
    }

    /// The HTML pages of a built site, path → text.
    static func pages(in directory: URL) throws -> [String: String] {
        try FixtureTree.read(directory).filter { $0.key.hasSuffix(".html") }
            .mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file of a built site as text, for the link checker.
    static func texts(in directory: URL) throws -> [String: String] {
        try FixtureTree.read(directory).mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// Names in a directory, hidden ones included, to spot staging leftovers.
    static func entries(of directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}
