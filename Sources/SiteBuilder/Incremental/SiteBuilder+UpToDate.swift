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
        guard let recorded = RecordedStamps(markerIn: location.path), recorded.content == stamps, recorded.inputs == inputs else {
            return false
        }
        return !Leftovers.anyBeside(location) && outputUnchanged(marker, output, recorded) != nil
    }

    /// The snapshot of the output's folders when their stamps are those recorded beside
    /// the marker (and the folders left pending hold exactly the marker's files): the site
    /// still holds exactly the files a listing found when they were recorded.
    static func outputUnchanged(_ marker: SiteMarker, _ output: String, _ recorded: RecordedStamps?) -> OutputStamps.Snapshot? {
        let location = OutputLocation(output)
        guard let recorded, let stamps = recorded.output, let snapshot = OutputStamps.snapshot(location.path, marker: marker),
            snapshot.digest == stamps, recorded.pending.allSatisfy({ folderHoldsExactly(marker, output, $0) })
        else { return nil }
        return snapshot
    }

    /// Records the stamps a later rebuild compares: the content's when it is old enough to
    /// be judged by them (else only the time they were taken, for `ProseEdit`), and the
    /// output's folders', `output` when the caller has them (proved by the stamps recorded
    /// before) or else taken now, when a listing finds exactly the marker's files.
    static func recordStamps(
        _ fingerprint: BuildFingerprint, inputs: String, marker: SiteMarker, output: String, outputStamps: RecordedStamps? = nil
    ) {
        var stamps = RecordedStamps(content: fingerprint.stamps, inputs: inputs, output: nil, taken: fingerprint.taken)
        if let outputStamps {
            (stamps.output, stamps.pending) = (outputStamps.output, outputStamps.pending)
        } else {
            stamps.output = OutputStamps.record(output, marker: marker)
        }
        stamps.write(toMarkerIn: OutputLocation(output).path)
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

    /// Whether one folder of the site (`""` for its root) holds exactly the entries the
    /// marker's files give it: its files and the folders on their way, and the marker.
    static func folderHoldsExactly(_ marker: SiteMarker, _ output: String, _ folder: String) -> Bool {
        guard let files = marker.files, let present = try? FileSystem.entries(of: Paths.join(OutputLocation(output).path, folder)) else {
            return false
        }
        let prefix = folder.isEmpty ? "" : folder + "/"
        var expected: Set<Substring> = folder.isEmpty ? [Substring(SiteMarker.fileName)] : []
        for file in files where file.hasPrefix(prefix) {
            let rest = file.dropFirst(prefix.count)
            expected.insert(rest.split(separator: "/", maxSplits: 1).first ?? rest)
        }
        return Set(present.map { Substring($0) }) == expected
    }
}
