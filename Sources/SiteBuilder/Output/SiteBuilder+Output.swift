internal import ContentLoader
internal import Diagnostics
internal import FileAccess
internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache
internal import SiteRenderer

/// The pipeline's last two steps: render and compare with the output (`--check`), or
/// render into a staging folder and swap it in.
extension SiteBuilder {
    /// The site ready to render: the content with its validation, and the templates.
    struct Rendering {
        var site: SiteInput
        let renderer: SiteRenderer
        let staticFiles: [SourceFile]
        let keep: [String]
        /// Where each edition's copy of the static files goes.
        let editionFolders: [String]
        let catalog: Catalog

        init(content: LoadedContent, validation: ValidationContext, templates: TemplateLoader.Loaded, library: MustacheLibrary, threads: Int) {
            site = SiteInput(catalog: content.catalog, validation: validation, markdown: CmarkMarkdown(), diagrams: GraphvizDiagrams())
            site.strings = templates.strings
            renderer = SiteRenderer(templates: library, assets: templates.assets, threads: threads, templatePath: { templates.path(of: $0) })
            staticFiles = content.staticFiles
            keep = content.catalog.settings.keep.map(\.value)
            let settings = content.catalog.settings
            editionFolders = settings.editions.map { $0 == settings.language ? "" : "\($0)/" }
            catalog = content.catalog
        }
    }

    /// `--check`: renders into memory and says how the output differs.
    func compare(_ rendering: Rendering, _ outcome: Outcome, _ diagnostics: DiagnosticBag, _ announce: () -> Void) -> Outcome {
        var outcome = outcome
        var diagnostics = diagnostics
        let sink = CollectingSink()
        let summary = rendering.renderer.render(rendering.site, into: sink, diagnostics: &diagnostics)
        _ = StaticFiles.add(rendering.staticFiles, besides: Set(summary.paths), folders: rendering.editionFolders, into: sink, &diagnostics)
        outcome.diagnostics = diagnostics
        guard !diagnostics.hasErrors else { return outcome }
        announce()
        let graphviz = GraphvizDiagrams.version
        let marker = SiteMarker(graphvizVersion: graphviz, files: sink.files.map(\.path))
        outcome.difference = SiteComparer(outputDirectory: options.outputDirectory, keep: rendering.keep)
            .compare(sink.files + [marker.file], graphvizVersion: graphviz)
        return outcome
    }

    /// Pages go into the staging folder as they are rendered; the site is swapped in only
    /// when all of them are there and nothing went wrong.
    func write(
        _ rendering: Rendering, _ whole: WholeBuild, _ fingerprint: BuildFingerprint, _ outcome: Outcome, _ diagnostics: DiagnosticBag,
        _ announce: () -> Void
    ) throws(BuildError) -> Outcome {
        var outcome = outcome
        var diagnostics = diagnostics
        let session = try OutputWriter(outputDirectory: options.outputDirectory, keep: rendering.keep).begin()
        let sink = StagingSink(staging: session.staging, previous: whole.reusable)
        let summary = rendering.renderer.render(rendering.site, into: sink, diagnostics: &diagnostics)
        let staticPaths = StaticFiles.add(
            rendering.staticFiles, besides: Set(summary.paths), folders: rendering.editionFolders, into: sink, &diagnostics)
        outcome.diagnostics = diagnostics
        outcome.jobsRendered = summary.jobsRendered
        outcome.jobsReused = summary.jobsReused
        guard !diagnostics.hasErrors else {
            session.abandon()
            return outcome
        }
        if let error = sink.error {
            session.abandon()
            throw error
        }
        let marker = SiteMarker(
            graphvizVersion: fingerprint.graphvizVersion, files: summary.paths + staticPaths, build: fingerprint.build,
            inputs: diagnostics.all.isEmpty ? whole.inputs?.digest : nil, jobs: fingerprint.build == nil ? [:] : summary.jobs,
            content: whole.inputs?.files ?? [:], lifecycles: Self.records(summary.lifecycles, rendering.catalog, options.contentDirectory))

        announce()
        outcome.diagnostics.append(contentsOf: try session.publish(marker: marker, fingerprint: fingerprint))
        outcome.filesWritten = summary.paths.count + staticPaths.count + 1
        return outcome
    }
}

extension OutputWriter.Session {
    /// Swaps the staged site in and records the stamps that let the next build prove it
    /// unchanged without reading the content; returns the write's warnings.
    func publish(marker: SiteMarker, fingerprint: BuildFingerprint) throws(BuildError) -> [Diagnostic] {
        let warnings = try finish(marker: marker)
        SiteBuilder.recordStamps(fingerprint, inputs: marker.inputs, marker: marker, output: writer.outputDirectory)
        return warnings
    }
}
