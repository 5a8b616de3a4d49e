internal import LifecycleModel
internal import Mustache

/// `<lifecycle>/index.html`: prose, state diagram, callbacks table, scenarios.
struct LifecyclePage {
    let frame: SiteFrame
    var site: SiteInput { frame.site }
    let lifecycle: Lifecycle
    let navigation: LifecycleNavigation
    /// Inline SVG of the lifecycle's diagram, or nil when it has none.
    let diagramSVG: String?

    var path: String { SitePaths.lifecycle(lifecycle.id) }

    func context() -> MustacheValue {
        contextAndAnchors().context
    }

    /// The context, and the ids of the body's headings, which links elsewhere may name.
    func contextAndAnchors() -> (context: MustacheValue, anchors: [String]) {
        let page = PageContext(
            frame: frame, path: path, title: site.titleText(lifecycle.title),
            description: lifecycle.summary.map { InlineCode.plain(site.text($0)) }, navigation: navigation)
        let (body, headings) = Self.bodyWithAnchors(lifecycle, site: site)
        let context = page.value(merging: [
            "lifecycle": .dictionary([
                "id": .string(lifecycle.id),
                "title": .string(site.titleText(lifecycle.title)), "titleHtml": .html(InlineCode.html(site.text(lifecycle.title))),
                "summary": site.summary(lifecycle.summary), "summaryHtml": site.summaryHtml(lifecycle.summary),
                "object": .string(lifecycle.object.rawValue),
                "body": body.map(MustacheValue.html) ?? .null,
                "toc": FreePage.toc(headings),
                "diagram": diagramSVG.map(MustacheValue.html) ?? .null,
                "callbacks": .array(lifecycle.callbacks.map(callbackRow)),
                "scenarios": .array(lifecycle.scenarios.map(scenarioLink)),
                "references": ReferenceList.value(lifecycle.references, site: site),
                // Templates test these flags: the Mustache engine has no `list.0` lookup.
                "hasCallbacks": .bool(!lifecycle.callbacks.isEmpty),
                "hasScenarios": .bool(!lifecycle.scenarios.isEmpty),
                "hasReferences": .bool(!lifecycle.references.isEmpty),
            ])
        ])
        return (context, headings.map(\.id))
    }

    /// The body as HTML with ids on its headings, or nil; `SitePages` lists the same ids.
    static func bodyWithAnchors(_ lifecycle: Lifecycle, site: SiteInput) -> (html: String?, headings: [HeadingAnchors.Heading]) {
        var anchors = HeadingAnchors(linkLabel: site.string("headingLinkLabel"))
        guard case .html(let html) = site.html(lifecycle.body, from: SitePaths.lifecycle(lifecycle.id)) else { return (nil, []) }
        return (anchors.add(to: html), anchors.headings)
    }

    private func callbackRow(_ note: CallbackNote) -> MustacheValue {
        .dictionary([
            "name": .string(note.callback.name),
            "signature": .string(note.callback.signature),
            "declaredIn": .string(note.callback.declaredIn),
            "group": .string(note.callback.group.rawValue), "groupName": .string(site.groupName(note.callback.group)),
            "note": site.html(note.note, from: path),
        ])
    }

    private func scenarioLink(_ scenario: Scenario) -> MustacheValue {
        .dictionary([
            "title": .string(site.titleText(scenario.title)),
            "summary": site.summary(scenario.summary), "summaryHtml": site.summaryHtml(scenario.summary),
            "href": .string(SitePaths.link(to: SitePaths.scenario(lifecycle.id, scenario.id), from: path)),
        ])
    }
}

enum ReferenceList {
    static func value(_ references: [Reference], site: SiteInput) -> MustacheValue {
        .array(
            references.map { reference in
                .dictionary([
                    "title": .string(site.titleText(reference.title)),
                    "url": reference.url.map(MustacheValue.string) ?? .null,
                    "lang": reference.language.map(MustacheValue.string) ?? .null,
                ])
            })
    }
}
