import Diagnostics
import LifecycleModel
import LifecycleSimulator
import TestSupport
import Testing

/// The recorded logs shipped in `Content/evidence/` are attached to scenarios and agree
/// with them, and the check that says so is not a formality: taking any call line out of
/// any of them, or swapping two neighbouring call lines, makes `check` fail at that log.
@Suite struct BundledEvidenceTests {
    static let bundled = Result { try validateContent(at: repositoryRoot().appendingPathComponent("Content").path) }

    @Test func everyBundledLogIsAttachedAndAgrees() throws {
        let validated = try Self.bundled.get()
        let context = try #require(validated.context)
        let checks = Validator.logChecks(context)
        #expect(!checks.isEmpty)
        for check in checks {
            #expect(check.verdict == .agreement, "\(check.log.id) against \(check.scenario)")
        }
        let attached = Set(checks.map(\.log.id))
        #expect(context.catalog.evidence.filter { !attached.contains($0.id) }.map(\.id) == [])
    }

    /// A log that agrees while leaving out a pass that may be left out is no recording of
    /// that pass: before, every such row was "recorded" (the presented controller's second
    /// layout pass on the full-screen pages, which none of their logs prints).
    @Test func aPassALogLeavesOutIsNotRecordedByIt() throws {
        let context = try #require(try Self.bundled.get().context)
        let key = ScenarioKey(lifecycle: "view-controller", scenario: "present-fullscreen-layout")
        let result = try #require(context.results[key])
        let optional = result.events.filter { $0.behaviour.rawValue == "vc.layout.presented-pass-again" }
        #expect(!optional.isEmpty)
        for check in Validator.logChecks(context) where check.scenario == key {
            #expect(check.agrees)
            let covered = check.coveredEvents(of: result)
            #expect(!optional.contains { covered.contains($0) }, "\(check.log.id)")
            #expect(covered.contains { $0.receiver == "B" && $0.callback.name == "viewWillLayoutSubviews()" }, "the first pass is printed")
        }
        #expect(optional.allSatisfy { context.evidence.recordings(of: $0).isEmpty })
        // A claim whose order does without that pass rests on the calls the logs print.
        let claims = Validator.claimChecks(context).filter { ["seed000-present-layout", "seed000-present-order"].contains($0.claim.id) }
        #expect(claims.count == 2)
        #expect(claims.allSatisfy { $0.evidence == .recorded }, "\(claims.map(\.evidence))")
    }

    @Test func deletingAnyCallLineOfAnyBundledLogFailsAtThatLog() throws {
        let context = try #require(try Self.bundled.get().context)
        for check in Validator.logChecks(context) {
            for line in Self.callLines(check) {
                var lines = Self.lines(of: check.log)
                lines.remove(at: line - 1)
                let errors = try Self.errors(revalidating: check, body: lines, in: context)
                #expect(!errors.isEmpty, "deleting line \(line) of \(check.log.id) went unnoticed")
                for error in errors {
                    #expect(error.location?.file == check.log.location.file)
                    #expect((error.location?.line ?? 0) >= check.log.bodyStartLine)
                }
            }
        }
    }

    @Test func swappingTwoNeighbouringCallLinesOfAnyBundledLogFailsAtTheFirst() throws {
        let context = try #require(try Self.bundled.get().context)
        for check in Validator.logChecks(context) {
            let calls = Self.callLines(check)
            let lines = Self.lines(of: check.log)
            for (first, second) in zip(calls, calls.dropFirst()) where Self.notations(check, line: first) != Self.notations(check, line: second) {
                var swapped = lines
                swapped.swapAt(first - 1, second - 1)
                let errors = try Self.errors(revalidating: check, body: swapped, in: context)
                #expect(
                    errors.map { $0.location?.line } == [check.log.location(ofLogLine: first).line],
                    "swapping lines \(first) and \(second) of \(check.log.id)")
            }
        }
    }
}

extension BundledEvidenceTests {
    static func lines(of log: EvidenceLog) -> [String] {
        var lines = log.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Log lines that hold a call and are not half of a call printed at its start and end
    /// (removing one of those leaves the call in the log), nor a call the engine marks "×0
    /// or 1" (a bug's extra call, which a log may leave out: dazy's stale tab).
    static func callLines(_ check: AttachedLogCheck) -> [Int] {
        let marked = check.comparison.log.ignored.flatMap { ignored -> [Int] in
            if case .endOfCall(let line) = ignored.reason { return [line, ignored.line] }
            return []
        }
        // An agreeing log's calls and the engine's expanded order go call for call.
        let optional = zip(check.comparison.log.calls, check.comparison.simulated).filter { $0.1.repeatablePass?.mayRepeat == false }
            .map(\.0.line)
        var lines: [Int] = []
        for call in check.comparison.log.calls where !marked.contains(call.line) && !optional.contains(call.line) && !lines.contains(call.line) {
            lines.append(call.line)
        }
        return lines
    }

    static func notations(_ check: AttachedLogCheck, line: Int) -> [String] {
        check.comparison.log.calls.filter { $0.line == line }.map(\.notation)
    }

    /// Runs the validator over the log's own scenario with the log's body replaced: the
    /// rule `check` runs, without reloading the whole tree for every edit.
    static func errors(revalidating check: AttachedLogCheck, body: [String], in context: ValidationContext) throws -> [Diagnostic] {
        var log = check.log
        log.body = body.joined(separator: "\n") + "\n"
        var lifecycle = try #require(context.catalog.lifecycle(id: check.scenario.lifecycle))
        lifecycle.scenarios = lifecycle.scenarios.filter { $0.id == check.scenario.scenario }
        lifecycle.scenarios[0].logs = lifecycle.scenarios[0].logs.filter { $0.value == log.id }
        lifecycle.claims = []
        lifecycle.embeds = []
        let catalog = Catalog(settings: context.catalog.settings, lifecycles: [lifecycle], pages: [], evidence: [log])
        var diagnostics = DiagnosticBag()
        _ = Validator.validate(catalog, diagnostics: &diagnostics)
        return diagnostics.all.filter { $0.severity == .error }
    }
}
