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
    /// The words the templates and the renderer write around the content, per language.
    public var strings = StringCatalog()

    public init(catalog: Catalog, validation: ValidationContext, markdown: any MarkdownToHTML, diagrams: any DiagramRenderer) {
        self.catalog = catalog
        self.validation = validation
        self.markdown = markdown
        self.diagrams = diagrams
    }

    /// The language of the edition this input renders: the site's own, or one of
    /// `languages` (see ``inEdition(_:)``).
    public private(set) var edition: String?

    var language: String { edition ?? catalog.settings.language }
    /// The site's own language, which every text falls back to.
    var defaultLanguage: String { catalog.settings.language }
    var title: String { text(catalog.settings.title) }
    var description: String? { catalog.settings.description.map(text) }

    /// Every edition of the site, its own language first.
    public var editions: [SiteInput] { catalog.settings.editions.map(inEdition) }

    /// The same site as the edition in `language` shows it.
    public func inEdition(_ language: String) -> SiteInput {
        var input = self
        input.edition = language == defaultLanguage ? nil : language
        return input
    }

    /// The folder the edition is written into, with its slash (`de/`); empty for the
    /// site's own language, whose edition is the site's root.
    var folder: String { edition.map { "\($0)/" } ?? "" }

    /// Prose in the edition's language, else in the site's.
    func text(_ localized: LocalizedText) -> String {
        localized.text(in: language, fallback: defaultLanguage)
    }

    /// A lifecycle's, scenario's or source's title as plain text: a code span's backticks
    /// are left out (`InlineCode`), where a title is a link, a heading or a label.
    func titleText(_ title: LocalizedText) -> String {
        InlineCode.plain(text(title))
    }

    /// A `summary` as plain text, without its code spans' backticks: a template's `summary`.
    func summary(_ summary: LocalizedText?) -> MustacheValue {
        summary.map { .string(InlineCode.plain(text($0))) } ?? .null
    }

    /// A `summary` with its code spans as code: a template's `summaryHtml` (`InlineCode`).
    func summaryHtml(_ summary: LocalizedText?) -> MustacheValue {
        summary.map { .html(InlineCode.html(text($0))) } ?? .null
    }

    /// Prose in the edition's language, else in the site's; nil when it has neither, as a
    /// quote's translation written for one edition alone has in the others.
    func writtenText(_ localized: LocalizedText) -> String? {
        localized.translation(in: language) ?? localized.translation(in: defaultLanguage)
    }

    /// A string of the templates' catalogue in the edition's language.
    func string(_ key: String, _ values: [String: String] = [:]) -> String {
        strings.text(key, in: language, values)
    }

    /// A behaviour's title in the edition's language: the content's own translation, else
    /// the engine's (``BehaviourTranslations``), else the English.
    func behaviourTitle(_ behaviour: Behaviour) -> String {
        catalog.behaviourTitles[language]?[behaviour.id.rawValue]?.value
            ?? BehaviourTranslations.text(of: behaviour.id, in: language)?.title ?? behaviour.title
    }

    /// Where the behaviour's sources disagree, in the edition's language likewise; nil when
    /// they agree.
    func behaviourDisagreement(_ behaviour: Behaviour) -> String? {
        guard let english = behaviour.disagreement else { return nil }
        return catalog.behaviourDisagreements[language]?[behaviour.id.rawValue]?.value
            ?? BehaviourTranslations.text(of: behaviour.id, in: language)?.disagreement ?? english
    }

    /// A callback group as readers see it (`groupAppearance`); its raw value names the CSS
    /// class of its chip.
    func groupName(_ group: CallbackGroup) -> String {
        switch group {
        case .loading: string("groupLoading")
        case .appearance: string("groupAppearance")
        case .layout: string("groupLayout")
        case .containment: string("groupContainment")
        case .app: string("groupApp")
        case .scene: string("groupScene")
        case .memory: string("groupMemory")
        case .`deinit`: string("groupDeinit")
        case .hierarchy: string("groupHierarchy")
        case .cells: string("groupCells")
        case .keyboard: string("groupKeyboard")
        case .editing: string("groupEditing")
        case .navigation: string("groupNavigation")
        case .presentation: string("groupPresentation")
        case .notifications: string("groupNotifications")
        case .events: string("groupEvents")
        }
    }

    /// The form of a counted string for `count` in the edition's language.
    func plural(_ key: String, count: Int, _ values: [String: String] = [:]) -> String {
        strings.plural(key, count: count, in: language, values)
    }

    /// The mark of a call in a pass UIKit may repeat ("×1 or more", "×0 or more") or of an
    /// optional call ("×0 or 1"), in the edition's words: the legends under a table name it.
    func repeatsMark(_ pass: RepeatablePass) -> String {
        !pass.mayRepeat ? string("repeatsNoneOrOnce") : pass.mayBeAbsent ? string("repeatsNoneOrMore") : string("repeatsOneOrMore")
    }

    /// The navigation's titles for the lifecycles no nav entry lists (``NavigationGroups``).
    var navigationRestTitles: (only: String, more: String) {
        (string("lifecycles"), string("navMoreLifecycles"))
    }

    /// Whether the edition shows `localized` in the site's language for want of a translation.
    func fallsBack(_ localized: LocalizedText) -> Bool {
        edition != nil && localized.translation(in: language) == nil
    }

    /// Markdown prose as HTML, its `lifeline-calls` references filled in (links relative to
    /// `path`), or null so that a template's `{{#notes}}` section is skipped. Prose an
    /// edition shows untranslated is marked as the site's language.
    func html(_ localized: LocalizedText?, from path: String) -> MustacheValue {
        guard let localized else { return .null }
        let source = text(localized)
        guard !source.isEmpty else { return .null }
        return .html(markingLanguage(ProseHTML(site: self, path: path).html(source), fallsBack: fallsBack(localized)))
    }

    /// `html` in an element that says it is in the site's language, when it is shown in
    /// an edition of another language.
    func markingLanguage(_ html: String, fallsBack: Bool) -> String {
        fallsBack ? "<div lang=\"\(HTMLEscaping.attribute(defaultLanguage))\">\(html)</div>" : html
    }
}
