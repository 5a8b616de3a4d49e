public import Diagnostics
internal import ContentLoader
internal import FileAccess
internal import SiteRenderer
internal import LifecycleModel
internal import LifecycleSimulator

/// The build as a short list of named steps over one context; it stops before rendering
/// when content has errors, and before writing when rendering has.
public struct SiteBuilder: Sendable {
    public var options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// What a build did, for the command line to print and map to an exit status.
    public struct Outcome: Sendable {
        public var diagnostics: DiagnosticBag
        /// Text of every input file read, for source lines under diagnostics.
        public var sources: [String: String]
        public var filesWritten: Int = 0
        /// Set by `--check`: how the output differs from a fresh build.
        public var difference: SiteDifference?
        /// The manifest proved that nothing changed since the site was built: nothing was
        /// loaded, rendered or written.
        public var upToDate = false
        /// Rendering jobs (a lifecycle with its scenario pages, or one other page) rendered
        /// anew, and those whose files an unchanged earlier build supplied.
        public var jobsRendered = 0
        public var jobsReused = 0
        /// Only lifecycle bodies were edited, and only those lifecycles' own pages were
        /// loaded and rendered (`ProseEdit`).
        public var onlyLifecyclePages = false
    }

    /// Runs the pipeline. `progress` receives `[2/5] render`-style step names.
    public func run(progress: (String) -> Void = { _ in }) throws(BuildError) -> Outcome {
        let steps = ["load content", "validate", "load templates", "render", options.checkOnly ? "compare" : "write"]
        var step = 0
        func announce() { step += 1; progress("[\(step)/\(steps.count)] \(steps[step - 1])") }

        if !options.checkOnly {
            // Refuse a dangerous output directory before any work, not after rendering.
            try OutputWriter(outputDirectory: options.outputDirectory)
                .refuseDangerousTarget(protecting: [options.contentDirectory] + [options.templatesDirectory].compactMap { $0 })
        }
        // Fingerprinted before loading: an edit made while the build runs changes the next
        // build's fingerprint, so it is never taken as built.
        let graphviz = GraphvizDiagrams.version
        let fingerprint = BuildFingerprint(options: options, graphvizVersion: graphviz)
        let inputsByFile: (digest: String, files: [String: String])?
        let reusable: PreviousSite?
        switch IncrementalPlan.decide(options, fingerprint, graphvizVersion: graphviz) {
        case .upToDate:
            return Outcome(diagnostics: DiagnosticBag(), sources: [:], upToDate: true)
        case .proseEdit(let edit):
            if let outcome = try edit.build() { return outcome }
            (inputsByFile, reusable) = (edit.inputsByFile, edit.previous)
        case .build(let inputs, let previous):
            (inputsByFile, reusable) = (inputs, previous)
        }
        var diagnostics = DiagnosticBag(warningsAreErrors: options.strict)
        announce()
        let content: LoadedContent
        do {
            var loader = ContentLoader(contentDirectory: options.contentDirectory, threads: options.threads)
            loader.keepsProseHTML = true
            content = try loader.load(diagnostics: &diagnostics)
        } catch {
            throw BuildError(message: error.message, hint: error.hint)
        }
        var outcome = Outcome(diagnostics: diagnostics, sources: content.sources)

        announce()
        let validation = ContentChecks.validate(
            content, threads: options.threads, engineCache: options.engineCache, diagnostics: &diagnostics)
        outcome.diagnostics = diagnostics
        guard !diagnostics.hasErrors else { return outcome }

        announce()
        let templates = TemplateLoader(directory: options.templatesDirectory).load(&diagnostics)
        outcome.sources.merge(templates.sources) { old, _ in old }
        outcome.diagnostics = diagnostics
        guard let library = templates.library, !diagnostics.hasErrors else { return outcome }

        announce()
        var site = SiteInput(catalog: content.catalog, validation: validation, markdown: CmarkMarkdown(), diagrams: GraphvizDiagrams())
        site.strings = templates.strings
        let renderer = SiteRenderer(
            templates: library, assets: templates.assets, threads: options.threads, templatePath: { templates.path(of: $0) })
        let keep = content.catalog.settings.keep.map(\.value)
        let editionFolders = content.catalog.settings.editions.map { $0 == content.catalog.settings.language ? "" : "\($0)/" }

        if options.checkOnly {
            let sink = CollectingSink()
            let summary = renderer.render(site, into: sink, diagnostics: &diagnostics)
            _ = StaticFiles.add(content.staticFiles, besides: Set(summary.paths), folders: editionFolders, into: sink, &diagnostics)
            outcome.diagnostics = diagnostics
            guard !diagnostics.hasErrors else { return outcome }
            announce()
            let marker = SiteMarker(graphvizVersion: graphviz, files: sink.files.map(\.path))
            outcome.difference = SiteComparer(outputDirectory: options.outputDirectory, keep: keep)
                .compare(sink.files + [marker.file], graphvizVersion: graphviz)
            return outcome
        }

        // Pages go into the staging folder as they are rendered; the site is swapped in
        // only when all of them are there and nothing went wrong.
        let session = try OutputWriter(outputDirectory: options.outputDirectory, keep: keep).begin()
        let sink = StagingSink(staging: session.staging, previous: reusable)
        let summary = renderer.render(site, into: sink, diagnostics: &diagnostics)
        let staticPaths = StaticFiles.add(content.staticFiles, besides: Set(summary.paths), folders: editionFolders, into: sink, &diagnostics)
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
            graphvizVersion: graphviz, files: summary.paths + staticPaths, build: fingerprint.build,
            inputs: diagnostics.all.isEmpty ? inputsByFile?.digest : nil, jobs: fingerprint.build == nil ? [:] : summary.jobs,
            content: inputsByFile?.files ?? [:], lifecycles: Self.records(summary.lifecycles, content.catalog, options.contentDirectory))

        announce()
        let warnings = try session.finish(marker: marker)
        Self.recordStamps(fingerprint, inputs: marker.inputs, marker: marker, output: options.outputDirectory)
        outcome.diagnostics.append(contentsOf: warnings)
        outcome.filesWritten = summary.paths.count + staticPaths.count + 1
        return outcome
    }

    /// The renderer's lifecycle records with their files under the content folder; none
    /// when a file lies elsewhere (then no later build renders a lifecycle page alone).
    static func records(_ records: [LifecycleRecord], _ catalog: Catalog, _ contentDirectory: String) -> [LifecycleRecord] {
        let prefix = Paths.trimmingTrailingSlashes(contentDirectory) + "/"
        func relative(_ path: String) -> String? { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil }
        let byID = Dictionary(catalog.lifecycles.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var placed: [LifecycleRecord] = []
        for var record in records {
            guard let lifecycle = byID[record.id], let source = relative(lifecycle.location.file) else { return [] }
            record.source = source
            if let bodyFile = lifecycle.bodyFile {
                guard let body = relative(bodyFile) else { return [] }
                record.bodyFile = body
            }
            placed.append(record)
        }
        return placed
    }
}
