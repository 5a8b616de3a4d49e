internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache

/// Evidence for a page: the weakest level first, then each behaviour with its level (as
/// the content's logs and Apple's documentation establish it), the logs that record it,
/// its documentation and its other sources.
enum EvidenceContext {
    /// - Parameter shown: the calls the page's table shows; each behaviour is as sure as
    ///   its calls there (a behaviour with none, such as a silent step, as sure as itself).
    static func value(_ behaviours: [Behaviour], shown: [TraceEvent], site: SiteInput, from path: String) -> MustacheValue {
        let levels = site.validation.evidence
        let here = Dictionary(grouping: shown, by: \.behaviour).compactMapValues { levels.weakest(of: $0) }
        let level = { (behaviour: Behaviour) in here[behaviour.id] ?? levels.level(of: behaviour.id) }
        let weakest = behaviours.map(level).max()
        let sorted = behaviours.sorted { (level($0), $0.id) > (level($1), $1.id) }
        return .dictionary([
            "level": weakest.map { .string($0.rawValue) } ?? .null,
            "levelName": weakest.map { .string(name($0, site: site)) } ?? .null,
            "label": weakest.map { .string(label($0, site: site)) } ?? .null,
            "isUnverified": .bool(weakest == .unverified),
            "behaviours": .array(
                sorted.map { behaviour($0, level: level($0), site: site, from: path, shown: shown.filter { [id = $0.id] in $0.behaviour == id }) }),
            "hasBehaviours": .bool(!behaviours.isEmpty),
        ])
    }

    /// - Parameter shown: the behaviour's calls on a scenario page: only the logs that record
    ///   them in this scenario's situation are listed. Nil on the reference, which lists all.
    static func behaviour(
        _ behaviour: Behaviour, level: EvidenceLevel? = nil, site: SiteInput, from path: String, shown: [TraceEvent]? = nil
    ) -> MustacheValue {
        let levels = site.validation.evidence
        var recordings = shown.map { events in events.flatMap(levels.recordings(of:)) } ?? levels.logs(for: behaviour.id)
        var seen: Set<String> = []
        recordings = recordings.filter { seen.insert($0.log + "\u{1F}" + $0.scenario.description).inserted }
        let versions = RecordedVersions(recordings.compactMap { site.catalog.evidenceLog(id: $0.log)?.provenance.ios })
        let logs = recordings.map { coverage -> MustacheValue in
            let log = site.catalog.evidenceLog(id: coverage.log)
            return .dictionary([
                "title": .string(log?.provenance.title ?? coverage.log),
                "lang": log?.provenance.language.map(MustacheValue.string) ?? .null,
                "href": .string(
                    SitePaths.link(to: SitePaths.scenario(coverage.scenario.lifecycle, coverage.scenario.scenario), from: path)
                        + "#log-\(coverage.log)"),
                "scenario": .string(coverage.scenario.description),
                // The scenario by its title: its id (`swiftui-views/tab-switch`) read as jargon.
                "checkedAgainst": .string(site.string("checkedAgainst", ["scenario": scenarioTitle(coverage.scenario, site: site)])),
            ])
        }
        let title = site.behaviourTitle(behaviour)
        let disagreement = site.behaviourDisagreement(behaviour)
        return .dictionary([
            "id": .string(behaviour.id.rawValue),
            "referenceHref": .string(ReferenceAnchors.behaviourHref(behaviour.id.rawValue, from: path)),
            "title": .string(InlineCode.plain(title)), "titleHtml": .html(InlineCode.html(title)),
            "level": .string((level ?? levels.level(of: behaviour.id)).rawValue),
            "levelName": .string(name(level ?? levels.level(of: behaviour.id), site: site)),
            "iosSeen": versions.summary.map(MustacheValue.string) ?? .null,
            "disagreement": disagreement.map { .string(InlineCode.plain($0)) } ?? .null,
            "disagreementHtml": disagreement.map { .html(InlineCode.html($0)) } ?? .null,
            "logs": .array(logs),
            "hasLogs": .bool(!logs.isEmpty),
            "documentation": sources(behaviour.documentation),
            "hasDocumentation": .bool(!behaviour.documentation.isEmpty),
            "sources": sources(behaviour.sources),
            "hasSources": .bool(!behaviour.sources.isEmpty),
        ])
    }

    private static func scenarioTitle(_ key: ScenarioKey, site: SiteInput) -> String {
        site.catalog.lifecycle(id: key.lifecycle)?.scenario(id: key.scenario).map { site.text($0.title) } ?? key.description
    }

    private static func sources(_ sources: [EvidenceSource]) -> MustacheValue {
        .array(
            sources.map {
                .dictionary([
                    "title": .string(InlineCode.plain($0.title)), "titleHtml": .html(InlineCode.html($0.title)),
                    "url": $0.url.map(MustacheValue.string) ?? .null,
                    "lang": $0.language.map(MustacheValue.string) ?? .null,
                    "quote": $0.quote.map(MustacheValue.string) ?? .null,
                ])
            })
    }

    /// The level as readers see it, in the edition's language (`recorded`); its raw value
    /// names the CSS classes.
    static func name(_ level: EvidenceLevel, site: SiteInput) -> String {
        switch level {
        case .recorded: site.string("evidenceLevelRecorded")
        case .documented: site.string("evidenceLevelDocumented")
        case .unverified: site.string("evidenceLevelUnverified")
        }
    }

    /// What `level` means for the order it is given to, in the edition's language.
    static func label(_ level: EvidenceLevel, site: SiteInput) -> String {
        switch level {
        case .recorded: site.string("evidenceMeaningRecorded")
        case .documented: site.string("evidenceMeaningDocumented")
        case .unverified: site.string("evidenceMeaningUnverified")
        }
    }
}
