internal import Diagnostics
internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache
internal import ParallelWork

/// Renders one ``PageJob`` into its files and the problems met on the way.
///
/// A job is first planned (contexts built, diagram left as a placeholder) and
/// fingerprinted; a sink that still holds the files an earlier build rendered for that
/// fingerprint reuses them, and only otherwise is the diagram laid out and the pages
/// rendered. Files go to the sink at once, so no page is held until the end.
struct JobRenderer: Sendable {
    let frame: SiteFrame
    let templates: MustacheLibrary
    /// Whether the templates ship `assets/claims.js`, which the claims page then links.
    let hasClaimsScript: Bool
    /// What the 404 page inlines to work at any address.
    let notFound: NotFoundPage
    /// Layouts of the diagrams met so far, shared by the editions of one render.
    var layouts = LayoutCache()
    /// The edition's place among the render's editions, for ``SiteRenderer`` to find this
    /// renderer again in the serial stage.
    var edition: Int { frame.site.edition.map { frame.site.catalog.settings.editions.firstIndex(of: $0) ?? 0 } ?? 0 }
    /// The edition's folder (`de/`), before every path the job writes.
    var folder: String { frame.site.folder }

    struct Result: Sendable {
        /// The job's fingerprint, or nil when its pages had problems (such a job is never
        /// reused, so its warnings are given again).
        var fingerprint: String?
        var paths: [String] = []
        var reused = false
        var diagnostics = DiagnosticBag()
        /// Tags that wrote plain text unescaped, for the warning `SiteRenderer` gives once.
        var unescapedText: Set<UnescapedPlainText> = []
        /// Which variable tags found their name, for the warning about those that never do.
        var variables = VariableLookups()
        /// A lifecycle job's entry for the manifest.
        var record: LifecycleRecord?
    }

    /// A planned job whose diagrams are still to be laid out.
    struct AwaitingLayout: Sendable {
        var result: Result
        let pages: [PlannedPage]
        let fingerprint: String
        /// Each DOT text its pages show, once, in page order.
        let dots: [String]
        /// Which edition's renderer finishes it.
        var edition = 0
    }

    /// Graphviz's answer for one job: the SVG of each DOT, and the problems it had.
    struct Layout: Sendable {
        var svgs: [String: String] = [:]
        var diagnostics = DiagnosticBag()
    }

    /// Plans the job and fingerprints it; done here if the sink reuses its files or it has
    /// no diagram, else it waits for its layout.
    func start(_ job: PageJob, into sink: any SiteSink) -> SerialStageMap.Start<AwaitingLayout, Result> {
        var result = Result()
        let (pages, anchors) = plan(job)
        // Each edition's job is its own: the folder is part of what it writes.
        let fingerprint = folder.isEmpty ? pages.fingerprint : JobFingerprint.of(pages: [folder, pages.fingerprint])
        if case .lifecycle(let lifecycle) = job, let anchors, folder.isEmpty {
            result.record = LifecycleRecord(
                id: lifecycle.id, title: frame.site.titleText(lifecycle.title), anchors: LifecycleRecord.anchorsDigest(anchors),
                pages: pages.map(\.digest))
        }
        result.paths = pages.map { folder + $0.path }
        if sink.reuse(fingerprint: fingerprint, paths: result.paths) {
            result.fingerprint = fingerprint
            result.reused = true
            return .finished(result)
        }
        var dots: [String] = []
        for dot in pages.compactMap(\.diagram?.dot) where !dots.contains(dot) { dots.append(dot) }
        let planned = AwaitingLayout(result: result, pages: pages, fingerprint: fingerprint, dots: dots, edition: edition)
        guard !dots.isEmpty else { return .finished(finish(planned, nil, into: sink)) }
        return .needsSerialStage(planned)
    }

    /// The job's diagrams laid out, the lifecycle's and each scenario's numbered one; the
    /// one part of a job that runs on one thread at a time. The first DOT Graphviz rejects
    /// is one error, at the first page that shows it (the lifecycle's), and the job's other
    /// diagrams, the same graph highlighted and numbered, are not tried.
    func layOut(_ job: AwaitingLayout) -> Layout {
        // An edition whose diagrams have no translated label draws the same DOT texts.
        let key = job.dots.joined(separator: "\u{0}")
        if let known = layouts.layout(of: key) { return known }
        var layout = Layout()
        for dot in job.dots {
            let location = job.pages.first { $0.diagram?.dot == dot }?.location
            guard let svg = diagramSVG(dot, at: location, &layout.diagnostics) else { break }
            layout.svgs[dot] = svg
        }
        layouts.keep(layout, of: key)
        return layout
    }

    /// Renders the job's pages with its layout into the sink.
    func finish(_ job: AwaitingLayout, _ layout: Layout?, into sink: any SiteSink) -> Result {
        var result = job.result
        if let layout { result.diagnostics.append(contentsOf: layout.diagnostics.all) }
        sink.accept(
            job.pages.map { page in
                var file = render(page, layout: page.diagram.flatMap { layout?.svgs[$0.dot] }, &result)
                file.path = folder + file.path
                return file
            })
        if result.diagnostics.all.isEmpty && result.unescapedText.isEmpty { result.fingerprint = job.fingerprint }
        return result
    }

