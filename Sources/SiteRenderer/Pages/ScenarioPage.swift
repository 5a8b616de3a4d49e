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
    /// The numbered edges of the highlighted diagram, as text (``DiagramPathText``).
    var diagramPath: [DiagramPathText.Step] = []

    var path: String { SitePaths.scenario(lifecycle.id, scenario.id) }

    /// The moves of the objects this lifecycle documents, for highlighting its diagram:
    /// each step's move as a whole, and its parts between the states the table shows
    /// after each call (launch passes through inactive on its way to active), so the
    /// highlighted path passes through every state the table does. Each move carries its
    /// object and the table's rows of its calls, which number the diagram's edges.
    /// UIKit's notifications are not drawn, as the model's edges leave them out.
    static func moves(_ scenario: Scenario, _ lifecycle: Lifecycle, _ result: SimulationResult) -> [LifecycleDiagram.Move] {
        let names = (ObjectDeclaration.implicit + scenario.objects).filter { $0.kind == lifecycle.object }.map(\.name)
        let events = result.events
        let rowOf = tableRows(scenario, result)
        var moves: [LifecycleDiagram.Move] = []
        for index in result.states.indices.dropLast() {
            for name in names {
                guard var state = result.states[index][name] else { continue }
                let own = events.indices.filter {
                    events[$0].step == index + 1 && events[$0].receiver == name && events[$0].callback.group != .notifications
                }
                if let to = result.states[index + 1][name], state != to || !own.isEmpty {
                    moves.append(
                        LifecycleDiagram.Move(
                            from: state, to: to, calls: own.map { events[$0].callback.name }, object: name, step: index,
                            rows: own.compactMap { rowOf[$0] }))
                }
                var offset = 0
                for run in StateRuns.of(own.map { (events[$0].callback.name, events[$0].stateAfter) }) {
                    let part = own[offset..<(offset + run.calls.count)]
                    offset += run.calls.count
                    moves.append(
                        LifecycleDiagram.Move(
                            from: state, to: run.state, calls: run.calls, isPart: true, object: name, step: index,
                            rows: part.compactMap { rowOf[$0] }))
                    state = run.state
                }
            }
        }
        return moves
    }

    /// Index in the trace → row number in the call table (which `only:` may filter).
    static func tableRows(_ scenario: Scenario, _ result: SimulationResult) -> [Int: Int] {
        let only = scenario.only?.map(\.value)
        var rows: [Int: Int] = [:]
        for (index, event) in result.events.enumerated()
        where only.map({ $0.contains { Vocabulary.filterMatches($0, receiver: event.receiver, event.callback) } }) ?? true {
            rows[index] = rows.count + 1
        }
        return rows
    }

    func context() -> MustacheValue {
        let config = scenario.config.over(lifecycle.config).resolved
        let page = PageContext(
            frame: frame, path: path, title: site.titleText(scenario.title),
            description: scenario.summary.map { InlineCode.plain(site.text($0)) }, navigation: navigation)
        let calls = result.filtered(by: scenario.only?.map(\.value))
        let passes = Self.passNumbers(calls)
        // A filter that leaves out nothing (a kill, with `only: [app]`) is not mentioned.
        let answer = ScenarioAnswer.value(calls, isFiltered: calls.count < result.events.count, site: site)
        let caller = SequenceDiagram.caller(of: calls.map(\.callback))
        return page.value(merging: [
            "lifecycle": .dictionary([
                "title": .string(site.titleText(lifecycle.title)),
                "href": .string(SitePaths.link(to: SitePaths.lifecycle(lifecycle.id), from: path)),
            ]),
            "scenario": .dictionary([
                "id": .string(scenario.id),
                "title": .string(site.titleText(scenario.title)), "titleHtml": .html(InlineCode.html(site.text(scenario.title))),
                "summary": site.summary(scenario.summary), "summaryHtml": site.summaryHtml(scenario.summary),
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
                // A group's name as the rows name it ("Erscheinen" in German); the rest as written.
                "only": scenario.only.map { items in
                    .string(items.map { CallbackGroup(rawValue: $0.value).map(site.groupName) ?? $0.value }.joined(separator: ", "))
                } ?? .null,
                "calls": .array(calls.enumerated().map { callRow($0, $1, pass: $1.repeatablePass.flatMap { passes[$0.id] }) }),
                "hasCalls": .bool(!calls.isEmpty),
                "hasRepeatablePasses": .bool(calls.contains { $0.repeatablePass?.mayBeAbsent == false && !Self.isLoadRound($0) }),
                "hasRepeatableRounds": .bool(calls.contains(where: Self.isLoadRound)),
                "hasOptionalPasses": .bool(calls.contains { $0.repeatablePass?.mayBeAbsent == true && $0.repeatablePass?.mayRepeat == true }),
                "hasOptionalCalls": .bool(calls.contains { $0.repeatablePass?.mayRepeat == false }),
                "expectChecked": .bool(scenario.expect != nil),
                "findings": .array(
                    result.findings.map {
                        .dictionary([
                            "step": .int($0.step), "title": .string($0.title), "detail": .string($0.detail),
                            "heading": .string(site.string("findingHeading", ["step": String($0.step), "title": $0.title])),
                        ])
                    }),
                "evidence": EvidenceContext.value(shownEvidence(calls), shown: calls, site: site, from: path),
                "banner": EvidenceBanner.value(calls, scenario: key, site: site, from: path),
                "diagram": diagramSVG.map(MustacheValue.html) ?? .null,
                "diagramPath": .array(diagramPath.map { $0.value(site) }),
                "diagramHeading": .string(site.string("pathDiagramHeading", ["lifecycle": site.titleText(lifecycle.title)])),
                "hasDiagramPath": .bool(!diagramPath.isEmpty),
                "sequence": calls.isEmpty ? .null : .html(sequenceHTML(calls, caller: caller)),
                "sequenceCaption": .html(site.string("sequenceDiagramCaptionHtml", ["caller": caller])),
                "callCount": .int(calls.count),
                "answer": answer,
                "referenceLinks": .array(referenceLinks(calls)),
                "hasReferenceLinks": .bool(!referenceLinks(calls).isEmpty),
                "claims": claimLinks,
                "hasClaims": .bool(lifecycle.claims.contains { $0.scenario.value == scenario.id }),
                "previous": neighbour(-1),
                "next": neighbour(1),
                "notes": site.html(scenario.notes, from: path),
                "recorded": RecordedLogsContext.value(logChecks, scenarioIOS: config.ios, site: site),
            ]),
        ])
    }

    /// The claims checked against this scenario, each named by its statement (the id is
    /// only the anchor) and linked to its entry on the claims page that holds it (its
    /// lifecycle's, or its whole's).
    private var claimLinks: MustacheValue {
        .array(
            lifecycle.claims.filter { $0.scenario.value == scenario.id }.map { claim in
                let anchor = "claim-\(lifecycle.id)-\(claim.id)"
                return .dictionary([
                    "statement": .string(claim.statement.map(site.text) ?? claim.translation.flatMap(site.writtenText) ?? claim.id),
                    "href": .string(SitePaths.link(to: frame.claimPages[anchor] ?? SitePaths.claims, from: path) + "#\(anchor)"),
                    "verdict": .string(claim.verdict ? site.string("claimHolds") : site.string("claimDoesNotHold")),
                ])
            })
    }

    /// Each callback the table shows, once, in table order, linked to its row on the
    /// reference page (under the receiver's kind).
    private func referenceLinks(_ calls: [TraceEvent]) -> [MustacheValue] {
        var seen = Set<String>()
        return calls.compactMap { event in
            guard let href = ReferenceAnchors.callbackHref(event.callback.name, of: event.kind, from: path),
                seen.insert(href).inserted
            else { return nil }
            return .dictionary(["callback": .string(event.callback.name), "kind": .string(event.kind.rawValue), "href": .string(href)])
        }
    }

    /// The scenario before or after this one in its lifecycle, for the page's prev/next links.
    private func neighbour(_ offset: Int) -> MustacheValue {
        guard let index = lifecycle.scenarios.firstIndex(where: { $0.id == scenario.id }),
            lifecycle.scenarios.indices.contains(index + offset)
        else { return .null }
        let other = lifecycle.scenarios[index + offset]
        return .dictionary([
            "title": .string(site.titleText(other.title)),
            "href": .string(SitePaths.link(to: SitePaths.scenario(lifecycle.id, other.id), from: path)),
        ])
    }

    /// The sequence diagram of the rows the table shows, in a scroll region like every diagram;
    /// the objects of this page's lifecycle (the controllers a push is about) leftmost.
    private func sequenceHTML(_ calls: [TraceEvent], caller: String) -> String {
        let messages = calls.enumerated().map { index, event in
            SequenceDiagram.Message(
                index: index + 1, receiver: event.receiver, callback: event.callback.name, stateAfter: event.stateAfter,
                evidence: site.validation.evidence.level(of: event).rawValue)
        }
        let label = site.plural("sequenceDiagramLabel", count: calls.count, ["scenario": site.titleText(scenario.title)])
        let region = site.string("scrollsSideways", ["region": label])
        return "<div class=\"diagram-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"\(HTMLEscaping.attribute(region))\">"
            + SequenceDiagram.svg(
                messages, label: label, caller: caller,
                first: Set(calls.filter { $0.kind == lifecycle.object }.map(\.receiver))) + "</div>"
    }

    /// The scenario's attached logs, checked, in the order `logs:` lists them.
    private var logChecks: [AttachedLogCheck] {
        Validator.logChecks(site.validation, lifecycle, scenario)
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

    /// The words and symbol that mark a row's evidence besides its tint; recorded rows,
    /// the common case, stay unmarked.
    static func evidenceMark(_ level: String, site: SiteInput) -> String? {
        switch level {
        case "unverified": site.string("evidenceMarkUnverified")
        case "documented": site.string("evidenceMarkDocumented")
        default: nil
        }
    }

    private var key: ScenarioKey { ScenarioKey(lifecycle: lifecycle.id, scenario: scenario.id) }

    /// A call of a repeated loadView and viewDidLoad round (a loadView that sets no view),
    /// not of a layout pass.
    static func isLoadRound(_ event: TraceEvent) -> Bool {
        event.repeatablePass != nil && event.callback.group == .loading
    }

    private func callRow(_ index: Int, _ event: TraceEvent, pass: Int?) -> MustacheValue {
        let level = site.validation.evidence.level(of: event)
        return .dictionary([
            "recordedHref": EvidenceBanner.rowLink(event, scenario: key, site: site, from: path).map(MustacheValue.string) ?? .null,
            "repeats": pass.map { .string(site.string("repeatsMark", ["mark": site.repeatsMark(event.repeatablePass!), "pass": String($0)])) }
                ?? .null,
            "repeatsTitle": .string(
                Self.isLoadRound(event)
                    ? site.string("repeatsTitleLoadRound")
                    : event.repeatablePass?.mayRepeat == false
                        ? site.string("repeatsTitleOptionalCall")
                        : event.repeatablePass?.mayBeAbsent == true ? site.string("repeatsTitleOptionalPass") : site.string("repeatsTitlePass")),
            "recordedLabel": .string(site.string("recordedRowLabel", ["row": String(index + 1)])),
            "index": .int(index + 1),
            "step": .int(event.step),
            "receiver": .string(event.receiver),
            "kind": .string(event.kind.rawValue),
            "callback": .string(event.callback.name), "callbackHtml": .html(BreakableCode.html(event.callback.name)),
            "group": .string(event.callback.group.rawValue), "groupName": .string(site.groupName(event.callback.group)),
            "arguments": event.arguments.isEmpty ? .null : .string(event.argumentText),
            "argumentsHtml": event.arguments.isEmpty ? .null : .html(BreakableCode.html(event.argumentText)),
            "stateAfter": .string(event.stateAfter),
            "evidence": .string(level.rawValue),
            "evidenceMark": Self.evidenceMark(level.rawValue, site: site).map(MustacheValue.string) ?? .null,
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
