public import Diagnostics
public import LifecycleModel

/// A lifecycle page rendered on its own, for a build that found only the lifecycle's body
/// edited: every other page of the site, its other pages included, is as the last build
/// wrote it.
public struct LifecyclePageUpdate: Sendable {
    /// The job's entry for the manifest, with the page's new fingerprint and anchors.
    public var record: LifecycleRecord
    public var file: OutputFile
    public var diagnostics: DiagnosticBag
}

extension SiteRenderer {
    /// The template of a lifecycle's own page: a build that renders nothing else needs
    /// only it and what it calls.
    public static let lifecyclePageTemplate = "lifecycle"

    /// Renders `lifecycle`'s own page as a whole build would, given every lifecycle's
    /// navigation entry (from the site's manifest) and what the manifest recorded of its
    /// job. `site` needs to hold no other lifecycle: the page shows none but by its entry.
    /// Problems (a diagram Graphviz rejects, a template that fails, a tag writing plain
    /// text unescaped) are diagnostics, for the caller to build the whole site instead.
    public func renderLifecyclePage(
        _ lifecycle: Lifecycle, in site: SiteInput, navigation: [NavigationEntry], previous: LifecycleRecord
    ) -> LifecyclePageUpdate {
        let frame = SiteFrame(site: site, navigation: navigation)
        let renderer = JobRenderer(
            frame: frame, templates: templates, hasClaimsScript: assets["claims.js"] != nil, notFound: NotFoundPage(assets: assets))
        let (page, dot, anchors) = renderer.planLifecyclePage(lifecycle)
        var result = JobRenderer.Result()
        let layout = dot.flatMap { renderer.diagramSVG($0, at: page.location, &result.diagnostics) }
        let file = renderer.render(page, layout: layout, &result)
        var record = previous
        record.id = lifecycle.id
        record.title = site.titleText(lifecycle.title)
        record.anchors = LifecycleRecord.anchorsDigest(anchors)
        if record.pages.isEmpty { record.pages = [page.digest] } else { record.pages[0] = page.digest }
        var diagnostics = result.diagnostics
        // The whole build says where (`SiteRenderer.render`); here it only has to happen.
        for tag in result.unescapedText {
            diagnostics.append(
                Diagnostic(.warning, id: "lifeline.templates.unescaped-text", at: nil, "'\(tag.name)' is plain text, written without HTML escaping"))
        }
        return LifecyclePageUpdate(record: record, file: file, diagnostics: diagnostics)
    }
}
