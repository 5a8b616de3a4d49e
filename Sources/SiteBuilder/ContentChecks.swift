public import ContentLoader
public import Diagnostics
public import LifecycleSimulator
public import SiteRenderer

/// Everything `check` and `build` hold loaded content to before any template runs: the
/// engine's rules, then the links of the prose against the pages the site will have
/// (which only the renderer knows, so this runs here, where both are at hand).
public enum ContentChecks {
    public static func validate(_ content: LoadedContent, threads: Int = 1, diagnostics: inout DiagnosticBag) -> ValidationContext {
        let validation = Validator.validate(content.catalog, threads: threads, diagnostics: &diagnostics)
        ProseLinkCheck.check(site(content, validation), staticFiles: staticPaths(content), &diagnostics)
        return validation
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
