public import ContentLoader
public import Diagnostics
public import LifecycleModel
public import LifecycleSimulator
public import SiteRenderer
internal import FileAccess

/// Everything `check` and `build` hold loaded content to before any template runs: the
/// engine's rules, then the links of the prose against the pages the site will have
/// (which only the renderer knows, so this runs here, where both are at hand).
public enum ContentChecks {
    /// `engineCache` gives the explorer the models an earlier run of this engine explored,
    /// and keeps those it explores now.
    public static func validate(
        _ content: LoadedContent, threads: Int = 1, engineCache: EngineCache? = nil, diagnostics: inout DiagnosticBag
    ) -> ValidationContext {
        let loaded = engineCache?.load() ?? 0
        let validation = Validator.validate(content.catalog, threads: threads, diagnostics: &diagnostics)
        engineCache?.save(after: loaded)
        ProseLinkCheck.check(site(content, validation), staticFiles: staticPaths(content), &diagnostics)
        checkBehaviourTexts(content.catalog, &diagnostics)
        return validation
    }

    /// `translations/LANG/behaviours.yaml` names the engine's behaviours, which the loader
    /// does not know: each id must be one, a disagreement must translate one the engine
    /// has, and an edition under `require-complete` must have them all.
    private static func checkBehaviourTexts(_ catalog: Catalog, _ diagnostics: inout DiagnosticBag) {
        let known = BehaviourRegistry.all.map(\.id.rawValue)
        let withDisagreement = Set(BehaviourRegistry.all.filter { $0.disagreement != nil }.map(\.id.rawValue))
        for language in Set(catalog.behaviourTitles.keys).union(catalog.behaviourDisagreements.keys).sorted() {
            let titles = catalog.behaviourTitles[language] ?? [:]
            let notes = catalog.behaviourDisagreements[language] ?? [:]
            for (id, text) in titles.merging(notes, uniquingKeysWith: { title, _ in title }).sorted(by: { $0.key < $1.key })
            where !known.contains(id) {
                diagnostics.error(
                    "lifeline.translation.unknown-key", at: text.location, "behaviours.yaml has no behaviour '\(id)' to translate",
                    hint: Suggestion.hint(for: id, in: known) ?? "the engine reference lists every behaviour's id")
            }
            for (id, note) in notes.sorted(by: { $0.key < $1.key }) where known.contains(id) && !withDisagreement.contains(id) {
                diagnostics.error(
                    "lifeline.translation.unknown-key", at: note.location,
                    "behaviour '\(id)' has no disagreement to translate: its sources agree",
                    hint: "leave out 'disagreement', and write the title alone ('\(id)': TITLE)")
            }
        }
        for entry in catalog.settings.requireComplete {
            let missing = engineTextsMissing(catalog, language: entry.value)
            guard !missing.isEmpty else { continue }
            let keys = missing.compactMap(\.key)
            diagnostics.error(
                "lifeline.translation.incomplete", at: entry.location,
                "\(keys.count) text\(keys.count == 1 ? "" : "s") of the engine reference have no \(entry.value) translation, "
                    + "and site.yaml requires the \(entry.value) edition to be complete: "
                    + keys.prefix(8).joined(separator: ", ") + (keys.count > 8 ? ", and \(keys.count - 8) more" : ""),
                hint: "write them in \(missing[0].file) (ID: TITLE, or ID: { title: …, disagreement: … }), "
                    + "or take \(entry.value) out of 'require-complete'")
        }
    }

    /// The engine reference's texts, behaviour titles and disagreements, that have no
    /// translation into `language`, neither built in nor in the content, keyed as
    /// `behaviours.yaml` would hold them.
    public static func engineTextsMissing(_ catalog: Catalog, language: String) -> [TranslationCompleteness.Missing] {
        let file = Paths.join(Paths.parent(of: catalog.settings.location.file), "translations/\(language)/behaviours.yaml")
        let titles = catalog.behaviourTitles[language] ?? [:]
        let notes = catalog.behaviourDisagreements[language] ?? [:]
        var missing: [TranslationCompleteness.Missing] = []
        for behaviour in BehaviourRegistry.all {
            let id = behaviour.id.rawValue
            let builtIn = BehaviourTranslations.text(of: behaviour.id, in: language)
            if titles[id] == nil, builtIn == nil {
                missing.append(.init(language: language, location: catalog.settings.location, file: file, key: id))
            }
            if behaviour.disagreement != nil, notes[id] == nil, builtIn?.disagreement == nil {
                missing.append(.init(language: language, location: catalog.settings.location, file: file, key: "\(id).disagreement"))
            }
        }
        return missing
    }

    /// The pages and anchors links are checked against, for tests that hold them to a build.
    public static func pages(_ content: LoadedContent, _ validation: ValidationContext) -> SitePages {
        SitePages(site(content, validation), staticFiles: staticPaths(content))
    }

    private static func site(_ content: LoadedContent, _ validation: ValidationContext) -> SiteInput {
        SiteInput(catalog: content.catalog, validation: validation, markdown: CmarkMarkdown(), diagrams: GraphvizDiagrams())
    }

    private static func staticPaths(_ content: LoadedContent) -> [String] {
        content.staticFiles.map { String($0.relativePath.dropFirst("static/".count)) }
    }
}
