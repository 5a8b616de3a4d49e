internal import FileAccess
internal import SiteRenderer

/// A site an earlier build wrote, with what proves that it is still exactly what that
/// build wrote: its marker verifies, this executable wrote it with the same templates and
/// Graphviz, and the stamps of every folder and file are those recorded after the build.
/// Only such a site's pages are reused, and only such a site is taken as up to date; a
/// page edited in place, a file added by hand or a marker cut short means a build that
/// renders every page.
struct PreviousSite {
    let directory: String
    /// Read in full: jobs, content and lifecycles.
    let marker: SiteMarker
    let record: RecordedStamps

    /// The site in `directory`, when everything above holds.
    static func read(_ directory: String, fingerprint: BuildFingerprint) -> PreviousSite? {
        guard let build = fingerprint.build, let engine = fingerprint.engine, let marker = SiteMarker.read(in: directory),
            marker.isVerified, marker.build == build, let record = RecordedStamps(markerIn: directory), record.engine == engine,
            let output = record.output, OutputStamps.of(directory, marker: marker) == output
        else { return nil }
        return PreviousSite(directory: directory, marker: marker, record: record)
    }

    /// Whether the content's stamps are those recorded for this site's inputs: nothing
    /// under the content folder was written, added or removed, and it is the same folder.
    func isUpToDate(_ fingerprint: BuildFingerprint) -> Bool {
        guard let stamps = fingerprint.stamps, let inputs = marker.inputs else { return false }
        return record.content == stamps && record.inputs == inputs
    }
}

extension SiteBuilder {
    /// Records what a later rebuild compares: this executable, the content's stamps when
    /// they are old enough to be judged by, and the output's, taken when a listing finds
    /// exactly the marker's files.
    static func recordStamps(_ fingerprint: BuildFingerprint, inputs: String?, marker: SiteMarker, output: String) {
        guard let engine = fingerprint.engine else { return }
        let stamps = RecordedStamps(
            engine: engine, content: fingerprint.stamps, inputs: inputs, output: OutputStamps.record(output, marker: marker),
            taken: fingerprint.taken)
        stamps.write(toMarkerIn: OutputLocation(output).path)
    }

    /// Whether the site holds exactly the files its marker lists: a page deleted by hand,
    /// or a file nobody wrote (reported and removed by a real build, unless `keep:` lists
    /// it), or a killed build's leftovers mean the stamps are not recorded.
    static func holdsExactly(_ marker: SiteMarker, _ output: String) -> Bool {
        guard let listed = marker.files else { return false }
        let location = OutputLocation(output)
        guard !Leftovers.any(location) else { return false }
        let present = OutputTree.files(in: location.path).filter { $0 != SiteMarker.fileName }
        return Set(present) == Set(listed)
    }
}
