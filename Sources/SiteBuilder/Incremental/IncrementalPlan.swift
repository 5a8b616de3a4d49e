internal import Diagnostics
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
    case build(WholeBuild)

    static func decide(_ options: BuildOptions, _ fingerprint: BuildFingerprint) -> IncrementalPlan {
        if options.checkOnly { return .build(WholeBuild(inputs: nil, reusable: nil)) }
        if options.clean { return .build(WholeBuild(inputs: fingerprint.inputsByFile(), reusable: nil)) }
        if let reuse = options.reuseDirectory {
            return .build(WholeBuild(inputs: fingerprint.inputsByFile(), reusable: PreviousSite.read(reuse, fingerprint: fingerprint)))
        }
        let location = OutputLocation(options.outputDirectory)
        guard !Leftovers.any(location), let previous = PreviousSite.read(location.path, fingerprint: fingerprint) else {
            return .build(WholeBuild(inputs: fingerprint.inputsByFile(), reusable: nil))
        }
        if previous.isUpToDate(fingerprint) { return .upToDate }
        let changes = ContentChanges(fingerprint, manifest: previous.marker, threads: options.threads)
        guard let changes, let build = fingerprint.build else { return .build(WholeBuild(inputs: fingerprint.inputsByFile(), reusable: previous)) }
        let inputs = changes.inputs(build: build)
        if inputs == previous.marker.inputs {
            // The content's stamps changed and its bytes did not (a checkout, a `touch`):
            // the stamps are recorded again, so the next rebuild proves it without reading.
            SiteBuilder.recordStamps(fingerprint, inputs: inputs, marker: previous.marker, output: options.outputDirectory)
            return .upToDate
        }
        let edit = ProseEdit(options: options, fingerprint: fingerprint, previous: previous, changes: changes)
        return edit.applies ? .proseEdit(edit) : .build(WholeBuild(inputs: (inputs, changes.files), reusable: previous))
    }

    /// Does what needs no whole build: an up-to-date site is an outcome at once, and a
    /// prose edit builds its pages; when the edit turns out to reach other pages, a whole
    /// build follows that links the unchanged jobs of the previous site.
    func carryOut() throws(BuildError) -> Remaining {
        switch self {
        case .upToDate:
            return .finished(SiteBuilder.Outcome(diagnostics: DiagnosticBag(), sources: [:], upToDate: true))
        case .proseEdit(let edit):
            if let outcome = try edit.build() { return .finished(outcome) }
            return .wholeBuild(WholeBuild(inputs: edit.inputsByFile, reusable: edit.previous))
        case .build(let whole):
            return .wholeBuild(whole)
        }
    }

    /// What is left once the plan is carried out.
    enum Remaining {
        case finished(SiteBuilder.Outcome)
        case wholeBuild(WholeBuild)
    }
}

/// What a whole build knows of the site before it: the content's fingerprints, which its
/// marker records, and the previous site whose unchanged jobs it links instead of
/// rendering them.
struct WholeBuild {
    var inputs: (digest: String, files: [String: String])?
    var reusable: PreviousSite?
}
