@testable import LifelineCLI
import Testing

@Suite struct ArgumentParserTests {
    let parser = ArgumentParser(
        command: "build",
        spec: .init(
            flags: ["--check"], options: ["--content", "--output"], positionals: []))
    let positional = ArgumentParser(
        command: "simulate",
        spec: .init(
            options: ["--format"], positionals: ["FILE", "SCENARIO"]))

    @Test func optionWithSeparateValue() throws {
        let parsed = try parser.parse(["--content", "dir", "--check"])
        #expect(parsed == .init(flags: ["--check"], options: ["--content": "dir"], positionals: []))
    }

    @Test func optionWithEqualsValue() throws {
        #expect(try parser.parse(["--content=a=b"]).options == ["--content": "a=b"])
        #expect(try parser.parse(["--content="]).options == ["--content": ""])
    }

    @Test func lastValueWins() throws {
        #expect(try parser.parse(["--output", "a", "--output", "b"]).options == ["--output": "b"])
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try positional.parse(["--", "--weird-file.yaml", "--format"])
        #expect(parsed.positionals == ["--weird-file.yaml", "--format"])
        #expect(parsed.options == [:])
    }

    @Test func singleDashIsPositional() throws {
        #expect(try positional.parse(["-", "push"]).positionals == ["-", "push"])
    }

    @Test func positionalsAndOptionsMix() throws {
        let parsed = try positional.parse(["vc.yaml", "--format", "json", "push"])
        #expect(parsed == .init(flags: [], options: ["--format": "json"], positionals: ["vc.yaml", "push"]))
    }

    @Test func extraPositional() {
        #expect(throws: UsageError("unexpected argument 'extra'", command: "build")) {
            try parser.parse(["--check", "extra"])
        }
        #expect(throws: UsageError("unexpected argument 'c'", command: "simulate")) {
            try positional.parse(["a", "b", "c"])
        }
    }

    @Test func missingPositional() {
        #expect(throws: UsageError("missing SCENARIO", command: "simulate")) {
            try positional.parse(["vc.yaml"])
        }
        #expect(throws: UsageError("missing FILE SCENARIO", command: "simulate")) {
            try positional.parse([])
        }
    }

    @Test func missingValue() {
        #expect(throws: UsageError("--content needs a value", command: "build")) {
            try parser.parse(["--content"])
        }
        #expect(throws: UsageError("--content needs a value", command: "build")) {
            try parser.parse(["--content", "--check"])
        }
    }

    @Test func flagTakesNoValue() {
        #expect(throws: UsageError("--check takes no value", command: "build")) {
            try parser.parse(["--check=true"])
        }
    }

    @Test func unknownOptionWithSuggestion() {
        #expect(throws: UsageError("unknown option '--outptu' for 'build'", command: "build", hint: "did you mean '--output'?")) {
            try parser.parse(["--outptu", "x"])
        }
        #expect(throws: UsageError("unknown option '-x' for 'build'", command: "build")) {
            try parser.parse(["-x"])
        }
    }
}
