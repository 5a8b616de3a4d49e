import ContentLoader
import Diagnostics
import Foundation
import LifecycleModel
import TestSupport
import Testing

/// The result of loading an inline content tree, with diagnostics printed relative to
/// the tree's `Content/` folder so expectations read like the files they test:
///
///     lifecycles/vc.yaml:14:9: unknown action 'pussh' [lifeline.step.unknown-action]
struct LoadedTree {
    var content: LoadedContent
    var diagnostics: [Diagnostic]
    /// The absolute content directory, stripped from paths and messages.
    var root: String

    var catalog: Catalog { content.catalog }

    /// `path:line:col: summary [id]` for each diagnostic, in the order they were reported.
    var messages: [String] {
        diagnostics.map { diagnostic in
            let place = diagnostic.location.map { "\(relative($0.file)):\($0.line):\($0.column): " } ?? ""
            return "\(place)\(relative(diagnostic.summary)) [\(diagnostic.id)]"
        }
    }

    /// The hints, in the same order as `messages`.
    var hints: [String?] { diagnostics.map(\.hint) }

    func relative(_ text: String) -> String {
        text.replacingOccurrences(of: root + "/", with: "")
    }
}

/// The minimal `site.yaml` every tree gets unless the test gives its own.
let minimalSite = "title: Test site\n"

/// Loads `files` (paths under `Content/`); `site.yaml` defaults to `minimalSite`.
func loadTree(_ files: [String: String], bytes: [String: [UInt8]] = [:]) throws -> LoadedTree {
    try withTemporaryDirectory { directory in
        var files = files
        if files["site.yaml"] == nil { files["site.yaml"] = minimalSite }
        let content = directory.appendingPathComponent("Content")
        try FixtureTree.write(files, into: content)
        for (path, data) in bytes {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(data).write(to: url)
        }
        var bag = DiagnosticBag()
        let loaded = try ContentLoader(contentDirectory: content.path).load(diagnostics: &bag)
        return LoadedTree(content: loaded, diagnostics: bag.all, root: content.path)
    }
}

/// Loads a tree holding one lifecycle file, `lifecycles/vc.yaml`.
func loadLifecycle(_ yaml: String) throws -> LoadedTree {
    try loadTree(["lifecycles/vc.yaml": yaml])
}

/// A lifecycle of one scenario, `a`, whose objects are `lines` (indented six spaces), with
/// a `config:` line when one is given: for checks of how objects are declared.
func lifecycleDeclaring(_ lines: String, object: String = "view", config: String? = nil, steps: String = "[launch]") -> String {
    """
    id: vc
    title: T
    object: \(object)
    \(config.map { "config: \($0)\n" } ?? "")scenarios:
      - id: a
        title: A
        objects:
    \(lines)
        steps: \(steps)
    """
}

/// The bundled `Content/` with one mistake made in it: in `path`, `old` (which must occur
/// exactly once) becomes `new`. For the mistakes authors were measured making.
func loadBundledContent(editing path: String, replacing old: String, with new: String) throws -> LoadedTree {
    let bundled = try FixtureTree.read(repositoryRoot().appendingPathComponent("Content"))
    var files = bundled.mapValues { String(decoding: $0, as: UTF8.self) }
    let text = try #require(files[path], "no bundled \(path)")
    try #require(text.components(separatedBy: old).count == 2, "'\(old)' is not once in \(path)")
    files[path] = text.replacingOccurrences(of: old, with: new)
    return try loadTree(files)
}

/// The 1-based line on which `text` (which must occur once) starts in the bundled file
/// `path`, so tests of bundled content follow it as the file grows.
func bundledLine(of text: String, in path: String) throws -> Int {
    let contents = try String(contentsOf: repositoryRoot().appendingPathComponent("Content/\(path)"), encoding: .utf8)
    let before = try #require(contents.components(separatedBy: text).first, "'\(text)' is not in \(path)")
    return before.filter { $0 == "\n" }.count + 1
}
