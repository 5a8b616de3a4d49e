internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache

/// `<lifecycle>/<scenario>.html`: the world, the steps, the simulated call order with its
/// evidence, and the lifecycle's diagram with this scenario's path highlighted.
struct ScenarioPage {
    let frame: SiteFrame
    var site: SiteInput { frame.site }
    let lifecycle: Lifecycle
    let navigation: LifecycleNavigation
    let scenario: Scenario
    let result: SimulationResult
    let diagramSVG: String?

    var path: String { SitePaths.scenario(lifecycle.id, scenario.id) }

    /// The moves of the objects this lifecycle documents, for highlighting its diagram.
    static func moves(_ scenario: Scenario, _ lifecycle: Lifecycle, _ result: SimulationResult) -> [LifecycleDiagram.Move] {
        let names = (ObjectDeclaration.implicit + scenario.objects).filter { $0.kind == lifecycle.object }.map(\.name)
        return result.moves(of: names).map { LifecycleDiagram.Move(from: $0.from, to: $0.to, calls: $0.calls) }
    }

    func context() -> MustacheValue {
        let config = scenario.config.over(lifecycle.config).resolved
        let page = PageContext(
            frame: frame, path: path, title: site.text(scenario.title),
            description: scenario.summary.map(site.text), navigation: navigation)
        let calls = result.filtered(by: scenario.only?.map(\.value))
        let passes = Self.passNumbers(calls)
        return page.value(merging: [
            "lifecycle": .dictionary([
                "title": .string(site.text(lifecycle.title)),
                "href": .string(SitePaths.link(to: SitePaths.lifecycle(lifecycle.id), from: path)),
            ]),
            "scenario": .dictionary([
                "id": .string(scenario.id),
                "title": .string(site.text(scenario.title)),
                "summary": scenario.summary.map { .string(site.text($0)) } ?? .null,
                "config": .array([
                    configItem("iOS", String(config.ios)),
                    configItem("lifecycle", config.lifecycle.rawValue),
                    configItem("animated", String(config.animated)),
                    configItem("device", config.device.rawValue),
                ]),
                "objects": .array(scenario.objects.map(objectRow)),
                "hasObjects": .bool(!scenario.objects.isEmpty),
                "hasSetup": .bool(!scenario.setup.isEmpty),
                "setup": .array(scenario.setup.map { .string($0.notation) }),
                "steps": .array(
                    scenario.steps.enumerated().map { .dictionary(["index": .int($0.offset + 1), "text": .string($0.element.notation)]) }),
                "only": scenario.only.map { .string($0.map(\.value).joined(separator: ", ")) } ?? .null,
                "calls": .array(calls.enumerated().map { callRow($0, $1, pass: $1.repeatablePass.flatMap { passes[$0.id] }) }),
                "hasCalls": .bool(!calls.isEmpty),
                "hasRepeatablePasses": .bool(calls.contains { $0.repeatablePass?.mayBeAbsent == false }),
                "hasOptionalPasses": .bool(calls.contains { $0.repeatablePass?.mayBeAbsent == true }),
                "expectChecked": .bool(scenario.expect != nil),
                "findings": .array(
                    result.findings.map { .dictionary(["step": .int($0.step), "title": .string($0.title), "detail": .string($0.detail)]) }),
                "evidence": EvidenceContext.value(shownEvidence(calls), shown: calls, site: site, from: path),
                "diagram": diagramSVG.map(MustacheValue.html) ?? .null,
                "notes": site.html(scenario.notes, from: path),
                "recorded": RecordedLogsContext.value(logChecks, scenarioIOS: config.ios),
            ]),
        ])
    }

    /// The scenario's attached logs, checked, in the order `logs:` lists them.
    private var logChecks: [AttachedLogCheck] {
        let key = ScenarioKey(lifecycle: lifecycle.id, scenario: scenario.id)
        let checks = Validator.logChecks(site.validation).filter { $0.scenario == key }
        return scenario.logs.compactMap { id in checks.first { $0.log.id == id.value } }
    }

    /// The behaviours behind the calls the page shows, and those that shaped the trace
    /// without a call (no appearance calls on background): what the table rests on.
    private func shownEvidence(_ shown: [TraceEvent]) -> [Behaviour] {
        let withCalls = Set(result.events.map(\.behaviour))
        let ids = shown.map(\.behaviour) + result.behaviours.filter { !withCalls.contains($0) }
        var seen = Set<BehaviourID>()
        return ids.filter { seen.insert($0).inserted }.map(BehaviourRegistry.behaviour)
    }

    /// The trace's repeatable passes numbered 1, 2, … in order (the engine's ids are arbitrary).
    static func passNumbers(_ calls: [TraceEvent]) -> [Int: Int] {
        var numbers: [Int: Int] = [:]
        for id in calls.compactMap(\.repeatablePass?.id) where numbers[id] == nil { numbers[id] = numbers.count + 1 }
        return numbers
    }

    private func callRow(_ index: Int, _ event: TraceEvent, pass: Int?) -> MustacheValue {
        .dictionary([
            "repeats": pass.map { .string("\(event.repeatablePass!.mark) (pass \($0))") } ?? .null,
            "repeatsTitle": .string(
                event.repeatablePass?.mayBeAbsent == true
                    ? "Some recordings show this layout pass and others do not; it may also run more than once"
                    : "UIKit may run this layout pass more than once in a row"),
            "index": .int(index + 1),
            "step": .int(event.step),
            "receiver": .string(event.receiver),
            "kind": .string(event.kind.rawValue),
            "callback": .string(event.callback.name),
            "group": .string(event.callback.group.rawValue),
            "arguments": event.arguments.isEmpty ? .null : .string(event.argumentText),
            "stateAfter": .string(event.stateAfter),
            "evidence": .string(site.validation.evidence.level(of: event).rawValue),
        ])
    }

    private func objectRow(_ object: ObjectDeclaration) -> MustacheValue {
        let options = object.options.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        return .dictionary([
            "name": .string(object.name),
            "kind": .string(object.kind.rawValue),
            "options": options.isEmpty ? .null : .string(options),
        ])
    }

    private func configItem(_ name: String, _ value: String) -> MustacheValue {
        .dictionary(["name": .string(name), "value": .string(value)])
    }
}
