internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache

/// What every page of one render shares, worked out once: the site's own values and the
/// shape of the navigation.
struct SiteFrame: Sendable {
    let site: SiteInput
    let navigation: NavigationContext
    /// `site` in every page's context: title, description, language.
    let siteValue: MustacheValue
    /// Claim anchor (`claim-LIFECYCLE-ID`) → the claims page that holds the entry, for the
    /// scenario pages' and the search index's links.
    let claimPages: [String: String]
    /// The catalogue's plain strings in the edition's language, as `strings` in every
    /// page's context (`{{strings.callOrder}}`). A key ending in `Html` holds markup, like
    /// the template text around it, and is written with `{{{strings.legendHtml}}}`.
    let stringsValue: MustacheValue
    /// The scripts' words in the edition's language, as the JSON object every page
    /// carries for them (``ScriptStrings``): `{{{scriptStrings}}}` in the base template.
    let scriptStringsValue: MustacheValue

    init(site: SiteInput) {
        self.init(
            site: site, groups: NavigationGroups(catalog: site.catalog, text: site.text, restTitles: site.navigationRestTitles),
            claimPages: ClaimEntries(site: site, checks: Validator.claimChecks(site.validation)).pagePath)
    }

    /// The frame of a build that renders only some lifecycles' pages (``ProseEditRenderer``):
    /// the navigation from every lifecycle's entry, and no claims, which only scenario
    /// pages and the claims and search pages link to.
    init(site: SiteInput, navigation entries: [NavigationEntry]) {
        self.init(
            site: site,
            groups: NavigationGroups(settings: site.catalog.settings, lifecycles: entries, text: site.text, restTitles: site.navigationRestTitles),
            claimPages: [:])
    }

    private init(site: SiteInput, groups: NavigationGroups, claimPages: [String: String]) {
        self.site = site
        navigation = NavigationContext(site: site, groups: groups)
        siteValue = .dictionary([
            "title": .string(site.title),
            "description": site.description.map(MustacheValue.string) ?? .null,
            "language": .string(site.language),
        ])
        stringsValue = .dictionary(
            Dictionary(
                uniqueKeysWithValues: site.strings.texts(in: site.language).map { key, text in
                    (key, StringCatalog.isHTML(key) ? MustacheValue.html(text) : .string(text))
                }))
        scriptStringsValue = .html(ScriptStrings.json(site))
        self.claimPages = claimPages
    }
}
