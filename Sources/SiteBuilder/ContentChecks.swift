public import ContentLoader
public import Diagnostics
public import LifecycleSimulator
public import SiteRenderer
internal import LifecycleModel

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
        checkBehaviourTitles(content.catalog, &diagnostics)
        return validation
    }

    /// `translations/LANG/behaviours.yaml` names the engine's behaviours, which the loader
    /// does not know.
    private static func checkBehaviourTitles(_ catalog: Catalog, _ diagnostics: inout DiagnosticBag) {
        let known = BehaviourRegistry.all.map(\.id.rawValue)
        let knownSet = Set(known)
        for language in catalog.behaviourTitles.keys.sorted() {
            let titles = catalog.behaviourTitles[language]!
            for id in titles.keys.sorted() where !knownSet.contains(id) {
                diagnostics.error(
                    "lifeline.translation.unknown-key", at: titles[id]!.location, "behaviours.yaml has no behaviour '\(id)' to translate",
                    hint: Suggestion.hint(for: id, in: known) ?? "the engine reference lists every behaviour's id")
            }
        }
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
