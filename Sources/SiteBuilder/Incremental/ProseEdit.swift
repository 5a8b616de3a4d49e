internal import ContentLoader
internal import Diagnostics
internal import FileAccess
internal import LifecycleModel
internal import LifecycleSimulator
internal import SiteRenderer

/// A build after an edit of lifecycle bodies alone (`body-file`), which renders those
/// lifecycles' own pages and nothing else, without loading the rest of the content.
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
    let graphvizVersion: String?
    /// The site's marker, read in full.
    let manifest: SiteMarker
    let recorded: RecordedStamps
    let changes: ContentChanges

    /// What the edit touches: each edited body's lifecycle, with the manifest's record;
    /// nil when the edit is not one of bodies alone.
    private var edited: [LifecycleRecord]? {
        guard manifest.inputs != nil, let build = manifest.build, build == fingerprint.build, recorded.output != nil,
            !manifest.lifecycles.isEmpty, changes.removed.isEmpty, !changes.changed.isEmpty
        else { return nil }
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

    func build() throws(BuildError) -> SiteBuilder.Outcome? {
        guard let edited, let build = fingerprint.build else { return nil }
        let location = OutputLocation(options.outputDirectory)
        // No file was added to or removed from the site since it was built: the stamps its
        // folders had then prove it without a listing (which a whole build makes, to
        // report what nobody wrote).
        guard location.exists, !Leftovers.anyBeside(location),
            let before = SiteBuilder.outputUnchanged(manifest, options.outputDirectory, recorded)
        else { return nil }
        var diagnostics = DiagnosticBag(warningsAreErrors: options.strict)
        guard let loaded = load(edited, &diagnostics) else { return nil }
        let site = loaded.input
        // The templates are those the last build checked whole (the fingerprint says so).
        let templates = TemplateLoader(directory: options.templatesDirectory)
            .load(&diagnostics, reachableFrom: [SiteRenderer.lifecyclePageTemplate])
        guard let library = templates.library, diagnostics.all.isEmpty else { return nil }
        let renderer = SiteRenderer(templates: library, assets: templates.assets)

        let navigation = manifest.lifecycles.map(\.navigationEntry)
        var records = manifest.lifecycles
        var jobs = manifest.jobs
        var replaced: [String: [String]] = [:]
        var files: [OutputFile] = []
        for (lifecycle, old) in zip(loaded.catalog.lifecycles, edited) {
            let update = renderer.renderLifecyclePage(lifecycle, in: site, navigation: navigation, previous: old)
            // Other pages may link to the body's headings, and list the lifecycle by title.
            guard update.diagnostics.all.isEmpty, update.record.anchors == old.anchors, update.record.title == old.title,
                let paths = jobs.removeValue(forKey: old.jobFingerprint), paths.contains(update.file.path),
                let index = records.firstIndex(where: { $0.id == old.id })
            else { return nil }
            replaced[update.record.jobFingerprint] = paths
            records[index] = update.record
            // Only a page whose bytes differ is written.
            let current = try? FileSystem.readRegularFile(at: Paths.join(location.path, update.file.path), limit: Int64(update.file.bytes.count))
            if current != update.file.bytes { files.append(update.file) }
        }
        let inputs = changes.inputs(build: build)
        // Until the pages are in place the marker names no job, no content and no file: a
        // build killed in between leaves nothing to be taken as up to date, and the next
        // one renders the whole site.
        let invalidated = SiteMarker(graphvizVersion: graphvizVersion, files: nil, build: build)
        jobs.merge(replaced) { _, new in new }
        let marker = SiteMarker(
            graphvizVersion: graphvizVersion, files: manifest.files, build: build, inputs: inputs, jobs: jobs, content: changes.files,
            lifecycles: records)
        let warnings = try OutputWriter(outputDirectory: options.outputDirectory).replaceInPlace(files, marker: marker, invalidated: invalidated)
        // The folders written in are stamped now and listed by the next build that trusts
        // the stamps; where a name cannot be kept for that, the site is listed now.
        let touched = Set(files.map { Paths.parent(of: $0.path) } + [""])
        var stamps = RecordedStamps(content: fingerprint.stamps, inputs: inputs, output: nil, taken: fingerprint.taken)
        if touched.allSatisfy(RecordedStamps.canList), let after = OutputStamps.restamped(before, location.path, touched: touched) {
            (stamps.output, stamps.pending) = (after.digest, touched.sorted())
        } else {
            stamps.output = OutputStamps.record(options.outputDirectory, marker: marker)
        }
        stamps.write(toMarkerIn: location.path)
        var outcome = SiteBuilder.Outcome(diagnostics: diagnostics, sources: loaded.sources)
        outcome.diagnostics.append(contentsOf: warnings)
        outcome.filesWritten = files.count + 1
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
            diagnostics.all.isEmpty, content.catalog.lifecycles.map(\.id) == edited.map(\.id)
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
