import Foundation
import JSON
import TestSupport
import Testing

@testable import LifelineCLI

/// `lifeline init --ci github|gitlab`: the workflow it writes installs the lifeline it is
/// told to, checks with annotations, builds and deploys, and passes actionlint.
@Suite struct InitCIWorkflowTests {
    static let source = "https://git.example.org/team/lifeline.git@4f2c1e0"

    @Test func theGitHubWorkflowPassesActionlint() throws {
        try withTemporaryDirectory { directory in
            let made = lifeline("init", directory.path, "--ci", "github", "--lifeline-source", Self.source)
            #expect(made.status == .success, "\(made.console.stderr)")
            let workflow = directory.appendingPathComponent(".github/workflows/lifeline.yml")
            let text = try String(contentsOf: workflow, encoding: .utf8)
            #expect(text.contains("LIFELINE_REPOSITORY: https://git.example.org/team/lifeline.git\n"))
            #expect(text.contains("LIFELINE_REF: 4f2c1e0\n"))
            #expect(text.contains("lifeline check --strict --format github"))
            #expect(text.contains("actions/deploy-pages@"))
            let result = try Self.actionlint(workflow, in: directory)
            #expect(result.status == 0, "actionlint: \(result.output)")
        }
    }

    /// The linter is not blind: a workflow broken once (an unknown key, a job that needs
    /// one that does not exist) fails it.
    @Test func actionlintRefusesABrokenWorkflow() throws {
        try withTemporaryDirectory { directory in
            _ = lifeline("init", directory.path, "--ci", "github", "--lifeline-source", Self.source)
            let workflow = directory.appendingPathComponent(".github/workflows/lifeline.yml")
            let text = try String(contentsOf: workflow, encoding: .utf8)
            for broken in [
                text.replacingOccurrences(of: "needs: build", with: "needs: compile"),
                text.replacingOccurrences(of: "runs-on: ubuntu-24.04\n    steps:", with: "runs-on: ubuntu-24.04\n    stepz:"),
            ] {
                #expect(broken != text)
                try Data(broken.utf8).write(to: workflow)
                #expect(try Self.actionlint(workflow, in: directory).status != 0)
            }
        }
    }

    @Test func theGitLabPipelineIsYAMLWithAPagesJob() throws {
        try withTemporaryDirectory { directory in
            let made = lifeline("init", directory.path, "--ci", "gitlab", "--lifeline-source", "https://gitlab.example.org/x/lifeline.git")
            #expect(made.status == .success, "\(made.console.stderr)")
            let text = try String(contentsOf: directory.appendingPathComponent(".gitlab-ci.yml"), encoding: .utf8)
            guard case .object(let entries) = try YAMLAsJSON.parse(text) else {
                Issue.record("not a mapping")
                return
            }
            #expect(entries.map(\.key) == ["variables", "default", "check", "pages"])
            #expect(text.contains("LIFELINE_REF: main\n"))
            #expect(text.contains("- public"))
        }
    }

    @Test(arguments: [
        (["--ci", "bitbucket"], "--ci must be github or gitlab, not 'bitbucket'"),
        (["--lifeline-source", "https://x.org/l.git"], "--lifeline-source only goes with --ci"),
        (["--ci", "github", "--lifeline-source", "has space"], "--lifeline-source expects a git URL, optionally with @REF, not 'has space'"),
    ])
    func badCIArgumentsAreUsageErrors(_ arguments: [String], _ message: String) throws {
        try withTemporaryDirectory { directory in
            let result = lifeline(["init", directory.path] + arguments)
            #expect(result.status == .usage)
            #expect(result.console.errLines.first == "lifeline: error: \(message)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Content").path))
        }
    }

    @Test func sourcesAreReadAsScriptsInstallRecordsThem() {
        #expect(CIWorkflows.Source(argument: "https://h.org/l.git@v1.2") == CIWorkflows.Source(argument: "https://h.org/l.git@v1.2"))
        #expect(CIWorkflows.Source(argument: "https://h.org/l.git@v1.2")?.ref == "v1.2")
        #expect(CIWorkflows.Source(argument: "git@h.org:team/l.git")?.url == "git@h.org:team/l.git")
        #expect(CIWorkflows.Source(argument: "git@h.org:team/l.git")?.ref == "main")
        #expect(CIWorkflows.Source(installed: "https://h.org/l.git 0123abc\n")?.ref == "0123abc")
        #expect(CIWorkflows.Source(installed: "- 0123abc\n") == nil)
    }

    /// actionlint from the project's script (installed under .build on first use).
    static func actionlint(_ workflow: URL, in directory: URL) throws -> (status: Int32, output: String) {
        let install = Process()
        install.executableURL = repositoryRoot().appendingPathComponent("scripts/install-test-tools")
        let folder = Pipe()
        install.standardOutput = folder
        try install.run()
        let bin = String(decoding: folder.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        install.waitUntilExit()
        #expect(install.terminationStatus == 0)
        let lint = Process()
        lint.executableURL = URL(fileURLWithPath: bin).appendingPathComponent("actionlint")
        lint.arguments = ["-no-color", "-shellcheck=", "-pyflakes=", workflow.path]
        lint.currentDirectoryURL = directory
        let output = Pipe()
        lint.standardOutput = output
        lint.standardError = output
        try lint.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        lint.waitUntilExit()
        return (lint.terminationStatus, text)
    }
}
