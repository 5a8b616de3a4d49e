internal import LifecycleModel
internal import Mustache

/// `<lifecycle>/<scenario>.html`: the world, the steps, and the call-order table.
struct ScenarioPage {
    let site: SiteInput
    let lifecycle: Lifecycle
    let scenario: Scenario

    var path: String { SitePaths.scenario(lifecycle.id, scenario.id) }

    func context() -> MustacheValue {
        let config = scenario.config.over(lifecycle.config).resolved
        let page = PageContext(site: site, path: path, title: site.text(scenario.title),
                               description: scenario.summary.map(site.text))
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
                "setup": .array(scenario.setup.map { .string($0.notation) }),
                "steps": .array(scenario.steps.map { .string($0.notation) }),
                "only": scenario.only.map { .string($0.map(\.value).joined(separator: ", ")) } ?? .null,
                "calls": .array(callRows),
                "hasCalls": .bool(!callRows.isEmpty),
                "claimsNoCalls": .bool(scenario.expect.map { $0.value.isEmpty } ?? false),
                "notes": site.html(scenario.notes),
            ]),
        ])
    }

    /// The claimed order from `expect`, one row per call.
    private var callRows: [MustacheValue] {
        (scenario.expect?.value ?? []).enumerated().map { index, call in
            .dictionary([
                "index": .int(index + 1),
                "receiver": .string(call.object),
                "kind": .string(scenario.kind(of: call.object)?.rawValue ?? ""),
                "callback": .string(call.callback.name),
                "group": .string(call.callback.group.rawValue),
            ])
        }
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
