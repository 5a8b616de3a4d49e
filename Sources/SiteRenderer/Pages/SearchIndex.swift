internal import LifecycleModel
internal import LifecycleSimulator

/// `assets/search-index.js`: every lifecycle, scenario, callback, claim and page as a script
/// that sets `window.lifelineSearchIndex`, so search works from `file://` too (browsers
/// refuse to fetch a JSON file from disk). Links are relative to the site root; the
/// page's script prefixes its own way back to the root.
enum SearchIndex {
    static let path = "assets/search-index.js"

    struct Entry {
        var title: String
        var href: String
        var kind: String
        var text: String
    }

    static func entries(_ site: SiteInput) -> [Entry] {
        var entries: [Entry] = []
        for page in site.catalog.pages {
            entries.append(Entry(title: page.inLanguage(site.language).title, href: SitePaths.page(page.slug), kind: "page", text: ""))
        }
        for lifecycle in site.catalog.lifecycles {
            let title = site.text(lifecycle.title)
            let home = SitePaths.lifecycle(lifecycle.id)
            entries.append(Entry(title: title, href: home, kind: "lifecycle", text: lifecycle.summary.map(site.text) ?? ""))
            for note in lifecycle.callbacks {
                entries.append(
                    Entry(title: note.callback.name, href: home + "#callbacks-heading", kind: "callback in \(title)", text: note.callback.signature))
            }
            for scenario in lifecycle.scenarios {
                entries.append(
                    Entry(
                        title: site.text(scenario.title), href: SitePaths.scenario(lifecycle.id, scenario.id), kind: "scenario in \(title)",
                        text: scenario.summary.map(site.text) ?? ""))
            }
        }
        entries += claimEntries(site)
        entries.append(Entry(title: "Claims checked", href: SitePaths.claims, kind: "page", text: "claims verdicts articles"))
        entries.append(Entry(title: "Reference", href: SitePaths.reference, kind: "page", text: "callbacks reference"))
        return entries
    }

    /// Each claim, found by its id, its words (quote and translation), its source, its
    /// scenario and the calls it names, landing on its entry.
    static func claimEntries(_ site: SiteInput) -> [Entry] {
        let claims = ClaimEntries(site: site, checks: Validator.claimChecks(site.validation))
        let link = claims.href(from: "")
        var entries: [Entry] = []
        for source in claims.sources {
            for entry in source.entries.flatMap({ [$0] + $0.parts }) {
                let claim = entry.check?.claim
                let scenario: String? = claim.flatMap { entry.lifecycle.scenario(id: $0.scenario.value) }.map { site.text($0.title) }
                let calls: [String] = (claim?.says ?? []).map(\.notation) + (claim?.absent ?? []).map(\.notation)
                var words: [String] = [entry.quote?.text, entry.translation.map(site.text), source.title, scenario].compactMap { $0 }
                words += calls
                let kind = "claim, " + ClaimEntryContext.label(entry.verdict).lowercased()
                entries.append(Entry(title: entry.id, href: link(entry), kind: kind, text: words.joined(separator: " ")))
            }
        }
        return entries
    }

    static func script(_ site: SiteInput) -> String {
        let rows = entries(site).map { entry in
            "[" + [entry.title, entry.href, entry.kind, entry.text].map(jsString).joined(separator: ",") + "]"
        }
        return "window.lifelineSearchIndex = [\n" + rows.joined(separator: ",\n") + "\n];\n"
    }

    /// A JavaScript string literal that cannot end the script or the string early.
    static func jsString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\n": out += "\\n"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            case let control where control.value < 0x20: out += "\\u00" + (control.value < 0x10 ? "0" : "") + String(control.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
