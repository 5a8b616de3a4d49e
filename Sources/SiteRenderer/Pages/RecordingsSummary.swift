internal import LifecycleModel

/// The `lifeline-recordings` embed of a free page: a sentence about the site's recorded
/// logs, made from the logs themselves (how many are attached to scenarios, the iOS
/// versions their headers state, the newest by its `published` date, linked to the page
/// that shows it). A page that typed these facts was wrong as soon as a log was added:
/// the front page said that no recording from iOS 15 or later existed beside an iOS 17 one.
///
/// Written in a page as the code span `` `lifeline-recordings` ``, which Markdown turns
/// into `<code>lifeline-recordings</code>`; that element is replaced after conversion.
/// A guide shows the syntax in a longer span, which converts to something else.
struct RecordingsSummary {
    static let keyword = "lifeline-recordings"
    static let marker = "<code>\(keyword)</code>"

    let site: SiteInput
    /// The page the sentence is on, for relative links.
    let path: String

    /// `html` with every marker replaced by the sentence.
    func fill(_ html: String) -> String {
        guard html.contains(Self.marker) else { return html }
        return html.split(separator: Self.marker, omittingEmptySubsequences: false).joined(separator: sentence())
    }

    /// One attached log, with the scenario page that shows it.
    struct Attached {
        var log: EvidenceLog
        var page: String
    }

    /// Each log attached to a scenario once, at the first scenario that lists it, in the
    /// site's order; a log no scenario lists backs nothing and is not counted.
    var attached: [Attached] {
        var seen: Set<String> = []
        var result: [Attached] = []
        for lifecycle in site.catalog.lifecycles {
            for scenario in lifecycle.scenarios {
                for id in scenario.logs.map(\.value) where !seen.contains(id) {
                    guard let log = site.catalog.evidenceLog(id: id) else { continue }
                    seen.insert(id)
                    result.append(Attached(log: log, page: SitePaths.scenario(lifecycle.id, scenario.id)))
                }
            }
        }
        return result
    }

    func sentence() -> String {
        let logs = attached
        guard !logs.isEmpty else { return "<span class=\"recordings-summary\">\(escape(site.string("recordingsNone")))</span>" }
        let versions = logs.compactMap { Self.majorVersions($0.log.provenance.ios) }
        let unstated = logs.count - versions.count
        var text = site.plural("recordingsAttached", count: logs.count)
        if let low = versions.flatMap({ $0 }).min(), let high = versions.flatMap({ $0 }).max() {
            let range = low == high ? "iOS \(low)" : site.string("recordingsVersionRange", ["low": String(low), "high": String(high)])
            let stated = unstated == 0 ? "" : site.plural("recordingsUnstated", count: unstated)
            text += site.string("recordingsVersions", ["range": range, "unstated": stated])
        }
        text += site.string("sentenceEnd")
        var sentence = escape(text)
        if let newest = Self.newest(logs), let published = newest.log.provenance.published {
            let href = SitePaths.link(to: newest.page, from: path) + "#log-\(newest.log.id)"
            let when =
                published.count == 10 ? site.string("recordingsOnDay", ["date": published]) : site.string("recordingsInMonth", ["date": published])
            let ios = newest.log.provenance.ios.flatMap(Self.majorVersions).map { ", iOS \($0.map(String.init).joined(separator: ", "))" } ?? ""
            // A title in another language (a Japanese post's) is marked, for screen readers and fonts.
            let lang = newest.log.provenance.language.map { " lang=\"\(escape($0))\"" } ?? ""
            let log = "<a href=\"\(escape(href))\"\(lang)>\(escape(newest.log.provenance.title))</a>\(escape(ios))"
            sentence += site.string("recordingsNewestHtml", ["log": log, "when": escape(when)])
        }
        return "<span class=\"recordings-summary\">\(sentence)</span>"
    }

    /// The newest dated log: dates compare as text (`2024` after `2023-03-16`), and the
    /// id settles a tie so the sentence is the same on every build.
    static func newest(_ logs: [Attached]) -> Attached? {
        logs.filter { $0.log.provenance.published != nil }.max {
            ($0.log.provenance.published!, $1.log.id) < ($1.log.provenance.published!, $0.log.id)
        }
    }

    /// The major versions a header's free-text `ios` names before any remark in
    /// parentheses: `"11.0.3"` → [11], `"10, 9, 8.4"` → [10, 9, 8], `"13 or later (…)"` → [13].
    static func majorVersions(_ ios: String?) -> [Int]? {
        guard let ios else { return nil }
        let stated = ios.prefix { $0 != "(" }
        var versions: [Int] = []
        var index = stated.startIndex
        while index < stated.endIndex {
            guard stated[index].isASCII, stated[index].isNumber else {
                index = stated.index(after: index)
                continue
            }
            let digits = stated[index...].prefix { $0.isASCII && $0.isNumber }
            if let major = Int(digits), major > 1, major < 100, !versions.contains(major) { versions.append(major) }
            // Skip the minor and patch parts: `8.4` names iOS 8.
            index = stated[digits.endIndex...].firstIndex { !($0.isASCII && ($0.isNumber || $0 == ".")) } ?? stated.endIndex
        }
        return versions.isEmpty ? nil : versions
    }

    private func escape(_ text: String) -> String { HTMLEscaping.attribute(text) }
}
