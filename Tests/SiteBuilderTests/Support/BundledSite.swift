import Foundation
import SiteBuilder
import TestSupport

/// The bundled site, built once per test process for the tests that only read what it
/// wrote: with its translated editions it is four sites, and a build for each such test
/// would cost most of the suite's time. Tests that edit, rebuild or compare builds make
/// their own (``Builds``).
enum BundledSite {
    /// Every file of the built site, path → bytes, and what the build reported.
    static let built: Result<(files: [String: Data], outcome: SiteBuilder.Outcome), any Error> = Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-bundled-site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try Builds.run(output: directory.appendingPathComponent("site"))
        return (try FixtureTree.read(directory.appendingPathComponent("site")), outcome)
    }

    /// What the build reported.
    static func outcome() throws -> SiteBuilder.Outcome { try built.get().outcome }

    /// Every file of the site.
    static func files() throws -> [String: Data] { try built.get().files }

    /// Every file of the site as text, for the link checker.
    static func texts() throws -> [String: String] {
        try files().mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// The HTML pages of every edition, path → text.
    static func allPages() throws -> [String: String] {
        try files().filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// The pages of the default edition: those outside the other editions' folders.
    static func pages() throws -> [String: String] {
        let folders = Set(try editions())
        return try allPages().filter { path, _ in !folders.contains(String(path.prefix { $0 != "/" })) }
    }

    /// The other editions' folders, from the bundled site.yaml's `languages:`.
    static func editions() throws -> [String] {
        let settings = try String(contentsOf: Builds.bundledContent.appendingPathComponent("site.yaml"), encoding: .utf8)
        guard let line = settings.split(separator: "\n").first(where: { $0.hasPrefix("languages:") }) else { return [] }
        return line.dropFirst("languages:".count).filter { !"[] ".contains($0) }.split(separator: ",").map(String.init)
    }
}
