internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache

/// The claims pages' entries: checked claims and group entries, each whole with its parts
/// (`part-of`), in sections by source, in catalog order. A whole and its parts are on the
/// claims page of the whole's lifecycle.
struct ClaimEntries {
    struct Entry {
        var lifecycle: Lifecycle
        var id: String
        var source: Reference
        var quote: Quote?
        var translation: LocalizedText?
        /// What the claim says, in one line: what readers see wherever it is listed.
        var statement: LocalizedText?
        /// What recordings and the engine show instead, for a claim that does not hold.
        var correction: LocalizedText?
        var check: ClaimCheck?
        var parts: [Entry] = []

        var anchor: String { "claim-\(lifecycle.id)-\(id)" }

        /// The words a reader sees for the claim: its statement; content loaded from files
        /// always has one, so the translation, the quote and the id are only for entries
        /// built by hand.
        func shownStatement(_ site: SiteInput) -> String {
            if let statement { return site.text(statement) }
            if let translation, let text = site.writtenText(translation) { return text }
            return quote?.text ?? id
        }

        /// `holds`, `false`, or `partly` for a whole whose parts differ (a group entry
        /// takes its parts' verdicts; a checked whole keeps its own).
        var verdict: String {
            if let check { return check.holds ? "holds" : "false" }
            let verdicts = Set(parts.map(\.verdict))
            return verdicts.count == 1 ? verdicts.first! : "partly"
        }

    }

    struct Source {
        var title: String
        var url: String?
        /// The title's language when it is not the site's.
        var language: String? = nil
        var entries: [Entry]
        var site: SiteInput

        /// The section on a lifecycle's claims page, with the entries in full.
        func value(anchor: String, from path: String) -> MustacheValue {
            fields(
                anchor: anchor,
                [
                    "entries": .array(entries.map { ClaimEntryContext(site: site, sourceAnchor: anchor, path: path).value($0) })
                ])
        }

        /// The section on the index: one line per entry, parts included, each keeping the
        /// entry's anchor and linking on to it.
        func indexValue(anchor: String, links: (Entry) -> String) -> MustacheValue {
            fields(
                anchor: anchor,
                [
                    "lines": .array(
                        entries.flatMap { [$0] + $0.parts }.map { entry in
                            .dictionary([
                                "anchor": .string(entry.anchor), "id": .string(entry.id), "href": .string(links(entry)),
                                "statement": .string(entry.shownStatement(site)),
                                "verdict": .string(entry.verdict), "verdictLabel": .string(ClaimEntryContext.label(entry.verdict, site: site)),
                                "isPart": .bool(entry.check?.claim.partOf != nil && !entries.contains { $0.anchor == entry.anchor }),
                            ])
                        })
                ])
        }

        private func fields(anchor: String, _ more: [String: MustacheValue]) -> MustacheValue {
            let all = entries.flatMap { [$0] + $0.parts }
            return .dictionary(
                [
                    "anchor": .string(anchor),
                    "title": .string(title),
                    "url": url.map(MustacheValue.string) ?? .null,
                    "lang": language.map(MustacheValue.string) ?? .null,
                    "count": .int(all.count { $0.check != nil }),
                    "falseCount": .int(all.count { $0.check?.holds == false }),
                    "countsText": .string(
                        site.plural(
                            "claimsCheckedAndFalse", count: all.count { $0.check != nil }, ["false": String(all.count { $0.check?.holds == false })])),
                ].merging(more) { _, new in new })
        }
    }

    let sources: [Source]
    let all: [Entry]
    /// The pages of the lifecycles' claims, in catalog order.
    let pages: [Page]
    /// Entry anchor → the claims page that holds the entry.
    let pagePath: [String: String]

    /// At most this many entries (parts included) go on one page, so no claims page grows
    /// past the page-weight budget however many claims a lifecycle has; a whole stays on
    /// one page with its parts.
    static let entriesPerPage = 60

