internal import ContentLoader
internal import Diagnostics
internal import FileAccess
internal import LifecycleModel
internal import LifecycleSimulator
internal import SiteRenderer

/// A build after an edit of lifecycle bodies alone (`body-file`), which renders those
/// lifecycles' own pages and nothing else, without loading the rest of the content, and
/// swaps the site in whole like any other build.
///
/// A body shows on its lifecycle's page and nowhere else: not in the search index, the
/// navigation, the claims or the reference. Other pages depend on it only through its
/// headings (links elsewhere may name their anchors), its links and its `lifeline-calls`
/// embeds (checked against every page and run in the engine). So when every changed file
/// is the body of one lifecycle whose YAML is unchanged, and the new body keeps its
/// heading ids, holds no link and no embed, and loads with no diagnostic, every other file
/// of the site is what a whole build would write again: the lifecycle page is rendered
/// from the lifecycle, the site's settings and pages, and every lifecycle's navigation
/// entry as the manifest recorded it. Anything else, or anything unexpected on the way,
/// and the caller builds the whole site as always; ``build()`` returns nil then, having
/// written nothing. `IncrementalBuildTests` hold its sites to clean builds.
struct ProseEdit {
    let options: BuildOptions
    let fingerprint: BuildFingerprint
    /// The site in the output, proved to be what its marker says.
    let previous: PreviousSite
    let changes: ContentChanges

    private var manifest: SiteMarker { previous.marker }

    /// What the edit touches: each edited body's lifecycle, with the manifest's record;
    /// nil when the edit is not one of bodies alone.
    private var edited: [LifecycleRecord]? {
        guard manifest.inputs != nil, !manifest.lifecycles.isEmpty, changes.removed.isEmpty, !changes.changed.isEmpty else { return nil }
        var edited: [LifecycleRecord] = []
        for path in changes.changed.sorted() {
            let owners = manifest.lifecycles.filter { $0.bodyFile == path }
            guard owners.count == 1, let owner = owners.first, manifest.content[path] != nil, !changes.changed.contains(owner.source) else {
                return nil
            }
            edited.append(owner)
        }
        return edited
    }

    /// Whether the edit is one of lifecycle bodies alone.
    var applies: Bool { edited != nil }

    /// The content's fingerprints, for the whole build that follows when ``build()`` gives up.
    var inputsByFile: (digest: String, files: [String: String])? {
        fingerprint.build.map { (changes.inputs(build: $0), changes.files) }
    }

    /// Renders the edited lifecycles' pages and stages them with every other file of the
    /// site linked from the current one, then swaps the staged site in whole, as a full
    /// build does: a build killed at any point leaves the old site or the new one. Nil,
    /// having written nothing, when the edit turns out to reach other pages.
    func build() throws(BuildError) -> SiteBuilder.Outcome? {
        guard let edited, let build = fingerprint.build, let files = manifest.files else { return nil }
        var diagnostics = DiagnosticBag(warningsAreErrors: options.strict)
        guard let loaded = load(edited, &diagnostics) else { return nil }
        var site = loaded.input
        // The templates are those the last build checked whole (the fingerprint says so).
        let templates = TemplateLoader(directory: options.templatesDirectory)
            .load(&diagnostics, reachableFrom: [SiteRenderer.lifecyclePageTemplate])
        site.strings = templates.strings
        guard let library = templates.library, diagnostics.all.isEmpty else { return nil }
        let renderer = SiteRenderer(templates: library, assets: templates.assets)

        let navigation = manifest.lifecycles.map(\.navigationEntry)
        var records = manifest.lifecycles
        var jobs = manifest.jobs
        var replaced: [String: [String]] = [:]
        var pages: [OutputFile] = []
        for (lifecycle, old) in zip(loaded.catalog.lifecycles, edited) {
            let update = renderer.renderLifecyclePage(lifecycle, in: site, navigation: navigation, previous: old)
            // Other pages may link to the body's headings, and list the lifecycle by title.
            guard update.diagnostics.all.isEmpty, update.record.anchors == old.anchors, update.record.title == old.title,
                let paths = jobs.removeValue(forKey: old.jobFingerprint), paths.contains(update.file.path),
                let index = records.firstIndex(where: { $0.id == old.id })
            else { return nil }
            replaced[update.record.jobFingerprint] = paths
            records[index] = update.record
            // A page whose bytes are those of the current one is linked like the rest.
            let current = try? FileSystem.readRegularFile(
                at: Paths.join(previous.directory, update.file.path), limit: Int64(update.file.bytes.count))
            if current != update.file.bytes { pages.append(update.file) }
        }
        jobs.merge(replaced) { _, new in new }
        let inputs = changes.inputs(build: build)
        let marker = SiteMarker(
            graphvizVersion: fingerprint.graphvizVersion, files: files, build: build, inputs: inputs, jobs: jobs, content: changes.files,
            lifecycles: records)
        let session = try OutputWriter(outputDirectory: options.outputDirectory, keep: loaded.catalog.settings.keep.map(\.value)).begin()
        let rendered = Set(pages.map(\.path))
        do {
            for page in pages { try session.staging.add(page) }
        } catch {
            session.abandon()
            throw error
        }
        guard session.staging.link(files.filter { !rendered.contains($0) }, from: session.location.path) else {
            session.abandon()
            return nil
        }
        var outcome = SiteBuilder.Outcome(diagnostics: diagnostics, sources: loaded.sources)
        outcome.diagnostics.append(contentsOf: try session.publish(marker: marker, fingerprint: fingerprint))
        outcome.filesWritten = pages.count + 1
        outcome.jobsRendered = edited.count
        outcome.jobsReused = manifest.jobs.count - edited.count
        outcome.onlyLifecyclePages = true
        return outcome
    }

    private static func loader(_ directory: String) -> ContentLoader {
        var loader = ContentLoader(contentDirectory: directory)
        loader.keepsProseHTML = true
        return loader
    }

    /// The site's settings and pages with the edited lifecycles alone; nil when loading
    /// them gives any diagnostic, or a lifecycle holds an embed or its body a link.
    private func load(_ edited: [LifecycleRecord], _ diagnostics: inout DiagnosticBag) -> (
        catalog: Catalog, sources: [String: String], input: SiteInput
    )? {
        let pages = manifest.content.keys.filter { $0.hasPrefix("pages/") }.sorted()
        guard
            let content = try? Self.loader(options.contentDirectory)
                .load(lifecycles: edited.map(\.source), bodies: edited.compactMap(\.bodyFile), pages: pages, diagnostics: &diagnostics),
            diagnostics.all.isEmpty, content.catalog.lifecycles.map(\.id) == edited.map(\.id),
            // A body shows in every edition, each of which a whole build renders.
            content.catalog.settings.languages.isEmpty
        else { return nil }
        for lifecycle in content.catalog.lifecycles {
            guard lifecycle.embeds.isEmpty, !lifecycle.links.contains(where: { $0.location.file == lifecycle.bodyFile }) else { return nil }
        }
        let validation = ValidationContext(catalog: content.catalog, results: [:])
        return (
            content.catalog, content.sources,
            SiteInput(catalog: content.catalog, validation: validation, markdown: CmarkMarkdown(), diagrams: GraphvizDiagrams())
        )
    }
}