    /// The job's pages with their contexts (each with the DOT of its diagram, if it shows
    /// one), and for a lifecycle the heading ids of its body.
    private func plan(_ job: PageJob) -> ([PlannedPage], [String]?) {
        let site = frame.site
        switch job {
        case .claims:
            return (ClaimsPage(frame: frame, hasScript: hasClaimsScript).pages(), nil)
        case .reference:
            return (ReferencePage(frame: frame).pages(), nil)
        case .freePage(let page):
            let free = FreePage(frame: frame, page: page)
            if page.slug == NotFoundPage.slug { return ([notFound.planned(free)], nil) }
            return ([PlannedPage(template: free.template, path: free.path, location: page.location, context: free.context())], nil)
        case .placeholderIndex:
            let placeholder = FreePage(
                frame: frame,
                page: .init(slug: "index", title: site.title, markdown: "", location: site.catalog.settings.location))
            return ([PlannedPage(template: "index", path: placeholder.path, context: placeholder.context())], nil)
        case .lifecycle(let lifecycle):
            // One navigation for all of the lifecycle's pages: building it was a fortieth of
            // a build when each page kind built its own.
            let navigation = frame.navigation.forLifecycle(lifecycle)
            let (page, _, anchors) = planLifecyclePage(lifecycle, navigation: navigation)
            return ([page] + planScenarioPages(lifecycle, navigation: navigation), anchors)
        }
    }

    /// Where a lifecycle's diagram goes on one of its pages: the placeholder its context
    /// holds, and the slot the laid-out diagram fills.
    private func diagramSlot(
        _ lifecycle: Lifecycle, dot: String?, key: String, _ labels: [String: String] = [:]
    ) -> (String?, PlannedPage.DiagramSlot?) {
        guard let dot, let title = LifecycleDiagram.title(of: lifecycle, site: frame.site) else { return (nil, nil) }
        return (
            PlannedPage.placeholder(title: title, dot: dot),
            .init(key: key, dot: dot, pathLabels: labels, label: title, words: DiagramFigure.Words(label: title, site: frame.site))
        )
    }

    /// The lifecycle page, the DOT text of the lifecycle's diagram and the heading ids of
    /// its body.
    func planLifecyclePage(
        _ lifecycle: Lifecycle, navigation: LifecycleNavigation? = nil
    ) -> (page: PlannedPage, dot: String?, anchors: [String]) {
        let dot = LifecycleDiagram.graph(for: lifecycle, site: frame.site).map { DOTWriter.dot(for: $0) }
        let (placeholder, slot) = diagramSlot(lifecycle, dot: dot, key: "lifecycle")
        let page = LifecyclePage(
            frame: frame, lifecycle: lifecycle, navigation: navigation ?? frame.navigation.forLifecycle(lifecycle),
            diagramSVG: placeholder)
        let (context, anchors) = page.contextAndAnchors()
        let planned = PlannedPage(
            template: SiteRenderer.lifecyclePageTemplate, path: page.path, location: lifecycle.location, context: context, diagram: slot)
        return (planned, dot, anchors)
    }

    /// The lifecycle's scenario pages, each with the lifecycle's diagram highlighted along
    /// the scenario's path and numbered with its call table's rows, laid out on its own so
    /// that the numbers have their place.
    private func planScenarioPages(_ lifecycle: Lifecycle, navigation: LifecycleNavigation) -> [PlannedPage] {
        let site = frame.site
        var pages: [PlannedPage] = []
        for scenario in lifecycle.scenarios {
            guard let simulation = site.validation.result(lifecycle, scenario) else { continue }
            let moves = ScenarioPage.moves(scenario, lifecycle, simulation)
            let highlighted = LifecycleDiagram.graph(for: lifecycle, site: site, highlighting: moves)
            let (scenarioPlaceholder, scenarioSlot) = diagramSlot(
                lifecycle, dot: highlighted.map(DOTWriter.dot), key: "scenario", highlighted.map(DOTWriter.pathLabels) ?? [:])
            let scenarioPage = ScenarioPage(
                frame: frame, lifecycle: lifecycle, navigation: navigation, scenario: scenario, result: simulation,
                diagramSVG: scenarioPlaceholder, diagramPath: highlighted.map(DiagramPathText.steps) ?? [])
            pages.append(
                PlannedPage(
                    template: "scenario", path: scenarioPage.path, location: scenario.location, context: scenarioPage.context(),
                    diagram: scenarioSlot))
        }
        return pages
    }

    /// A planned page's file, its diagram drawn from the job's layout.
    func render(_ page: PlannedPage, layout: String?, _ result: inout Result) -> OutputFile {
        let file = render(page.template, page.context(withFigure: page.figure(from: layout)), to: page.path, at: page.location, &result)
        guard let base = page.linkBase else { return file }
        return OutputFile(path: file.path, text: NotFoundPage.absoluteLinks(String(decoding: file.bytes, as: UTF8.self), base: base))
    }

    private func render(
        _ template: String, _ context: MustacheValue, to path: String, at location: SourceLocation?, _ result: inout Result
    ) -> OutputFile {
        do {
            return OutputFile(
                path: path,
                bytes: try templates.renderUTF8(
                    template, context: context, unescapedText: &result.unescapedText, variables: &result.variables))
        } catch {
            result.diagnostics.error("lifeline.render.template", at: location, "cannot render \(path): \(error)")
            return OutputFile(path: path, text: "")
        }
    }

    /// Graphviz's SVG as laid out; each page prepares its own copy.
    /// libgvc cannot run two layouts at once, even with one context each, so `SiteRenderer`
    /// runs this as the serial stage of its jobs: one at a time, on whichever render thread
    /// is free, while the others plan and fill pages. A second process laying out half the
    /// diagrams was measured too: 5% slower at 200 and at 2,000 lifecycles on two cores,
    /// which the rest of the work keeps busy while one of them lays out.
    func diagramSVG(_ dot: String, at location: SourceLocation?, _ diagnostics: inout DiagnosticBag) -> String? {
        do {
            return try frame.site.diagrams.svg(fromDOT: dot)
        } catch {
            diagnostics.error("lifeline.render.diagram", at: location, "cannot lay out the diagram: \(error)")
            return nil
        }
    }
}
