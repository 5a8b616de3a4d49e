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

    /// A copy of the bundled content for a test that adds lifecycles, which have no
    /// translations: its site.yaml requires no edition to be complete, and with
    /// `editions: false` names none, for a test whose point is not the editions and which
    /// would build four sites of a larger content.
    static func copyBundledContent(to destination: URL, editions: Bool) throws -> URL {
        let content = try copy(bundledContent, to: destination)
        let settings = content.appendingPathComponent("site.yaml")
        let dropped = editions ? ["require-complete:"] : ["require-complete:", "languages:"]
        let lines = try String(contentsOf: settings, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        try Data(lines.filter { line in !dropped.contains { line.hasPrefix($0) } }.joined(separator: "\n").utf8).write(to: settings)
        guard !editions else { return content }
        // Translations of a site of one language are errors: take them out with it.
        try? FileManager.default.removeItem(at: content.appendingPathComponent("translations"))
        for folder in ["lifecycles", "pages"] {
            let url = content.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.split(separator: ".").count == 3 {
                try FileManager.default.removeItem(at: url.appendingPathComponent(name))
            }
        }
        return content
    }

    /// `directory/Content`: the bundled content in its own language only, for a test
    /// whose point is not the editions. Its build takes a third of the four editions'
    /// time, and a dozen such tests made the suite minutes longer.
    static func oneEditionContent(in directory: URL) throws -> URL {
        try copyBundledContent(to: directory.appendingPathComponent("Content"), editions: false)
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
