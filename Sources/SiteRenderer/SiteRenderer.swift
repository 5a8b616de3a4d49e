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
    /// build's files for a job whose fingerprint it knows), then the assets and schemas.
    public func render(_ site: SiteInput, into sink: any SiteSink, diagnostics: inout DiagnosticBag) -> RenderSummary {
        let renderer = JobRenderer(frame: SiteFrame(site: site), templates: templates, hasClaimsScript: assets["claims.js"] != nil)
        let results = SerialStageMap.map(
            PageJob.all(in: site), threads: threads,
            start: { renderer.start($0, into: sink) },
            serial: { renderer.layOut($0) },
            finish: { renderer.finish($0, $1, into: sink) })
        var summary = RenderSummary()
        var unescaped: Set<UnescapedPlainText> = []
        for result in results {
            summary.paths += result.paths
            if let fingerprint = result.fingerprint { summary.jobs[fingerprint] = result.paths }
            if result.reused { summary.jobsReused += 1 } else { summary.jobsRendered += 1 }
            if let record = result.record { summary.lifecycles.append(record) }
            diagnostics.append(contentsOf: result.diagnostics.all)
            unescaped.formUnion(result.unescapedText)
        }
        reportUnescaped(unescaped, &diagnostics)
        var extra = assets.keys.sorted().map { OutputFile(path: "assets/\($0)", bytes: assets[$0]!) }
        if assets["site.js"] != nil { extra.append(OutputFile(path: SearchIndex.path, text: SearchIndex.script(site))) }
        // The schemas editors read content files with, from the engine that checks them.
        extra += ContentSchema.files.map { OutputFile(path: $0.path, text: $0.text) }
        summary.paths += extra.map(\.path)
        if let baseURL = site.catalog.settings.baseURL {
            let sitemap = Sitemap.file(listing: summary.paths, baseURL: baseURL)
            extra.append(sitemap)
            summary.paths.append(sitemap.path)
        }
        reportClashes(summary.paths, &diagnostics)
        sink.accept(extra)
        summary.paths.sort()
        return summary
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
