internal import ContentEditing
internal import ContentLoader
internal import Diagnostics
internal import FileAccess
internal import LifecycleModel
internal import LifecycleSimulator

/// `lifeline update-expect FILE [SCENARIO…]`: each named scenario's `expect` (every
/// scenario's, when none is named) rewritten from the engine, in place.
///
/// What authors did by hand with `simulate --format expect`, one scenario at a time. The
/// file keeps every byte outside the rewritten lists (``ExpectSource``), and is replaced
/// in one step. A scenario whose `expect` already agrees with the engine is left as it is,
/// so the lists an author spelt out (a layout pass written twice) survive. A scenario with
/// an error of its own, in the loader or the engine, is reported at its line and left
/// as it is, and the command exits 1; errors inside an `expect` list do not count, as the
/// list is what gets replaced.
struct UpdateExpectCommand {
    let cli: CLI

    func run(_ arguments: [String]) throws(UsageError) -> CLI.ExitStatus {
        let parser = ArgumentParser(Help.updateExpect)
        let parsed = try parser.parse(arguments)
        let file = parsed.positionals[0]
        let named = Array(parsed.positionals.dropFirst())
        var diagnostics = DiagnosticBag()
        guard let bytes = ContentLoader.readLifecycleFile(at: file, diagnostics: &diagnostics) else {
            return cli.report(diagnostics, sources: [:], success: "")
        }
        let loaded = ContentLoader.lifecycle(fromYAML: bytes, path: file, diagnostics: &diagnostics)
        guard let lifecycle = loaded.lifecycle, !SimulateCommand.blocks(diagnostics, lifecycle: lifecycle),
            let source = try? ExpectSource(bytes)
        else {
            _ = cli.report(diagnostics, sources: loaded.sources, success: "")
            cli.error("lifeline: error: \(file) was left as it was")
            return .failure
        }
        for id in named where lifecycle.scenario(id: id) == nil {
            let ids = lifecycle.scenarios.map(\.id)
            return cli.fail(
                "\(file) has no scenario '\(id)'; nothing was changed",
                hint: Suggestion.hint(for: id, in: ids) ?? "scenarios: " + ids.joined(separator: ", "))
        }
        var plan = ExpectUpdatePlan(
            lifecycle: lifecycle, spans: source.scenarios, targets: named.isEmpty ? nil : Set(named), diagnostics: diagnostics)
        plan.simulate()
        var failures: [ExpectEditError] = []
        let edited = source.replacingExpect(plan.rewrites, failures: &failures)
        for failure in failures {
            plan.report.error(
                "lifeline.update-expect.cannot-edit", at: SourceLocation(file: file, line: failure.line, column: failure.column),
                failure.message, hint: failure.hint)
        }
        _ = cli.report(plan.report, sources: loaded.sources, success: "")
        if edited != bytes {
            do {
                try FileSystem.replaceContents(of: file, with: edited)
            } catch {
                return cli.fail("cannot write \(file): \(error.reason)", hint: "the file was left as it was")
            }
        }
        for line in plan.summary(unedited: failures.map(\.scenario)) { cli.info(line) }
        return plan.failed || !failures.isEmpty ? .failure : .success
    }
}
