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
        // build's fingerprint, so it is never taken as built. Stamps first, so the content
        // is only read and hashed when they cannot prove that nothing changed.
        let graphviz = GraphvizDiagrams.version
        let fingerprint = BuildFingerprint(options: options, graphvizVersion: graphviz)
        let reusable = !(options.checkOnly || options.clean || options.reuseDirectory != nil)
        let outputPath = OutputLocation(options.outputDirectory).path
        let current = reusable ? SiteMarker.read(in: outputPath, jobs: false) : nil
        if let current, Self.isUpToDateByStamps(current, fingerprint: fingerprint, output: options.outputDirectory) {
            return Outcome(diagnostics: DiagnosticBag(), sources: [:], upToDate: true)
        }
        // The manifest in full, and which content files changed since it was written: files
        // older than the stamps it was built on are not read again.
        let manifest = current == nil ? nil : SiteMarker.read(in: outputPath)
        let recorded = manifest == nil ? nil : RecordedStamps(markerIn: outputPath)
        let changes = manifest.flatMap { ContentChanges(fingerprint, manifest: $0, taken: recorded?.taken, threads: options.threads) }
        let inputsByFile =
            changes.flatMap { changes in fingerprint.build.map { (changes.inputs(build: $0), changes.files) } } ?? fingerprint.inputsByFile()
        let inputs = inputsByFile?.digest
        // The site is listed only when the content's fingerprint says nothing changed: after
        // an edit, listing it would change nothing.
        if let current, let inputs, current.inputs == inputs, current.build != nil, current.build == fingerprint.build,
            !Leftovers.anyBeside(OutputLocation(options.outputDirectory))
        {
            // Folders whose stamps are those recorded when a listing found exactly the
            // marker's files still hold them; otherwise the site is listed.
            let unchanged = Self.outputUnchanged(current, options.outputDirectory, recorded) != nil
            if unchanged || Self.holdsExactly(current, options.outputDirectory) {
                // Content too fresh to be judged by its stamps when the site was built is old
                // enough now: the next rebuild proves nothing changed without reading it.
                Self.recordStamps(
                    fingerprint, inputs: inputs, marker: current, output: options.outputDirectory, outputStamps: unchanged ? recorded : nil)
                return Outcome(diagnostics: DiagnosticBag(), sources: [:], upToDate: true)
            }
        }
        if let manifest, let recorded, let changes,
            let outcome = try ProseEdit(
                options: options, fingerprint: fingerprint, graphvizVersion: graphviz, manifest: manifest, recorded: recorded, changes: changes
            ).build()
        {
            return outcome
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
        let site = SiteInput(catalog: content.catalog, validation: validation, markdown: CmarkMarkdown(), diagrams: GraphvizDiagrams())
        let label = options.templatesDirectory ?? TemplateLoader.builtInLabel
        let renderer = SiteRenderer(
            templates: library, assets: templates.assets, threads: options.threads, templatePath: { "\(label)/\($0).mustache" })
        let keep = content.catalog.settings.keep.map(\.value)

        if options.checkOnly {
            let sink = CollectingSink()
            let summary = renderer.render(site, into: sink, diagnostics: &diagnostics)
            _ = StaticFiles.add(content.staticFiles, besides: Set(summary.paths), into: sink, &diagnostics)
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
        let previous = options.clean ? nil : StagingSink.Previous.read(options.reuseDirectory ?? session.location.path, build: fingerprint.build)
        let sink = StagingSink(staging: session.staging, previous: previous)
        let summary = renderer.render(site, into: sink, diagnostics: &diagnostics)
        let staticPaths = StaticFiles.add(content.staticFiles, besides: Set(summary.paths), into: sink, &diagnostics)
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
            inputs: diagnostics.all.isEmpty ? inputs : nil, jobs: fingerprint.build == nil ? [:] : summary.jobs,
            content: inputsByFile?.files ?? [:], lifecycles: Self.records(summary.lifecycles, content.catalog, options.contentDirectory))

        announce()
        let warnings = try session.finish(marker: marker)
        if let inputs = marker.inputs {
            Self.recordStamps(fingerprint, inputs: inputs, marker: marker, output: options.outputDirectory)
        }
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
