internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache

/// `reference.html` and `reference/<area>.html`, generated from the engine's own
/// registry: every object kind with its states, options and callbacks (each callback with
/// an anchor scenario pages link to), the `config` keys, every action with its arguments, and every
/// behaviour with its evidence. The documentation of the format cannot drift from the
/// engine.
///
/// The behaviours' evidence is on one page per area (`vc`, `view`, … of `vc.push`), so no
/// page grows with the whole registry; the index names each area with its count of
/// behaviours by evidence level and links on to it.
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
        func title(_ site: SiteInput) -> String { ReferenceAnchors.areaTitle(id, site: site) }
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
            frame: frame, path: path, title: site.string("engineReference"), description: site.string("referenceDescription"))
        let levels = site.validation.evidence
        return page.value(merging: [
            "isIndex": .bool(true),
            "kinds": .array(ObjectKind.allCases.map(kind)),
            "configKeys": .array(Vocabulary.configKeys.map(configKey)),
            "actions": .array(Vocabulary.actions.map(action)),
            "groups": .array(CallbackGroup.allCases.map { .string($0.rawValue) }),
            "areas": .array(
                areas.map { area in
                    .dictionary([
                        "title": .string(area.title(site)),
                        "anchor": .string("area-\(area.id)"),
                        "href": .string(SitePaths.behaviours(area.id)),
                        "summary": .string(Self.summary(area.behaviours.map { levels.level(of: $0.id) }, site: site)),
                    ])
                }),
        ])
    }

    /// "12 behaviours: 5 recorded, 2 documented, 5 unverified": the index names each area's
    /// count by level and leaves the behaviours to the area's page, which keeps the index
    /// within the page-weight budget as the engine grows.
    static func summary(_ levels: [EvidenceLevel], site: SiteInput) -> String {
        let counts = [EvidenceLevel.recorded, .documented, .unverified].compactMap { level -> String? in
            let count = levels.filter { $0 == level }.count
            guard count > 0 else { return nil }
            switch level {
            case .recorded: return site.plural("referenceCountRecorded", count: count)
            case .documented: return site.plural("referenceCountDocumented", count: count)
            case .unverified: return site.plural("referenceCountUnverified", count: count)
            }
        }
        let total = site.plural("referenceBehaviourCount", count: levels.count)
        return counts.isEmpty ? total : site.string("referenceAreaSummary", ["behaviours": total, "levels": counts.joined(separator: ", ")])
    }

    private func page(_ area: Area) -> MustacheValue {
        let pagePath = SitePaths.behaviours(area.id)
        let heading = site.string("referenceAreaHeading", ["area": area.title(site)])
        let page = PageContext(
            frame: frame, path: pagePath, title: heading, description: site.string("referenceAreaDescription", ["area": area.title(site)]))
        return page.value(merging: [
            "isIndex": .bool(false),
            "area": .string(area.title(site)),
            "heading": .string(heading),
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
                        "default": .string(option.defaultValue), "summary": .string(InlineCode.plain(option.summary)),
                        "summaryHtml": .html(InlineCode.html(option.summary)),
                    ])
                }),
            "callbacks": .array(
                callbacks.map { callback in
                    .dictionary([
                        "anchor": .string(ReferenceAnchors.callback(callback.name, of: kind)),
                        "name": .string(callback.name), "signature": .string(callback.signature),
                        "declaredIn": .string(callback.declaredIn), "group": .string(callback.group.rawValue),
                        "groupName": .string(site.groupName(callback.group)),
                        "ios": IOSAvailability.rule(for: callback).map { .string($0.versions) } ?? .null,
                    ])
                }),
            "hasCallbacks": .bool(!callbacks.isEmpty),
            "callbacksLabel": .string(site.string("referenceKindCallbacksLabel", ["kind": kind.rawValue])),
            "hasOptions": .bool(!Vocabulary.options(of: kind).isEmpty),
        ])
    }

    private func configKey(_ key: ConfigKeySpec) -> MustacheValue {
        .dictionary([
            "name": .string(key.name), "summary": .string(InlineCode.plain(key.summary)), "summaryHtml": .html(InlineCode.html(key.summary)),
            "default": .string(key.defaultValue),
            "defaultNote": key.defaultNote.map(MustacheValue.string) ?? .null, "valuesText": .string(key.valuesText),
            "values": .array(
                key.values.map { value in
                    .dictionary([
                        "name": .string(value.name), "summary": value.summary.map { .string(InlineCode.plain($0)) } ?? .null,
                        "summaryHtml": value.summary.map { .html(InlineCode.html($0)) } ?? .null,
                        "versions": value.availability.map { .string($0.versions) } ?? .null,
                    ])
                }),
        ])
    }

    private func action(_ action: ActionSpec) -> MustacheValue {
        .dictionary([
            "name": .string(action.name.rawValue),
            "area": .string(action.area),
            "summary": .string(InlineCode.plain(action.summary)), "summaryHtml": .html(InlineCode.html(action.summary)),
            "oneOf": action.oneOf.isEmpty ? .null : .string(action.oneOf.joined(separator: ", ")),
            "arguments": .array(
                action.arguments.map { argument in
                    .dictionary([
                        "name": .string(argument.name), "type": .string(argument.type.description),
                        "required": .bool(argument.isRequired), "summary": .string(InlineCode.plain(argument.summary)),
                        "summaryHtml": .html(InlineCode.html(argument.summary)),
                    ])
                }),
        ])
    }
}
