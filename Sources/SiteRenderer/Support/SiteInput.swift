public import LifecycleModel
public import LifecycleSimulator
internal import Mustache

/// The catalog plus the services the renderer needs to turn it into pages.
public struct SiteInput: Sendable {
    public var catalog: Catalog
    public var markdown: any MarkdownToHTML
    public var diagrams: any DiagramRenderer
    /// Every scenario's simulation, from the validate step.
    public var validation: ValidationContext

    public init(catalog: Catalog, validation: ValidationContext, markdown: any MarkdownToHTML, diagrams: any DiagramRenderer) {
        self.catalog = catalog
        self.validation = validation
        self.markdown = markdown
        self.diagrams = diagrams
    }

    var language: String { catalog.settings.language }
    var title: String { text(catalog.settings.title) }
    var description: String? { catalog.settings.description.map(text) }

    /// Prose in the site's language (other languages are kept for later translations).
    func text(_ localized: LocalizedText) -> String {
        localized.text(in: language, fallback: language)
    }

    /// Markdown prose as HTML, its `lifeline-calls` references filled in (links relative to
    /// `path`), or null so that a template's `{{#notes}}` section is skipped.
    func html(_ localized: LocalizedText?, from path: String) -> MustacheValue {
        guard let localized else { return .null }
        let source = text(localized)
        return source.isEmpty ? .null : .html(ProseHTML(site: self, path: path).html(source))
    }
}
