import Foundation
import TestSupport
import Testing

/// Point 2 of issue 9: a Foundation path API trapped (SIGILL) on one-character paths.
/// Every command is run as a real process, in a folder where every path is one letter.
@Suite struct OneLetterPathTests {
    /// `c/` holds the content, `t/` the templates, `a` a lifecycle file, `l` a log.
    private func withOneLetterTree(_ body: (URL) throws -> Void) throws {
        _ = try #require(LifelineProcess.binary, "\(LifelineProcess.Missing())")
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Trees.valid, into: directory.appendingPathComponent("c"))
            try FileManager.default.copyItem(atPath: Trees.bundledTemplates, toPath: directory.appendingPathComponent("t").path)
            try FixtureTree.write(
                ["a": Trees.valid["lifecycles/vc.yaml"]!, "l": "A viewWillAppear\nA viewIsAppearing\nA viewDidAppear\n"], into: directory)
            try body(directory)
        }
    }

    @Test func buildIntoAOneLetterOutput() throws {
        try withOneLetterTree { directory in
            let result = try LifelineProcess.run(["build", "--content", "c", "--templates", "t", "--output", "s"], in: directory)
            #expect(!result.wasSignalled)
            #expect(result.status == 0, "\(result.output)")
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("s/index.html").path))
            let check = try LifelineProcess.run(["build", "--content", "c", "--templates", "t", "--output", "s", "--check"], in: directory)
            #expect(check.status == 0, "\(check.output)")
        }
    }

    @Test func checkAOneLetterContentFolder() throws {
        try withOneLetterTree { directory in
            let result = try LifelineProcess.run(["check", "--content", "c"], in: directory)
            #expect(!result.wasSignalled)
            #expect(result.output.contains("content is valid"), "\(result.output)")
        }
    }

    @Test func simulateAOneLetterFile() throws {
        try withOneLetterTree { directory in
            let result = try LifelineProcess.run(["simulate", "a", "show"], in: directory)
            #expect(!result.wasSignalled)
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("A.viewDidAppear"))
        }
    }

    @Test func traceCheckAOneLetterFileAndLog() throws {
        try withOneLetterTree { directory in
            let result = try LifelineProcess.run(["trace-check", "a", "show", "l"], in: directory)
            #expect(!result.wasSignalled)
            #expect(result.status == 0, "\(result.output)")
        }
    }

    @Test func oneLetterPathsThatDoNotExist() throws {
        try withOneLetterTree { directory in
            for arguments in [["simulate", "x", "S"], ["trace-check", "x", "S", "L"], ["check", "--content", "x"]] {
                let result = try LifelineProcess.run(arguments, in: directory)
                #expect(!result.wasSignalled, "\(arguments)")
                #expect(result.status == 1, "\(arguments): \(result.output)")
            }
        }
    }
}
