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
        if !options.checkOnly { try refuseDangerousOutput() }
        // Fingerprinted before loading: an edit made while the build runs changes the next
        // build's fingerprint, so it is never taken as built.
        let fingerprint = BuildFingerprint(options: options, graphvizVersion: GraphvizDiagrams.version)
        let whole: WholeBuild
        switch try IncrementalPlan.decide(options, fingerprint).carryOut() {
        case .finished(let outcome): return outcome
        case .wholeBuild(let plan): whole = plan
        }

        var diagnostics = DiagnosticBag(warningsAreErrors: options.strict)
        announce()
        let content = try loadContent(&diagnostics)
        var outcome = Outcome(diagnostics: diagnostics, sources: content.sources)

        announce()
        let validation = ContentChecks.validate(content, threads: options.threads, engineCache: options.engineCache, diagnostics: &diagnostics)
        outcome.diagnostics = diagnostics
        guard !diagnostics.hasErrors else { return outcome }

        announce()
        let templates = TemplateLoader(directory: options.templatesDirectory).load(&diagnostics)
        StringCompleteness.requireComplete(templates.strings, content.catalog.settings, &diagnostics)
        outcome.sources.merge(templates.sources) { old, _ in old }
        outcome.diagnostics = diagnostics
        guard let library = templates.library, !diagnostics.hasErrors else { return outcome }

        announce()
        let rendering = Rendering(content: content, validation: validation, templates: templates, library: library, threads: options.threads)
        if options.checkOnly { return compare(rendering, outcome, diagnostics, announce) }
        return try write(rendering, whole, fingerprint, outcome, diagnostics, announce)
    }

    /// A dangerous output directory is refused before any work, not after rendering.
    private func refuseDangerousOutput() throws(BuildError) {
        try OutputWriter(outputDirectory: options.outputDirectory)
            .refuseDangerousTarget(protecting: [options.contentDirectory] + [options.templatesDirectory].compactMap { $0 })
    }

    private func loadContent(_ diagnostics: inout DiagnosticBag) throws(BuildError) -> LoadedContent {
        var loader = ContentLoader(contentDirectory: options.contentDirectory, threads: options.threads)
        loader.keepsProseHTML = true
        do {
            return try loader.load(diagnostics: &diagnostics)
        } catch {
            throw BuildError(message: error.message, hint: error.hint)
        }
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
