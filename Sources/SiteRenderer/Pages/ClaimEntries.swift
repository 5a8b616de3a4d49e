internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache

/// The claims page's entries: checked claims and group entries, each whole with its parts
/// (`part-of`), in sections by source, in catalog order.
struct ClaimEntries {
    struct Entry {
        var lifecycle: Lifecycle
        var id: String
        var source: Reference
        var quote: Quote?
        var translation: LocalizedText?
        var check: ClaimCheck?
        var parts: [Entry] = []

        var anchor: String { "claim-\(lifecycle.id)-\(id)" }

        /// `holds`, `false`, or `partly` for a whole whose parts differ (a group entry
        /// takes its parts' verdicts; a checked whole keeps its own).
        var verdict: String {
            if let check { return check.holds ? "holds" : "false" }
            let verdicts = Set(parts.map(\.verdict))
            return verdicts.count == 1 ? verdicts.first! : "partly"
        }

        var link: MustacheValue {
            .dictionary(["href": .string("#\(anchor)"), "id": .string(id)])
        }
    }

    struct Source {
        var title: String
        var url: String?
        var entries: [Entry]
        var site: SiteInput

        func value(anchor: String) -> MustacheValue {
            let all = entries.flatMap { [$0] + $0.parts }
            return .dictionary([
                "anchor": .string(anchor),
                "title": .string(title),
                "url": url.map(MustacheValue.string) ?? .null,
                "count": .int(all.count { $0.check != nil }),
                "falseCount": .int(all.count { $0.check?.holds == false }),
                "entries": .array(entries.map { ClaimEntryContext(site: site, sourceAnchor: anchor).value($0) }),
            ])
        }
    }

    let sources: [Source]
    let all: [Entry]

    init(site: SiteInput, checks: [ClaimCheck]) {
        var entries: [Entry] = []
        for lifecycle in site.catalog.lifecycles {
            for claim in lifecycle.claims {
                guard let check = checks.first(where: { $0.lifecycle == lifecycle.id && $0.claim.id == claim.id }) else { continue }
                entries.append(
                    Entry(lifecycle: lifecycle, id: claim.id, source: claim.source, quote: claim.quote, translation: claim.translation, check: check))
            }
            for group in lifecycle.claimGroups {
                entries.append(Entry(lifecycle: lifecycle, id: group.id, source: group.source, quote: group.quote, translation: group.translation))
            }
        }
        // Parts go under their whole; a part whose whole is missing stays on its own.
        func key(_ entry: Entry) -> String { "\(entry.lifecycle.id)/\(entry.id)" }
        let wholeOf: [String: String] = Dictionary(
            entries.compactMap { entry in
                entry.check?.claim.partOf.map { (key(entry), $0.value.contains("/") ? $0.value : "\(entry.lifecycle.id)/\($0.value)") }
            }, uniquingKeysWith: { first, _ in first })
        let keys = Set(entries.map(key))
        var tops = entries.filter { wholeOf[key($0)].map { !keys.contains($0) } ?? true }
        for index in tops.indices {
            tops[index].parts = entries.filter { wholeOf[key($0)] == key(tops[index]) }
        }
        all = tops.flatMap { [$0] + $0.parts }
        var sources: [Source] = []
        for entry in tops {
            let title = site.text(entry.source.title)
            if let index = sources.firstIndex(where: { $0.title == title }) {
                sources[index].entries.append(entry)
            } else {
                sources.append(Source(title: title, url: entry.source.url, entries: [entry], site: site))
            }
        }
        self.sources = sources
    }
}
