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

    init(site: SiteInput) {
        self.site = site
        navigation = NavigationContext(site: site, groups: NavigationGroups(catalog: site.catalog, text: site.text))
        siteValue = .dictionary([
            "title": .string(site.title),
            "description": site.description.map(MustacheValue.string) ?? .null,
            "language": .string(site.language),
        ])
        claimPages = ClaimEntries(site: site, checks: Validator.claimChecks(site.validation)).pagePath
    }
}
