internal import LifecycleModel
internal import LifecycleSimulator

/// `assets/search-index.js`: every lifecycle, scenario, callback, page section and claim,
/// with the synonym table (``SearchSynonyms``), as a script that sets
/// `window.lifelineSearchIndex`, so search works from `file://` too (browsers refuse to
/// fetch a JSON file from disk); `assets/search.js` adds it to the page when the reader
/// first uses the search box. Links are relative to the site root; the page's script
/// prefixes its own way back to the root.
///
/// Each entry is `[kind, title, href, context, names, text]`:
/// - `kind`: `scenario`, `callback`, `lifecycle`, `page` (a page or one of its sections)
///   or `claim`; search lists scenarios, callbacks and pages before claims;
/// - `title`: what the result shows (a claim's one-line statement, else its translation);
/// - `context`: the line under it (a scenario's lifecycle, a claim's verdict);
/// - `names`: words that count as much as the title and are not shown (a scenario's id
///   and actions, a callback's kind, a claim's id);
/// - `text`: the words the result's snippet is cut from.
enum SearchIndex {
    static let path = "assets/search-index.js"

    struct Entry: Equatable {
        var kind: String
        var title: String
        var href: String
        var context: String
        var names: String
        var text: String
    }

    static func entries(_ site: SiteInput) -> [Entry] {
        var entries: [Entry] = []
        for lifecycle in site.catalog.lifecycles {
            let title = site.titleText(lifecycle.title)
            // By its title and summary, not its body: a build after an edit of bodies alone
            // renders only their lifecycles' pages (ProseEdit), and leaves this index as it is.
            entries.append(
                Entry(
                    kind: "lifecycle", title: title, href: SitePaths.lifecycle(lifecycle.id), context: site.string("searchKindLifecycle"),
                    names: "\(lifecycle.id) \(lifecycle.object.rawValue)", text: lifecycle.summary.map { InlineCode.plain(site.text($0)) } ?? ""))
            for scenario in lifecycle.scenarios {
                entries.append(
                    Entry(
                        kind: "scenario", title: site.titleText(scenario.title), href: SitePaths.scenario(lifecycle.id, scenario.id),
                        context: title, names: scenarioNames(scenario),
                        text: [scenario.summary, scenario.notes].compactMap { $0.map { SearchText.plain(markdown: site.text($0)) } }
                            .joined(separator: " ")))
            }
        }
        entries += callbackEntries(site)
        // Each edition's index holds its own language's pages.
        for page in site.catalog.pages.map({ $0.inLanguage(site.language) }) {
            let path = SitePaths.page(page.slug)
            var anchors = HeadingAnchors(linkLabel: site.string("headingLinkLabel"))
            let html = anchors.add(to: ProseHTML(site: site, path: path).html(page.markdown))
            let sections = SearchText.sections(of: html, headings: anchors.headings)
            entries.append(
                Entry(
                    kind: "page", title: page.title, href: path, context: site.string("searchKindPage"), names: page.slug,
                    text: sections.first { $0.id == nil }?.text ?? "")
            )
            entries += sectionEntries(sections, page: path, pageTitle: page.title)
        }
        entries.append(
            Entry(
                kind: "page", title: site.string("claimsChecked"), href: SitePaths.claims, context: site.string("searchKindPage"), names: "claims",
                text: site.string("searchClaimsText"))
        )
        entries.append(
            Entry(
                kind: "page", title: site.string("engineReference"), href: SitePaths.reference, context: site.string("searchKindPage"),
                names: "reference", text: site.string("searchReferenceText")))
        entries += claimEntries(site)
        return entries
    }

