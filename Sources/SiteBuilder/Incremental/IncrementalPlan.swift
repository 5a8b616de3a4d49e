internal import FileAccess
internal import SiteRenderer

/// What a build may skip, decided from what it verified of the site in the output and of
/// the content, cheapest proof first: the recorded stamps (nothing read), then the
/// content's bytes against the marker's fingerprints.
enum IncrementalPlan {
    /// Nothing changed: nothing is loaded, rendered or written.
    case upToDate
    /// Only lifecycle bodies changed: their pages are rendered, the rest linked.
    case proseEdit(ProseEdit)
    /// The whole site is rendered; jobs whose fingerprint `reusable` lists are linked
    /// from it instead.
    case build(inputs: (digest: String, files: [String: String])?, reusable: PreviousSite?)

    static func decide(_ options: BuildOptions, _ fingerprint: BuildFingerprint, graphvizVersion: String?) -> IncrementalPlan {
        if options.checkOnly { return .build(inputs: nil, reusable: nil) }
        if options.clean { return .build(inputs: fingerprint.inputsByFile(), reusable: nil) }
        if let reuse = options.reuseDirectory {
            return .build(inputs: fingerprint.inputsByFile(), reusable: PreviousSite.read(reuse, fingerprint: fingerprint))
        }
        let location = OutputLocation(options.outputDirectory)
        guard !Leftovers.any(location), let previous = PreviousSite.read(location.path, fingerprint: fingerprint) else {
            return .build(inputs: fingerprint.inputsByFile(), reusable: nil)
        }
        if previous.isUpToDate(fingerprint) { return .upToDate }
        let changes = ContentChanges(fingerprint, manifest: previous.marker, threads: options.threads)
        guard let changes, let build = fingerprint.build else { return .build(inputs: fingerprint.inputsByFile(), reusable: previous) }
        let inputs = changes.inputs(build: build)
        if inputs == previous.marker.inputs {
            // The content's stamps changed and its bytes did not (a checkout, a `touch`):
            // the stamps are recorded again, so the next rebuild proves it without reading.
            SiteBuilder.recordStamps(fingerprint, inputs: inputs, marker: previous.marker, output: options.outputDirectory)
            return .upToDate
        }
        let edit = ProseEdit(options: options, fingerprint: fingerprint, graphvizVersion: graphvizVersion, previous: previous, changes: changes)
        return edit.applies ? .proseEdit(edit) : .build(inputs: (inputs, changes.files), reusable: previous)
    }
}
