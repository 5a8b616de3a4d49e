internal import FileAccess
internal import SiteRenderer

/// How a build proves that nothing changed since the site in the output was built, from
/// the cheapest proof to the dearest: the stamps recorded beside the marker (no file read,
/// no folder listed), then the site's listing and the content's hash.
extension SiteBuilder {
    /// Whether the content's stamps and the output's folder stamps are those recorded when
    /// `marker`'s site was built with the same engine, templates and Graphviz.
    static func isUpToDateByStamps(_ marker: SiteMarker, fingerprint: BuildFingerprint, output: String) -> Bool {
        guard let build = marker.build, build == fingerprint.build, let inputs = marker.inputs, let stamps = fingerprint.stamps else {
            return false
        }
        let location = OutputLocation(output)
        guard let recorded = RecordedStamps(markerIn: location.path), recorded.content == stamps, recorded.inputs == inputs,
            let outputStamps = recorded.output
        else { return false }
        return !Leftovers.anyBeside(location) && OutputStamps.of(location.path, marker: marker) == outputStamps
    }

    /// Records the stamps a later rebuild compares, when the content is old enough to be
    /// judged by them; where the output's folders cannot be (a file nobody wrote is
    /// there), the content's alone, and that rebuild lists the output.
    static func recordStamps(_ fingerprint: BuildFingerprint, inputs: String, marker: SiteMarker, output: String) {
        guard let stamps = fingerprint.stamps else { return }
        RecordedStamps(content: stamps, inputs: inputs, output: OutputStamps.record(output, marker: marker))
            .write(toMarkerIn: OutputLocation(output).path)
    }

    /// A site is only up to date when it still holds exactly the files its marker lists:
    /// a page deleted by hand, or a file nobody wrote (reported and removed by a real
    /// build, unless `keep:` lists it) or a killed build's leftovers make the build run.
    /// Kept files therefore cost a rebuild that reuses every page, never a stale site.
    static func holdsExactly(_ marker: SiteMarker, _ output: String) -> Bool {
        guard let listed = marker.files else { return false }
        let location = OutputLocation(output)
        guard !Leftovers.anyBeside(location) else { return false }
        let present = OutputTree.files(in: location.path).filter { $0 != SiteMarker.fileName }
        return Set(present) == Set(listed)
    }
}