    /// The id of a scenario and its steps' actions with their choices (`present`,
    /// `page-sheet`), so a query in the engine's words finds the scenario.
    static func scenarioNames(_ scenario: Scenario) -> String {
        var names = [scenario.id]
        for step in scenario.steps {
            names.append(step.action.rawValue)
            for (_, value) in step.arguments.sorted(by: { $0.key < $1.key }) {
                if case .choice(let choice) = value { names.append(choice) }
            }
        }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }.joined(separator: " ")
    }

    /// A page's sections under their headings (second to fourth level), each landing on
    /// its heading; the text before the first heading belongs to the page's own entry.
    static func sectionEntries(_ sections: [SearchText.Section], page: String, pageTitle: String) -> [Entry] {
        sections.compactMap { section in
            guard let id = section.id, section.level >= 2 && section.level <= 4 else { return nil }
            return Entry(kind: "page", title: section.heading, href: page + "#" + id, context: pageTitle, names: "", text: section.text)
        }
    }

    /// Every callback of every object kind, landing on its row of the engine reference
    /// (never on the table's heading), with its signature and what the lifecycles say of it.
    static func callbackEntries(_ site: SiteInput) -> [Entry] {
        var entries: [Entry] = []
        for kind in ObjectKind.allCases {
            for callback in Vocabulary.callbacks(of: kind) {
                let notes = site.catalog.lifecycles.filter { $0.object == kind }.flatMap(\.callbacks)
                    .filter { $0.callback.name == callback.name }.compactMap { $0.note.map { SearchText.plain(markdown: site.text($0)) } }
                entries.append(
                    Entry(
                        kind: "callback", title: callback.name,
                        href: SitePaths.reference + "#" + ReferenceAnchors.callback(callback.name, of: kind),
                        context: "\(kind.rawValue), \(callback.declaredIn)", names: kind.rawValue,
                        text: ([callback.signature] + notes).joined(separator: " ")))
            }
        }
        return entries
    }

    /// Each claim, shown by its one-line statement (else its translation, else its quote)
    /// and its verdict, found by its id, its words (quote and translation), its source,
    /// its scenario and the calls it names, landing on its entry.
    static func claimEntries(_ site: SiteInput) -> [Entry] {
        let claims = ClaimEntries(site: site, checks: Validator.claimChecks(site.validation))
        let link = claims.href(from: "")
        var entries: [Entry] = []
        for source in claims.sources {
            for entry in source.entries.flatMap({ [$0] + $0.parts }) {
                let claim = entry.check?.claim
                let scenario: String? = claim.flatMap { entry.lifecycle.scenario(id: $0.scenario.value) }.map { site.titleText($0.title) }
                let calls: [String] = (claim?.says ?? []).map(\.notation) + (claim?.absent ?? []).map(\.notation)
                let statement = claim?.statement ?? entry.lifecycle.claimGroups.first { $0.id == entry.id }?.statement
                let translation = entry.translation.flatMap(site.writtenText)
                // A claim with no words of its own (a part of a quoted whole) shows the order it states.
                let order = calls.isEmpty ? nil : (scenario.map { $0 + ": " } ?? "") + calls.joined(separator: " → ")
                let shown = statement.map(site.text) ?? translation ?? entry.quote?.text ?? order ?? entry.id
                var words: [String] = [entry.quote?.text, translation, source.title, scenario].compactMap { $0 }
                words += calls
                let verdict = ClaimEntryContext.label(entry.verdict, site: site)
                entries.append(
                    Entry(
                        kind: "claim", title: SearchText.oneLine(shown, limit: 160), href: link(entry),
                        context: "\(verdict) · \(site.titleText(entry.lifecycle.title))", names: entry.id, text: words.joined(separator: " ")))
            }
        }
        return entries
    }

    static func script(_ site: SiteInput) -> String {
        let rows = entries(site).map { entry in
            "[" + [entry.kind, entry.title, entry.href, entry.context, entry.names, entry.text].map(jsString).joined(separator: ",") + "]"
        }
        let synonyms = SearchSynonyms.script(language: site.language)
        return "window.lifelineSearchIndex = {\n\"synonyms\": " + synonyms + ",\n\"entries\": [\n" + rows.joined(separator: ",\n") + "\n]};\n"
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
