import Foundation
import GraphvizSupport
import SiteBuilder
import SiteRenderer
import TestSupport
import Testing

/// Rendering on several threads changes nothing in the output, and reusing one layout for
/// every page that shows a diagram gives the bytes Graphviz would write for each page.
@Suite struct ParallelBuildTests {
    /// The bundled content with each lifecycle twice more under another id, so the
    /// threads have many lifecycles to share out and finish in varying order (one edition:
    /// the threads share out the pages the same way in each).
    static func largerContent(in directory: URL) throws -> URL {
        let content = try Builds.copyBundledContent(to: directory.appendingPathComponent("Content"), editions: false)
        let lifecycles = content.appendingPathComponent("lifecycles")
        for name in try FileManager.default.contentsOfDirectory(atPath: lifecycles.path) where name.hasSuffix(".yaml") {
            let id = String(name.dropLast(5))
            let text = try String(contentsOf: lifecycles.appendingPathComponent(name), encoding: .utf8)
            for copy in 2...3 {
                let renamed = text.replacingOccurrences(of: "\nid: \(id)\n", with: "\nid: \(id)-\(copy)\n")
                let prefixed = renamed.hasPrefix("id: \(id)\n") ? "id: \(id)-\(copy)\n" + renamed.dropFirst("id: \(id)\n".count) : renamed
                try Data(prefixed.utf8).write(to: lifecycles.appendingPathComponent("\(id)-\(copy).yaml"))
            }
        }
        return content
    }

    @Test func oneThreadAndFourThreadsWriteTheSameBytes() throws {
        try withTemporaryDirectory { directory in
            let content = try Self.largerContent(in: directory)
            let serial = directory.appendingPathComponent("serial")
            let parallel = directory.appendingPathComponent("parallel")
            let first = try Builds.run(content: content, output: serial, threads: 1)
            let second = try Builds.run(content: content, output: parallel, threads: 4)
            #expect(first.diagnostics.all.map(\.summary) == [])
            #expect(second.diagnostics.all.map(\.summary) == [])
            let a = try FixtureTree.read(serial), b = try FixtureTree.read(parallel)
            #expect(a.keys.filter { $0.hasPrefix("view-controller-3/") }.count > 20)
            #expect(a.keys.sorted() == b.keys.sorted())
            #expect(a.keys.filter { a[$0] != b[$0] }.sorted() == [])
        }
    }

    /// Diagnostics come back in the same order whatever the number of threads.
    @Test func diagnosticsKeepTheirOrderOnAnyNumberOfThreads() throws {
        try withTemporaryDirectory { directory in
            let content = try Self.largerContent(in: directory)
            let templates = try Builds.copy(Builds.bundledTemplates, to: directory.appendingPathComponent("Templates"))
            // A partial that includes itself fails on every lifecycle page.
            try Data("{{> references}}".utf8)
                .write(to: templates.appendingPathComponent("references.mustache"))
            let serial = try Builds.run(content: content, templates: templates, output: directory.appendingPathComponent("a"), threads: 1)
            let parallel = try Builds.run(content: content, templates: templates, output: directory.appendingPathComponent("b"), threads: 3)
            let lifecycles = try FileManager.default.contentsOfDirectory(atPath: content.appendingPathComponent("lifecycles").path)
                .filter { $0.hasSuffix(".yaml") }.count
            #expect(serial.diagnostics.all.count == lifecycles, "one error on each lifecycle page")
            #expect(serial.diagnostics.all == parallel.diagnostics.all)
        }
    }

    /// Scenarios are simulated and models explored on several threads: the engine's
    /// errors still come in catalog order, the same as on one thread.
    @Test func validationErrorsKeepTheirOrderOnAnyNumberOfThreads() throws {
        try withTemporaryDirectory { directory in
            let content = try Self.largerContent(in: directory)
            for copy in ["app-2", "app-3"] {
                try Builds.edit(
                    content.appendingPathComponent("lifecycles/\(copy).yaml"),
                    replacing:
                        "    expect:\n      - app.applicationWillResignActive\n      - app.applicationDidEnterBackground\n      - app.applicationWillEnterForeground",
                    with:
                        "    expect:\n      - app.applicationDidEnterBackground\n      - app.applicationWillResignActive\n      - app.applicationWillEnterForeground"
                )
            }
            let serial = try Builds.run(content: content, output: directory.appendingPathComponent("a"), checkOnly: true, threads: 1)
            let parallel = try Builds.run(content: content, output: directory.appendingPathComponent("b"), checkOnly: true, threads: 4)
            let files = serial.diagnostics.all.compactMap { $0.location?.file }
            #expect(files.contains { $0.hasSuffix("app-2.yaml") } && files.contains { $0.hasSuffix("app-3.yaml") })
            #expect(serial.diagnostics.all == parallel.diagnostics.all)
        }
    }
}
