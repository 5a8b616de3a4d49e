public import Diagnostics
internal import ContentLoader
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
        var diagnostics = DiagnosticBag(warningsAreErrors: options.strict)
        announce()
        let content: LoadedContent
        do {
            content = try ContentLoader(contentDirectory: options.contentDirectory).load(diagnostics: &diagnostics)
        } catch {
            throw BuildError(message: error.message, hint: error.hint)
        }
        var outcome = Outcome(diagnostics: diagnostics, sources: content.sources)

        announce()
        let validation = Validator.validate(content.catalog, diagnostics: &diagnostics)
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
        var files = SiteRenderer(
            templates: library, assets: templates.assets, threads: options.threads, templatePath: { "\(label)/\($0).mustache" }
        )
        .render(site, diagnostics: &diagnostics)
        files = StaticFiles.merge(content.staticFiles, into: files, &diagnostics)
        outcome.diagnostics = diagnostics
        guard !diagnostics.hasErrors else { return outcome }
        let graphviz = GraphvizDiagrams.version
        let marker = SiteMarker(graphvizVersion: graphviz, files: files.map(\.path))
        let keep = content.catalog.settings.keep.map(\.value)

        announce()
        if options.checkOnly {
            outcome.difference = SiteComparer(outputDirectory: options.outputDirectory, keep: keep)
                .compare(files + [marker.file], graphvizVersion: graphviz)
        } else {
            let warnings = try OutputWriter(outputDirectory: options.outputDirectory, keep: keep).write(files, marker: marker)
            outcome.diagnostics.append(contentsOf: warnings)
            outcome.filesWritten = files.count + 1
        }
        return outcome
    }
}
