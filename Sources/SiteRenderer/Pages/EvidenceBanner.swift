internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache

/// The line that opens a scenario's call order with what its rows rest on, counted from
/// the evidence data, never written by hand: "9 of 9 calls recorded, in 2 logs on this
/// page", or where the logs are on another scenario's page, which ones ("recorded on: Push
/// (storyboard), iOS 13"), each linked to the line that printed the call.
enum EvidenceBanner {
    /// Where a row's recording is: the page and the log line.
    struct Recording {
        var title: String
        var href: String
    }

    static func value(_ calls: [TraceEvent], scenario key: ScenarioKey, site: SiteInput, from path: String) -> MustacheValue {
        let levels = site.validation.evidence
        let recordings = calls.map(levels.recordings(of:))
        let recorded = recordings.filter { !$0.isEmpty }.count
        let documented = calls.filter { levels.level(of: $0) == .documented }.count
        let here = Set(recordings.joined().filter { $0.scenario == key }.map(\.log))
        // Rows no log on this page records, and the other scenarios whose logs do.
        var elsewhere: Set<ScenarioKey> = []
        for entries in recordings where !entries.contains(where: { $0.scenario == key }) {
            for entry in entries { elsewhere.insert(entry.scenario) }
        }
        let sortedElsewhere = elsewhere.sorted()
        let others = sortedElsewhere.map { other -> MustacheValue in
            let title = site.catalog.lifecycles.first { $0.id == other.lifecycle }?.scenarios.first { $0.id == other.scenario }.map {
                site.text($0.title)
            }
            let log = recordings.joined().first { $0.scenario == other }
            // The version the log states, not the scenario's: a log that states none was
            // shown as "iOS 17" (the reader trial, 2026-12-07).
            let stated = log.flatMap { entry in site.catalog.evidence.first { $0.id == entry.log }?.provenance.ios }
            let ios = stated.flatMap { Int($0.prefix { $0.isNumber }) }.map { "iOS \($0)" } ?? ""
            return .dictionary([
                "title": .string([title ?? other.description, ios].filter { !$0.isEmpty }.joined(separator: ", ")),
                "href": .string(link(to: other, log: log, from: path)),
                "last": .bool(other == sortedElsewhere.last),
            ])
        }
        let total = calls.count
        let level: String =
            total == 0 ? "none" : recorded == total ? "recorded" : recorded + documented == total && documented > 0 ? "documented" : "unverified"
        return .dictionary([
            "level": .string(level),
            "text": .string(
                text(recorded: recorded, documented: documented, total: total, logsHere: here.count, elsewhere: !others.isEmpty, site: site)),
            "elsewhere": .array(others),
            "hasElsewhere": .bool(!others.isEmpty),
            "hasCalls": .bool(total > 0),
        ])
    }

    /// A recorded row's link: the log line that printed it, on this page or another.
    static func rowLink(_ event: TraceEvent, scenario key: ScenarioKey, site: SiteInput, from path: String) -> String? {
        let entries = site.validation.evidence.recordings(of: event)
        // The line that printed this very call, when its log records the call here.
        let printed = site.validation.evidence.printedLine(of: event, in: key)
        let own = printed.flatMap { line in entries.contains { $0.log == line.log && $0.scenario == key } ? line : nil }
        guard let entry = own ?? entries.first(where: { $0.scenario == key }) ?? entries.first
        else { return nil }
        return link(to: entry.scenario, log: entry, from: path, samePage: entry.scenario == key)
    }

    private static func link(to scenario: ScenarioKey, log: EvidenceLevels.Coverage?, from path: String, samePage: Bool = false) -> String {
        let page = samePage ? "" : SitePaths.link(to: SitePaths.scenario(scenario.lifecycle, scenario.scenario), from: path)
        guard let log else { return page }
        let anchor = log.line.map { RecordedLogsContext.anchor(log.log, line: $0) } ?? "log-\(log.log)"
        return page + "#" + anchor
    }

    /// `elsewhere`: some recorded rows rest on other scenarios' logs only, which "in 1 log
    /// on this page" alone hid (the reader trial, 2026-12-07).
    static func text(recorded: Int, documented: Int, total: Int, logsHere: Int, elsewhere: Bool, site: SiteInput) -> String {
        guard total > 0 else { return "" }
        var parts = [site.plural("bannerRecorded", count: total, ["recorded": String(recorded)])]
        if logsHere > 0 { parts[0] += site.plural("bannerLogsHere", count: logsHere) }
        if elsewhere { parts[0] += logsHere > 0 ? site.string("bannerLogsElsewhere") : site.string("bannerOnlyElsewhere") }
        if documented > 0 { parts.append(site.plural("bannerDocumented", count: documented)) }
        let unverified = total - recorded - documented
        if unverified > 0 { parts.append(site.plural("bannerUnverified", count: unverified)) }
        return parts.joined(separator: site.string("bannerSeparator"))
    }
}
