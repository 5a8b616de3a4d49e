internal import ContentEditing
internal import Diagnostics
internal import LifecycleModel
internal import LifecycleSimulator

/// Which scenarios `update-expect` rewrites, which it leaves as they are and why, decided
/// from the loaded lifecycle, the file's diagnostics and the engine.
struct ExpectUpdatePlan {
    enum Outcome: Equatable {
        case rewrite(calls: Int)
        case alreadyMatches
        /// An error of the scenario's own was reported.
        case failed
    }

    let lifecycle: Lifecycle
    let spans: [ExpectSource.ScenarioSpan]
    /// nil: every scenario of the file.
    let targets: Set<String>?
    /// What to print: the file's diagnostics, less the errors inside an `expect` about to
    /// be rewritten, with the engine's errors added.
    var report: DiagnosticBag
    /// Scenario id → the calls its `expect` gets.
    private(set) var rewrites: [String: [String]] = [:]
    private(set) var outcomes: [(id: String, outcome: Outcome)] = []

    init(lifecycle: Lifecycle, spans: [ExpectSource.ScenarioSpan], targets: Set<String>?, diagnostics: DiagnosticBag) {
        self.lifecycle = lifecycle
        self.spans = spans
        self.targets = targets
        let rewritten = spans.filter { targets?.contains($0.id) ?? true }.compactMap(\.expectLines)
        report = DiagnosticBag()
        report.append(
            contentsOf: diagnostics.all.filter { diagnostic in
                guard let line = diagnostic.location?.line else { return true }
                return !rewritten.contains { $0.contains(line) }
            })
    }

    /// Whether an error was reported that the command must fail for: any error when every
    /// scenario was asked for, else one inside a named scenario.
    var failed: Bool {
        report.all.contains { diagnostic in
            guard diagnostic.severity == .error else { return false }
            guard let targets else { return true }
            guard let line = diagnostic.location?.line else { return true }
            return spans.contains { targets.contains($0.id) && $0.lines.contains(line) }
        }
    }

    mutating func simulate() {
        for scenario in lifecycle.scenarios where targets?.contains(scenario.id) ?? true {
            outcomes.append((scenario.id, outcome(of: scenario)))
        }
    }

    private mutating func outcome(of scenario: Scenario) -> Outcome {
        let lines = spans.first { $0.id == scenario.id }?.lines
        let ownErrors = report.all.contains { diagnostic in
            guard diagnostic.severity == .error, let line = diagnostic.location?.line, let lines else { return false }
            return lines.contains(line)
        }
        guard !ownErrors else { return .failed }
        let result = Engine.simulate(scenario, config: scenario.config.over(lifecycle.config).resolved)
        guard result.diagnostics.isEmpty else {
            report.append(contentsOf: result.diagnostics)
            return .failed
        }
        let events = result.filtered(by: scenario.only?.map(\.value))
        if let expect = scenario.expect,
            OrderMatcher.match(expect.value.map(\.notation), against: events, key: \.notation, pass: \.repeatablePass).agrees
        {
            return .alreadyMatches
        }
        rewrites[scenario.id] = events.map(ExpectBlock.notation)
        return .rewrite(calls: events.count)
    }

    /// One line per scenario asked for, in file order: `push: expect rewritten (10 calls)`.
    func summary(unedited: [String?]) -> [String] {
        outcomes.map { id, outcome in
            switch outcome {
            case .rewrite where unedited.contains(id): "\(id): left as it was (see the error above)"
            case .rewrite(let calls): "\(id): expect rewritten (\(calls) call\(calls == 1 ? "" : "s"))"
            case .alreadyMatches: "\(id): expect already matches the engine"
            case .failed: "\(id): left as it was (see the errors above)"
            }
        }
    }
}
