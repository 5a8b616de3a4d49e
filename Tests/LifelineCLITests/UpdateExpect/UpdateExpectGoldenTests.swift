import Foundation
import LifelineCLI
import TestSupport
import Testing

/// `update-expect` on golden files: each `NAME.before.yaml`, updated, must be
/// `NAME.after.yaml` byte for byte. Re-record an `after` file only after reading its diff.
@Suite struct UpdateExpectGoldenTests {
    static let golden = repositoryRoot().appendingPathComponent("Tests/LifelineCLITests/UpdateExpect/Golden")

    static func bytes(_ name: String) throws -> Data {
        try Data(contentsOf: golden.appendingPathComponent(name))
    }

    /// Runs `update-expect` on a copy of `NAME.before.yaml` and returns the copy's bytes.
    static func update(
        _ name: String, _ scenarios: [String] = [], in directory: URL
    ) throws -> (status: CLI.ExitStatus, console: RecordingConsole, bytes: Data, path: String) {
        let path = directory.appendingPathComponent("\(name).yaml").path
        try bytes("\(name).before.yaml").write(to: URL(fileURLWithPath: path))
        let (status, console) = lifeline(["update-expect", path] + scenarios)
        return (status, console, try Data(contentsOf: URL(fileURLWithPath: path)), path)
    }

    @Test(arguments: [
        // A block list in the wrong order; a flow list elsewhere that already agrees stays.
        ("block-list", ["push: expect rewritten (4 calls)", "show: expect already matches the engine"]),
        ("flow-list", ["show: expect rewritten (6 calls)"]),
        // After only; after steps at the end of the file.
        ("no-expect", ["show: expect rewritten (3 calls)", "dealloc: expect rewritten (11 calls)"]),
        ("crlf", ["show: expect rewritten (3 calls)", "again: expect rewritten (3 calls)"]),
    ])
    func everyScenarioOfTheFile(_ name: String, _ summary: [String]) throws {
        try withTemporaryDirectory { directory in
            let result = try Self.update(name, in: directory)
            #expect(result.status == .success, "\(result.console.stderr)")
            #expect(result.bytes == (try Self.bytes("\(name).after.yaml")))
            #expect(result.console.outLines == summary)
            #expect(result.console.errLines == [])
        }
    }

    /// The scenario the engine refuses is reported at its step and keeps its expect; the
    /// other one is still rewritten, and the command fails.
    @Test func aScenarioWithAnEngineErrorIsLeftAsItWas() throws {
        try withTemporaryDirectory { directory in
            let result = try Self.update("engine-error", in: directory)
            #expect(result.status == .failure)
            #expect(result.bytes == (try Self.bytes("engine-error.after.yaml")))
            #expect(
                result.console.errLines == [
                    """
                    \(result.path):16:9: error: show replaces 'A', which is presenting 'B' [lifeline.engine.illegal-step]
                      16 |       - show: { root: C }
                         |         ^
                        hint: dismiss 'B' first; replacing a root that presents is not modelled
                    """,
                    "1 error found.",
                ])
            #expect(
                result.console.outLines == [
                    "replace-presenting: left as it was (see the errors above)", "show: expect rewritten (3 calls)",
                ])
        }
    }

    /// For every choice of scenarios, each named one reads as in `named.after.yaml` (all
    /// three updated) and every other one, and the lines before them, as in
    /// `named.before.yaml`.
    @Test(arguments: [
        ["first"], ["second"], ["third"], ["first", "second"], ["first", "third"], ["second", "third"], ["third", "first", "second"],
    ])
    func scenariosNotNamedAreUntouched(_ named: [String]) throws {
        func entries(_ data: Data) -> [String] {
            String(decoding: data, as: UTF8.self).components(separatedBy: "\n  - id: ")
        }
        let before = entries(try Self.bytes("named.before.yaml"))
        let after = entries(try Self.bytes("named.after.yaml"))
        try withTemporaryDirectory { directory in
            let result = try Self.update("named", named, in: directory)
            #expect(result.status == .success)
            let updated = entries(result.bytes)
            #expect(updated.count == before.count)
            for (index, entry) in updated.enumerated() {
                let isNamed = named.contains { before[index].hasPrefix("\($0)\n") }
                #expect(entry == (isNamed ? after[index] : before[index]), "entry \(index)")
            }
            #expect(updated.first == before.first)
        }
    }
}
