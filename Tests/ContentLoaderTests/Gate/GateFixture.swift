import ContentLoader
import Diagnostics
import Foundation
import TestSupport

/// A content tree with links, FIFOs and files outside it, loaded through the real gate.
///
/// `outside/secret.txt` sits next to `Content/` and holds ``secret``: no message and no
/// source text of a load may ever contain it.
struct GateFixture {
    static let secret = "SECRET-7c1e-do-not-publish"

    let directory: URL
    var content: URL { directory.appendingPathComponent("Content") }
    var outside: URL { directory.appendingPathComponent("outside") }
    var secretFile: URL { outside.appendingPathComponent("secret.txt") }

    /// Runs `body` with a fresh tree holding `files` (site.yaml defaults to a title).
    static func with<T>(_ files: [String: String], _ body: (GateFixture) throws -> T) throws -> T {
        try withTemporaryDirectory { directory in
            let fixture = GateFixture(directory: directory)
            var files = files
            if files["site.yaml"] == nil { files["site.yaml"] = "title: Test site\n" }
            try FixtureTree.write(files, into: fixture.content)
            try FixtureTree.write(["secret.txt": secret + "\n", "dir/page.md": "# " + secret + "\n"], into: fixture.outside)
            return try body(fixture)
        }
    }

    /// `Content/PATH` made a symbolic link to `target` (relative targets stay relative).
    func link(_ path: String, to target: String) throws {
        let url = content.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    func fifo(_ path: String) throws {
        let url = content.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard mkfifo(url.path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    struct Loaded {
        var content: LoadedContent
        var diagnostics: [Diagnostic]
        /// `path: summary [id]`, paths relative to `Content/`.
        var messages: [String]
        var ids: [String] { diagnostics.map(\.id) }
        /// Everything a user could see: messages, hints, and the text kept for snippets.
        var everythingShown: String
    }

    func load() throws -> Loaded {
        var bag = DiagnosticBag()
        let loaded = try ContentLoader(contentDirectory: content.path).load(diagnostics: &bag)
        let root = content.path + "/"
        let messages = bag.all.map { diagnostic in
            let place = diagnostic.location.map { "\($0.file.replacingOccurrences(of: root, with: "")): " } ?? ""
            return place + diagnostic.summary.replacingOccurrences(of: root, with: "") + " [\(diagnostic.id)]"
        }
        let shown =
            DiagnosticFormatter(sources: loaded.sources).format(bag.sorted) + bag.all.compactMap(\.hint).joined()
            + loaded.sources.values.joined()
        return Loaded(content: loaded, diagnostics: bag.all, messages: messages, everythingShown: shown)
    }
}