    /// One claims page: a lifecycle's sources (each with its number on the index, so
    /// `source-N` means one source on every page), holding only this page's entries.
    struct Page {
        var lifecycle: Lifecycle
        var number: Int
        var sources: [(index: Int, source: Source)] = []
        var path: String { SitePaths.claims(lifecycle.id, page: number) }
        var entryCount: Int { sources.reduce(0) { $0 + $1.source.entries.reduce(0) { $0 + 1 + $1.parts.count } } }
    }

    private static func paginate(_ sources: [Source], lifecycles: [Lifecycle]) -> [Page] {
        var pages: [Page] = []
        for lifecycle in lifecycles {
            var current = Page(lifecycle: lifecycle, number: 1)
            for (index, source) in sources.enumerated() {
                for entry in source.entries where entry.lifecycle.id == lifecycle.id {
                    let size = 1 + entry.parts.count
                    if current.entryCount > 0 && current.entryCount + size > entriesPerPage {
                        pages.append(current)
                        current = Page(lifecycle: lifecycle, number: current.number + 1)
                    }
                    if current.sources.last?.index == index {
                        current.sources[current.sources.count - 1].source.entries.append(entry)
                    } else {
                        var mine = source
                        mine.entries = [entry]
                        current.sources.append((index, mine))
                    }
                }
            }
            if current.entryCount > 0 { pages.append(current) }
        }
        return pages
    }

    /// The link from the page at `path` to an entry on its claims page.
    func href(from path: String) -> (Entry) -> String {
        let pagePath = self.pagePath
        return { entry in
            SitePaths.link(to: pagePath[entry.anchor] ?? SitePaths.claims, from: path) + "#\(entry.anchor)"
        }
    }

    /// A line that names an entry by its statement and verdict and links to it; `id` is
    /// for `data-claim`, never shown. A claim that does not hold also says, in one line
    /// each, what its source says (with the quote, in its language) and what recordings,
    /// Apple's documentation or the model show instead.
    func link(_ entry: Entry, from path: String, site: SiteInput) -> MustacheValue {
        .dictionary([
            "href": .string(href(from: path)(entry)), "id": .string(entry.id),
            "statement": .string(entry.shownStatement(site)),
            "verdict": .string(entry.verdict), "verdictLabel": .string(ClaimEntryContext.label(entry.verdict, site: site)),
            "quote": entry.quote.map { .dictionary(["lang": .string($0.language), "text": .string($0.text)]) } ?? .null,
            "source": .string(site.titleText(entry.source.title)),
            "sourceLang": entry.source.language.map(MustacheValue.string) ?? .null,
            "correction": entry.correction.map { .string(site.text($0)) } ?? .null,
            "correctionLabel": .string(ClaimEntryContext.correctionLabel(entry.check?.evidence, site: site)),
        ])
    }

    init(site: SiteInput, checks: [ClaimCheck]) {
        var entries: [Entry] = []
        for lifecycle in site.catalog.lifecycles {
            for claim in lifecycle.claims {
                guard let check = checks.first(where: { $0.lifecycle == lifecycle.id && $0.claim.id == claim.id }) else { continue }
                entries.append(
                    Entry(
                        lifecycle: lifecycle, id: claim.id, source: claim.source, quote: claim.quote, translation: claim.translation,
                        statement: claim.statement, correction: claim.correction, check: check))
            }
            for group in lifecycle.claimGroups {
                entries.append(
                    Entry(
                        lifecycle: lifecycle, id: group.id, source: group.source, quote: group.quote, translation: group.translation,
                        statement: group.statement))
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
            let title = site.titleText(entry.source.title)
            if let index = sources.firstIndex(where: { $0.title == title }) {
                sources[index].entries.append(entry)
            } else {
                sources.append(Source(title: title, url: entry.source.url, language: entry.source.language, entries: [entry], site: site))
            }
        }
        self.sources = sources
        pages = Self.paginate(sources, lifecycles: site.catalog.lifecycles)
        var pagePath: [String: String] = [:]
        for page in pages {
            for (_, source) in page.sources {
                for entry in source.entries.flatMap({ [$0] + $0.parts }) { pagePath[entry.anchor] = page.path }
            }
        }
        self.pagePath = pagePath
    }
}
