internal import ContentSchema
internal import LifecycleModel
internal import ParallelWork
public import Diagnostics
public import Mustache

/// Catalog → every page of the site, rendered through the templates into a ``SiteSink``.
///
/// Pure apart from the two injected services; it never touches the disk. Problems it
/// finds (a diagram Graphviz rejects, a template that fails) are diagnostics, and the
/// caller decides not to write a site that has any. Pages are rendered as independent
/// jobs (``PageJob``), on several threads when asked to; files and diagnostics come back
/// in job order, so the result does not depend on the number of threads.
public struct SiteRenderer: Sendable {
    public var templates: MustacheLibrary
    /// Static files from `Templates/assets/`, keyed by their path under `assets/`.
    public var assets: [String: [UInt8]]
    /// How many threads render pages at once. The output is the same for any number.
    public var threads: Int

    /// The file a template name comes from, for warnings about it (`Templates/page.mustache`).
    public var templatePath: @Sendable (String) -> String

    public init(
        templates: MustacheLibrary, assets: [String: [UInt8]], threads: Int = 1,
        templatePath: @escaping @Sendable (String) -> String = { "\($0).mustache" }
    ) {
        self.templates = templates
        self.assets = assets
        self.threads = threads
        self.templatePath = templatePath
    }

    /// Every file of the site, sorted by path (for `--check` and tests).
    public func render(_ site: SiteInput, diagnostics: inout DiagnosticBag) -> [OutputFile] {
        let sink = CollectingSink()
        _ = render(site, into: sink, diagnostics: &diagnostics)
        return sink.files
    }

    /// Renders every job into `sink` as it finishes (or lets the sink reuse an earlier
    /// build's files for a job whose fingerprint it knows), with the assets and schemas.
    public func render(_ site: SiteInput, into sink: any SiteSink, diagnostics: inout DiagnosticBag) -> RenderSummary {
        // One edition per language, each a whole site in its folder; their jobs share the
        // render threads, and a diagram whose DOT another edition laid out is not laid out again.
        let editions = site.editions
        let layouts = LayoutCache()
        let notFound = NotFoundPage(assets: assets)
        let renderers = editions.map {
            JobRenderer(
                frame: SiteFrame(site: $0), templates: templates, hasClaimsScript: assets["claims.js"] != nil, notFound: notFound,
                layouts: layouts)
        }
        // The files every site has are one more item for the render threads, first in line:
        // made after the last page, the search index alone kept one core busy and the other
        // idle for 77 ms at 2,000 lifecycles.
        var items: [RenderItem] = []
        for (index, edition) in editions.enumerated() {
            items += [RenderItem.sharedFiles(edition: index)] + PageJob.all(in: edition).map { RenderItem.job($0, edition: index) }
        }
        let outcomes = SerialStageMap.map(
            items, threads: threads,
            start: { item -> SerialStageMap.Start<JobRenderer.AwaitingLayout, RenderOutcome> in
                switch item {
                case .sharedFiles(let edition):
                    let files = sharedFiles(editions[edition])
                    sink.accept(files)
                    return .finished(.sharedFiles(files.map(\.path)))
                case .job(let job, let edition):
                    switch renderers[edition].start(job, into: sink) {
                    case .finished(let result): return .finished(.job(result))
                    case .needsSerialStage(let awaiting): return .needsSerialStage(awaiting)
                    }
                }
            },
            serial: { renderers[$0.edition].layOut($0) },
            finish: { .job(renderers[$0.edition].finish($0, $1, into: sink)) })
        var summary = RenderSummary()
        var unescaped: Set<UnescapedPlainText> = []
        var variables = VariableLookups()
        var sharedPaths: [String] = []
        for outcome in outcomes {
            guard case .job(let result) = outcome else {
                if case .sharedFiles(let paths) = outcome { sharedPaths += paths }
                continue
            }
            summary.paths += result.paths
            if let fingerprint = result.fingerprint { summary.jobs[fingerprint] = result.paths }
            if result.reused { summary.jobsReused += 1 } else { summary.jobsRendered += 1 }
            if let record = result.record { summary.lifecycles.append(record) }
            diagnostics.append(contentsOf: result.diagnostics.all)
            unescaped.formUnion(result.unescapedText)
            variables.formUnion(result.variables)
        }
        reportUnescaped(unescaped, &diagnostics)
        // Only a build that rendered every page knows that a name is found on none; one that
        // reused pages would take a name found only on those for unknown.
        if summary.jobsReused == 0, reportUnknown(variables, &diagnostics) {
            // Nothing of this build is reused, so the next build renders and warns again.
            summary.jobs = [:]
        }
        summary.paths += sharedPaths
        if let baseURL = site.catalog.settings.baseURL {
            let sitemap = Sitemap.file(listing: summary.paths, baseURL: baseURL, editions: site.catalog.settings.editions)
            sink.accept([sitemap])
            summary.paths.append(sitemap.path)
        }
        reportClashes(summary.paths, &diagnostics)
        summary.paths.sort()
        return summary
    }

    /// What the render threads share out: the site's jobs, and the files every site has.
    private enum RenderItem: Sendable {
        /// Numbered by the edition's place in `SiteInput.editions`.
        case sharedFiles(edition: Int)
        case job(PageJob, edition: Int)
    }

    private enum RenderOutcome: Sendable {
        case sharedFiles([String])
        case job(JobRenderer.Result)
    }

    /// The templates' assets and the search index when they ship `search.js`, in every
    /// edition's folder (each edition works on its own), and in the root the schemas
    /// editors read content files with, from the engine that checks them.
    private func sharedFiles(_ site: SiteInput) -> [OutputFile] {
        var files = assets.keys.sorted().filter { $0 != NotFoundPage.scriptAsset }.map {
            OutputFile(path: site.folder + "assets/\($0)", bytes: assets[$0]!)
        }
        if assets["search.js"] != nil { files.append(OutputFile(path: site.folder + SearchIndex.path, text: SearchIndex.script(site))) }
        if site.edition == nil { files += ContentSchema.files.map { OutputFile(path: $0.path, text: $0.text) } }
        return files
    }

    /// Ids become paths, so a scenario called `index` or a page called `claims` would
    /// silently replace another page (and `build --check` would never see the site as fresh).
    private func reportClashes(_ paths: [String], _ diagnostics: inout DiagnosticBag) {
        var seen = Set<String>()
        for path in paths where !seen.insert(path).inserted {
            diagnostics.error(
                "lifeline.render.path-clash", at: nil, "two pages would be written to \(path)",
                hint: "rename the page, lifecycle or scenario whose id makes this path")
        }
    }

    /// A custom template that writes a title or another plain-text field with `{{{…}}}`
    /// puts any `<script>` in it on the page; the site is still written, with a warning
    /// at each such tag.
    private func reportUnescaped(_ tags: Set<UnescapedPlainText>, _ diagnostics: inout DiagnosticBag) {
        for tag in tags.sorted(by: { ($0.templateName, $0.position, $0.name) < ($1.templateName, $1.position, $1.name) }) {
            diagnostics.append(
                Diagnostic(
                    .warning, id: "lifeline.templates.unescaped-text",
                    at: SourceLocation(file: templatePath(tag.templateName), line: tag.position.line, column: tag.position.column),
                    "'\(tag.name)' is plain text, written here without HTML escaping",
                    hint: "write {{\(tag.name)}}; only rendered Markdown and diagrams are HTML meant for {{{…}}}"))
        }
    }
}
