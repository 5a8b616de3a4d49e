internal import FileAccess
internal import SiteRenderer

/// What `build --check` reports: how the output directory differs from a fresh build.
public struct SiteDifference: Sendable, Equatable {
    public var missing: [String] = []
    public var changed: [String] = []
    public var extra: [String] = []
    /// Set when the site on disk records another Graphviz version than this build uses:
    /// every diagram then differs, and the files are not the reason.
    public var graphvizVersions: (site: String, build: String)?
    /// Set when a build writing into a mount point (which is written entry by entry) was
    /// stopped while it swapped the entries: the site is in part the old one and in part
    /// the new one, until the next build finishes it.
    public var interrupted = false

    public var isEmpty: Bool { missing.isEmpty && changed.isEmpty && extra.isEmpty && !interrupted }

    /// One line a file: `changed: app/index.html`.
    public var lines: [String] {
        missing.map { "missing: \($0)" } + changed.map { "changed: \($0)" } + extra.map { "extra:   \($0)" }
    }

    public static func == (lhs: SiteDifference, rhs: SiteDifference) -> Bool {
        (lhs.missing, lhs.changed, lhs.extra, lhs.interrupted) == (rhs.missing, rhs.changed, rhs.extra, rhs.interrupted)
            && lhs.graphvizVersions?.site == rhs.graphvizVersions?.site && lhs.graphvizVersions?.build == rhs.graphvizVersions?.build
    }
}

/// Compares rendered files with what is on disk, byte for byte.
struct SiteComparer {
    let outputDirectory: String
    /// Paths a user keeps in the output; never "extra".
    var keep: [String] = []

    func compare(_ files: [OutputFile], graphvizVersion: String?) -> SiteDifference {
        var difference = SiteDifference()
        let onDisk = Set(OutputTree.files(in: outputDirectory).filter { !$0.hasPrefix(Leftovers.inPlacePrefix) })
        for file in files {
            guard onDisk.contains(file.path) else {
                difference.missing.append(file.path)
                continue
            }
            let data = try? FileSystem.readRegularFile(at: Paths.join(outputDirectory, file.path), limit: Int64(file.bytes.count))
            if file.path == SiteMarker.fileName {
                // `--check` does not fingerprint the content, so the marker is compared
                // without its manifest; but a marker edited by hand (its checksum no longer
                // holds) is stale, as the build that follows takes it to be.
                let onDisk = (try? FileSystem.readRegularFile(at: Paths.join(outputDirectory, file.path), limit: 64 << 20))
                    .map { SiteMarker(parsing: String(decoding: $0, as: UTF8.self)) }
                if onDisk?.isVerified != true
                    || onDisk?.withoutManifest.file.bytes
                        != SiteMarker(parsing: String(decoding: file.bytes, as: UTF8.self)).withoutManifest.file.bytes
                {
                    difference.changed.append(file.path)
                }
            } else if data != file.bytes {
                difference.changed.append(file.path)
            }
        }
        let expected = Set(files.map(\.path))
        difference.extra = onDisk.subtracting(expected).filter { path in !keep.contains { path == $0 || path.hasPrefix($0 + "/") } }.sorted()
        let marker = (try? FileSystem.readRegularFile(at: Paths.join(outputDirectory, SiteMarker.fileName), limit: 64 << 20))
            .map { SiteMarker(parsing: String(decoding: $0, as: UTF8.self)) }
        if let site = marker?.graphvizVersion, let graphvizVersion, site != graphvizVersion, !difference.isEmpty {
            difference.graphvizVersions = (site, graphvizVersion)
        }
        difference.interrupted = !Leftovers.inPlace(in: OutputLocation(outputDirectory)).isEmpty
        return difference
    }
}

extension SiteMarker {
    /// The marker as `--check` compares it: the Graphviz version and the file list.
    var withoutManifest: SiteMarker { SiteMarker(graphvizVersion: graphvizVersion, files: files) }
}
