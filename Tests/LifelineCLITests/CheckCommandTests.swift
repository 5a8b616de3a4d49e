import Foundation
import LifelineCLI
import TestSupport
import Testing

/// `lifeline check`: load and validate, print problems as `path:line:col: error:`.
@Suite struct CheckCommandTests {
    @Test func validContent() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Trees.valid, into: directory)
            let (status, console) = lifeline("check", "--content", directory.path)
            #expect(status == .success)
            #expect(console.outLines == ["content is valid"])
            #expect(console.errLines == [])
        }
    }

    @Test func optionWithEqualsSign() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Trees.valid, into: directory)
            let (status, console) = lifeline("check", "--content=\(directory.path)")
            #expect(status == .success)
            #expect(console.outLines == ["content is valid"])
        }
    }

    @Test func bundledContentIsValid() {
        let (status, console) = lifeline("check", "--content", Trees.bundledContent)
        #expect(status == .success, "\(console.stderr)")
    }

    @Test func malformedYAMLIsReportedWithPlaceAndCaret() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Trees.malformed, into: directory)
            let (status, console) = lifeline("check", "--content", directory.path)
            let file = directory.appendingPathComponent("lifecycles/vc.yaml").path
            #expect(status == .failure)
            #expect(console.outLines == [])
            #expect(console.stderr.contains("\(file):3:3: error: "))
            #expect(console.stderr.contains("[lifeline.yaml.indentation]"))
            let lines = console.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            let source = try #require(lines.firstIndex { $0.hasSuffix("|   object: view-controller") })
            #expect(lines[source] == "  3 |   object: view-controller")
            #expect(lines[source + 1] == "    |   ^")
            #expect(lines.last == "1 error found.")
        }
    }

    @Test func validationErrorIsReported() throws {
        try withTemporaryDirectory { directory in
            var files = Trees.valid
            files["lifecycles/vc.yaml"] = files["lifecycles/vc.yaml"]!
                .replacingOccurrences(
                    of: "expect: [A.viewWillAppear, A.viewIsAppearing, A.viewDidAppear]",
                    with: "expect: [A.viewDidAppear, A.viewWillAppear]")
            try FixtureTree.write(files, into: directory)
            let (status, console) = lifeline("check", "--content", directory.path)
            #expect(status == .failure)
            #expect(console.stderr.contains("\(directory.path)/lifecycles/vc.yaml:13:"))
            #expect(console.stderr.contains(": error: "))
            #expect(console.stderr.contains("^"))
        }
    }

    @Test func missingDirectory() throws {
        try withTemporaryDirectory { directory in
            let missing = directory.appendingPathComponent("nope").path
            let (status, console) = lifeline("check", "--content", missing)
            #expect(status == .failure)
            #expect(console.errLines.first == "lifeline: error: content directory '\(missing)' does not exist")
        }
    }

    @Test func checkWritesNothing() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Trees.valid, into: directory)
            let before = try FixtureTree.read(directory)
            _ = lifeline("check", "--content", directory.path)
            #expect(try FixtureTree.read(directory) == before)
        }
    }
}
