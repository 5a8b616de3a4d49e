internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache

/// `reference.html` and `reference/<area>.html`, generated from the engine's own
/// registry: every object kind with its states, options and callbacks (each callback with
/// an anchor scenario pages link to), every action with its arguments, and every
/// behaviour with its evidence. The documentation of the format cannot drift from the
/// engine.
///
/// The behaviours' evidence is on one page per area (`vc`, `view`, … of `vc.push`), so no
/// page grows with the whole registry; the index lists each behaviour on a line that keeps
/// its anchor (`reference.html#behaviour-…`) and links on to its entry.
struct ReferencePage {
    let frame: SiteFrame
    var site: SiteInput { frame.site }
    let path = SitePaths.reference

    func pages() -> [PlannedPage] {
        let areas = Self.areas()
        var pages = [PlannedPage(template: "reference", path: path, context: index(areas))]
        for area in areas {
            pages.append(PlannedPage(template: "reference", path: SitePaths.behaviours(area.id), context: page(area)))
        }
        return pages
    }

    struct Area {
        var id: String
        var behaviours: [Behaviour]
        var title: String { ReferenceAnchors.areaTitle(id) }
    }

    /// The registry's behaviours by the first part of their id, in registry order.
    static func areas() -> [Area] {
        var areas: [Area] = []
        for behaviour in BehaviourRegistry.all {
            let id = ReferenceAnchors.area(of: behaviour.id.rawValue)
            if let index = areas.firstIndex(where: { $0.id == id }) {
                areas[index].behaviours.append(behaviour)
            } else {
                areas.append(Area(id: id, behaviours: [behaviour]))
            }
        }
        return areas
    }

    private func index(_ areas: [Area]) -> MustacheValue {
        let page = PageContext(
            frame: frame, path: path, title: "Engine reference",
            description: "Every object kind, action and callback the engine models.")
        let levels = site.validation.evidence
        return page.value(merging: [
            "isIndex": .bool(true),
            "kinds": .array(ObjectKind.allCases.map(kind)),
            "actions": .array(Vocabulary.actions.map(action)),
            "groups": .array(CallbackGroup.allCases.map { .string($0.rawValue) }),
            "areas": .array(
                areas.map { area in
                    .dictionary([
                        "title": .string(area.title),
                        "anchor": .string("area-\(area.id)"),
                        "href": .string(SitePaths.behaviours(area.id)),
                        "lines": .array(
                            area.behaviours.map { behaviour in
                                .dictionary([
                                    "id": .string(behaviour.id.rawValue), "title": .string(behaviour.title),
                                    "level": .string(levels.level(of: behaviour.id).rawValue),
                                    "href": .string(SitePaths.behaviours(area.id) + "#behaviour-\(behaviour.id.rawValue)"),
                                ])
                            }),
                    ])
                }),
        ])
    }

    private func page(_ area: Area) -> MustacheValue {
        let pagePath = SitePaths.behaviours(area.id)
        let page = PageContext(
            frame: frame, path: pagePath, title: "Modelled behaviours: \(area.title)",
            description: "Modelled behaviours (\(area.title)), each with its evidence and sources.")
        return page.value(merging: [
            "isIndex": .bool(false),
            "area": .string(area.title),
            "indexHref": .string(SitePaths.link(to: path, from: pagePath)),
            "behaviours": .array(area.behaviours.map { EvidenceContext.behaviour($0, site: site, from: pagePath) }),
        ])
    }

    private func kind(_ kind: ObjectKind) -> MustacheValue {
        let callbacks = Vocabulary.callbacks(of: kind)
        return .dictionary([
            "name": .string(kind.rawValue),
            "states": .string(Vocabulary.states(of: kind).joined(separator: ", ")),
            "options": .array(
                Vocabulary.options(of: kind).map { option in
                    .dictionary([
                        "name": .string(option.name), "values": .string(option.valuesText),
                        "default": .string(option.defaultValue), "summary": .string(option.summary),
                    ])
                }),
            "callbacks": .array(
                callbacks.map { callback in
                    .dictionary([
                        "anchor": .string(ReferenceAnchors.callback(callback.name, of: kind)),
                        "name": .string(callback.name), "signature": .string(callback.signature),
                        "declaredIn": .string(callback.declaredIn), "group": .string(callback.group.rawValue),
                        "ios": IOSAvailability.rule(for: callback).map { .string($0.versions) } ?? .null,
                    ])
                }),
            "hasCallbacks": .bool(!callbacks.isEmpty),
            "hasOptions": .bool(!Vocabulary.options(of: kind).isEmpty),
        ])
    }

    private func action(_ action: ActionSpec) -> MustacheValue {
        .dictionary([
            "name": .string(action.name.rawValue),
            "area": .string(action.area),
            "summary": .string(action.summary),
            "oneOf": action.oneOf.isEmpty ? .null : .string(action.oneOf.joined(separator: ", ")),
            "arguments": .array(
                action.arguments.map { argument in
                    .dictionary([
                        "name": .string(argument.name), "type": .string(argument.type.description),
                        "required": .bool(argument.isRequired), "summary": .string(argument.summary),
                    ])
                }),
        ])
    }
}
