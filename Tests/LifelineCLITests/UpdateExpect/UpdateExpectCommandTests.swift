import Foundation
import LifelineCLI
import TestSupport
import Testing

/// `update-expect` with `check`: the mismatch names the command, and the command makes the
/// mismatch go; what it must not touch, it does not.
@Suite struct UpdateExpectCommandTests {
    /// `check` fails on the wrong push order and names update-expect in its hint; after
    /// update-expect, `check` finds no mismatch.
    @Test func afterUpdateExpectCheckFindsNoMismatch() throws {
        try withTemporaryDirectory { directory in
            let lifecycle = try UpdateExpectGoldenTests.bytes("block-list.before.yaml")
            try FixtureTree.write(["site.yaml": "title: T\n", "lifecycles/vc.yaml": String(decoding: lifecycle, as: UTF8.self)], into: directory)
            let path = directory.appendingPathComponent("lifecycles/vc.yaml").path
            let before = lifeline("check", "--content", directory.path)
            #expect(before.status == .failure)
            #expect(before.console.stderr.contains("[lifeline.expect.mismatch]"))
            #expect(before.console.stderr.contains("run `lifeline update-expect \(path) push` to take the engine's order"))

            #expect(lifeline("update-expect", path).status == .success)
            let after = lifeline("check", "--content", directory.path)
            #expect(after.status == .success, "\(after.console.stderr)")
            #expect(!after.console.stderr.contains("lifeline.expect.mismatch"))
        }
    }

    /// Every expect of the bundled content agrees with the engine, so updating a copy of
    /// each lifecycle file only adds the lists its scenarios without one lack: each
    /// original line stays, in order, and a second run changes nothing.
    @Test func theBundledLifecyclesOnlyGainTheListsTheyLack() throws {
        let lifecycles = URL(fileURLWithPath: Trees.bundledContent).appendingPathComponent("lifecycles")
        let names = try FileManager.default.contentsOfDirectory(atPath: lifecycles.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count > 3)
        try withTemporaryDirectory { directory in
            for name in names {
                let original = try String(contentsOf: lifecycles.appendingPathComponent(name), encoding: .utf8)
                let copy = directory.appendingPathComponent(name)
                try Data(original.utf8).write(to: copy)
                let (status, console) = lifeline("update-expect", copy.path)
                #expect(status == .success, "\(name): \(console.stderr)")
                let scenarios = original.components(separatedBy: "\nclaims:")[0]
                let withoutExpect = scenarios.components(separatedBy: "\n  - id: ").dropFirst()
                    .filter { !$0.contains("\n    expect:") }.map { String($0.prefix { $0 != "\n" }) }
                #expect(
                    console.outLines.filter { $0.contains("expect rewritten") }.map { String($0.prefix { $0 != ":" }) } == withoutExpect, "\(name)")
                let updated = try String(contentsOf: copy, encoding: .utf8)
                var remaining = original.split(separator: "\n", omittingEmptySubsequences: false)[...]
                for line in updated.split(separator: "\n", omittingEmptySubsequences: false) {
                    if line == remaining.first {
                        remaining.removeFirst()
                    } else {
                        #expect(line == "    expect:" || line == "    expect: []" || line.hasPrefix("      - "), "\(name): \(line)")
                    }
                }
                #expect(remaining.isEmpty, "\(name)")
                #expect(lifeline("update-expect", copy.path).console.outLines.allSatisfy { $0.hasSuffix("already matches the engine") })
                #expect(try String(contentsOf: copy, encoding: .utf8) == updated)
            }
        }
    }

    @Test func anUnknownScenarioChangesNothing() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("vc.yaml").path
            let original = try UpdateExpectGoldenTests.bytes("named.before.yaml")
            try original.write(to: URL(fileURLWithPath: path))
            let (status, console) = lifeline("update-expect", path, "second", "thrid")
            #expect(status == .failure)
            #expect(console.errLines == ["lifeline: error: \(path) has no scenario 'thrid'; nothing was changed", "    hint: did you mean 'third'?"])
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        }
    }

    /// An error before the first scenario (the file's config, which every scenario runs
    /// with) leaves the whole file as it was.
    @Test func anErrorBeforeTheScenariosChangesNothing() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("vc.yaml").path
            let original = String(decoding: try UpdateExpectGoldenTests.bytes("named.before.yaml"), as: UTF8.self)
                .replacingOccurrences(of: "object: view-controller\n", with: "object: view-controller\nconfig: { ios: 99 }\n")
            try Data(original.utf8).write(to: URL(fileURLWithPath: path))
            let (status, console) = lifeline("update-expect", path)
            #expect(status == .failure)
            #expect(console.stderr.contains("\(path):4:16: error: config 'ios' must be between 7 and 27, found 99"))
            #expect(console.errLines.last == "lifeline: error: \(path) was left as it was")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
        }
    }

    /// A misspelt call inside an expect is what update-expect replaces, so it is no reason
    /// to leave the scenario alone; a misspelt step is.
    @Test func errorsInsideTheListDoNotCountButErrorsInTheStepsDo() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("vc.yaml").path
            let text = String(decoding: try UpdateExpectGoldenTests.bytes("named.before.yaml"), as: UTF8.self)
                .replacingOccurrences(of: "expect: [A.viewDidAppear]", with: "expect: [A.viewDidApear]")
                .replacingOccurrences(of: "    only: [loading]\n", with: "    only: [loadng]\n")
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let (status, console) = lifeline("update-expect", path, "first", "second")
            #expect(status == .failure)
            #expect(console.stderr.contains("\(path):22:12: error: 'loadng' is neither a callback group nor a callback name"))
            #expect(!console.stderr.contains("viewDidApear"))
            #expect(console.outLines == ["first: expect rewritten (3 calls)", "second: left as it was (see the errors above)"])
            let updated = try String(contentsOfFile: path, encoding: .utf8)
            #expect(updated.contains("expect: [A.viewWillAppear, A.viewIsAppearing, A.viewDidAppear]"))
            #expect(updated.contains("    only: [loadng]\n    expect:\n      - A.viewDidLoad\n"))
        }
    }

    /// The file is replaced whole: a symbolic link to it stays a link, and the file keeps
    /// its permissions; no temporary file is left beside it.
    @Test func theFileIsReplacedThroughALinkWithItsPermissions() throws {
        try withTemporaryDirectory { directory in
            let real = directory.appendingPathComponent("real.yaml").path
            let link = directory.appendingPathComponent("link.yaml").path
            try UpdateExpectGoldenTests.bytes("flow-list.before.yaml").write(to: URL(fileURLWithPath: real))
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.yaml")
            #expect(lifeline("update-expect", link).status == .success)
            #expect(try Data(contentsOf: URL(fileURLWithPath: real)) == (try UpdateExpectGoldenTests.bytes("flow-list.after.yaml")))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.yaml")
            #expect(try FileManager.default.attributesOfItem(atPath: real)[.posixPermissions] as? Int == 0o640)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["link.yaml", "real.yaml"])
        }
    }

    @Test func aFileThatIsNoYAMLIsLeftAsItWas() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("vc.yaml").path
            let text = "id: vc\ntitle: [unclosed\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let (status, console) = lifeline("update-expect", path)
            #expect(status == .failure)
            #expect(console.errLines.last == "lifeline: error: \(path) was left as it was")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        }
    }

    @Test func aFileIsRequired() {
        let (status, console) = lifeline("update-expect")
        #expect(status == .usage)
        #expect(console.errLines.first == "lifeline: error: missing FILE")
    }
}
