import Foundation
import TestSupport
import Testing

/// Graphviz runs in-process through libgvc: the built `lifeline` binary makes its
/// diagrams with no `dot` executable reachable.
@Suite struct NoDotProcessTests {
    /// No `PATH` to find `dot` on; the loader's and the sanitizers' settings pass through,
    /// so the test also holds for a build against another libgvc or under AddressSanitizer.
    static var environment: [String: String] {
        let passed = ["LD_LIBRARY_PATH", "DYLD_LIBRARY_PATH", "ASAN_OPTIONS", "LSAN_OPTIONS"]
        var environment = ["PATH": "/nonexistent", "LANG": "C.UTF-8"]
        for name in passed { environment[name] = ProcessInfo.processInfo.environment[name] }
        return environment
    }

    /// The `lifeline` executable SwiftPM built next to this test bundle.
    static var binary: URL? {
        let starts = [Bundle.main.executableURL, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
        for start in starts.compactMap({ $0 }) {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("lifeline")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory.deleteLastPathComponent()
            }
        }
        return nil
    }

    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func noDotIsReachableWithThisEnvironment() throws {
        let result = try Self.run(URL(fileURLWithPath: "/usr/bin/env"), ["dot", "-V"])
        #expect(result.status != 0, "\(result.output)")
    }

    @Test func builtBinaryDrawsDiagramsWithoutDot() throws {
        let binary = try #require(Self.binary, "the lifeline executable was not found beside the test bundle")
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            let result = try Self.run(
                binary,
                [
                    "build", "--content", Builds.bundledContent.path, "--templates", Builds.bundledTemplates.path,
                    "--output", site.path,
                ])
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("Wrote "))
            let page = try #require(try Builds.pages(in: site)["view-controller/index.html"])
            let svg = try #require(SVGDocument.elements(in: page).first)
            #expect(try SVGDocument(svg).classes["state-not-loaded"] == "node state initial")
        }
    }
}
