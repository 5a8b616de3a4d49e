internal import FileAccess
internal import Foundation
internal import ParallelWork
internal import SiteRenderer

/// The stamps of a built site's folders, so a rebuild can tell that no file was added to,
/// removed from or renamed in the site without listing it: every such change gives the
/// folder it happens in a new change time. Listing a site of thousands of folders was most
/// of what a rebuild that changes nothing cost.
///
/// Recorded only when the build has just checked, after the folders' times were in the
/// past, that the site holds exactly the marker's files: a file someone added within the
/// same tick of the clock as the build's last write would leave the folder's stamp as it
/// was, and that listing sees it. A build that replaced files in a few folders of a site
/// it proved unchanged records their new stamps at once and leaves those folders to be
/// listed by the next build that trusts them (``RecordedStamps/pending``), which is then
/// long past that tick.
enum OutputStamps {
    /// Waits this long past the newest folder time before listing: two ticks of the clock
    /// the system stamps files with, so any later write gets a later time (the 4 ms tick of
    /// a Linux with HZ=250 makes 8 ms, most of the wait at the end of every clean build);
    /// where that clock is unknown, 20 ms, a few ticks of the coarsest clock a file system
    /// stamps with at sub-second precision.
    static let settleNanoseconds: Int64 = FileStamp.fileClockTickNanoseconds.map { min(2 * $0, 20_000_000) } ?? 20_000_000

    /// Every folder's stamp (sorted by folder) and the marker's: what ``digest`` is made of.
    struct Snapshot {
        var folders: [(name: String, fields: [Int64])]
        var marker: [Int64]
        var newest: Int64

        var digest: String {
            var digest = Digest()
            for (name, fields) in folders {
                digest.feed(name)
                for field in fields { digest.feed(Int(truncatingIfNeeded: field)) }
            }
            digest.feed(SiteMarker.fileName)
            for field in marker { digest.feed(Int(truncatingIfNeeded: field)) }
            return digest.hex
        }
    }

    /// A fingerprint of the stamps of the site's folder, of every folder holding a file
    /// `marker` lists, and of the marker's bytes (size, identity and modification time; not
    /// its change time, which the attribute holding these stamps changes); nil when one of
    /// them is missing or is not what it was (a folder turned into a file).
    static func of(_ root: String, marker: SiteMarker) -> String? {
        snapshot(root, marker: marker)?.digest
    }

    /// Records what ``of(_:marker:)`` gives for a site a build has just written, once its
    /// folders' times are in the past; nil when it does not hold exactly the marker's files
    /// or changed while it was being checked.
    static func record(_ output: String, marker: SiteMarker) -> String? {
        let root = OutputLocation(output).path
        guard let before = snapshot(root, marker: marker) else { return nil }
        let wait = before.newest + settleNanoseconds - FileStamp.nanosecondsNow
        if wait > 0 { Thread.sleep(forTimeInterval: Double(wait) / 1e9) }
        guard SiteBuilder.holdsExactly(marker, output), let after = snapshot(root, marker: marker), after.digest == before.digest else {
            return nil
        }
        return after.digest
    }

    static func snapshot(_ root: String, marker: SiteMarker) -> Snapshot? {
        guard let files = marker.files else { return nil }
        var folders: Set<Substring> = [""]
        var previous: Substring = ""
        for file in files {
            // The marker's paths are relative and sorted, so a file's folder is most often
            // its neighbour's: cut on the byte, and walk up only from a new folder.
            var folder = Self.folder(of: Substring(file))
            guard folder != previous else { continue }
            previous = folder
            while !folder.isEmpty, folders.insert(folder).inserted { folder = Self.folder(of: folder) }
        }
        // Stamped on every core: these calls are most of what a rebuild that finds nothing
        // changed costs, and the kernel answers them side by side.
        let sorted = folders.sorted()
        let stamps = ParallelMap.map(sorted, threads: BuildOptions.defaultThreads) { folder in
            FileStamp.of(folder.isEmpty ? root : root + "/" + folder)
        }
        var snapshot = Snapshot(folders: [], marker: [], newest: 0)
        snapshot.folders.reserveCapacity(sorted.count)
        for (folder, stamp) in zip(sorted, stamps) {
            guard let stamp, stamp.status.kind == .directory else { return nil }
            snapshot.folders.append((String(folder), stamp.fields))
            snapshot.newest = max(snapshot.newest, stamp.latestNanoseconds)
        }
        return snapshot.withMarker(root)
    }

    /// `snapshot` with the folders in `touched` (their names as in the snapshot, `""` for
    /// the root) and the marker stamped again, the others as they were; nil when one is
    /// missing or not a folder.
    static func restamped(_ snapshot: Snapshot, _ root: String, touched: Set<String>) -> Snapshot? {
        var result = snapshot
        for index in result.folders.indices where touched.contains(result.folders[index].name) {
            let name = result.folders[index].name
            guard let stamp = FileStamp.of(name.isEmpty ? root : root + "/" + name), stamp.status.kind == .directory else { return nil }
            result.folders[index].fields = stamp.fields
            result.newest = max(result.newest, stamp.latestNanoseconds)
        }
        return result.withMarker(root)
    }

    /// `a/b` for `a/b/c`, empty for a name without a folder.
    private static func folder(of path: Substring) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return path[..<slash]
    }
}

extension OutputStamps.Snapshot {
    /// With the marker's stamp taken now; nil when it is not a regular file.
    fileprivate func withMarker(_ root: String) -> Self? {
        guard let stamp = FileStamp.of(Paths.join(root, SiteMarker.fileName)), stamp.status.kind == .regular else { return nil }
        var result = self
        result.marker = Array(stamp.fields.prefix(5))
        result.newest = max(newest, stamp.modified.seconds * 1_000_000_000 + stamp.modified.nanoseconds)
        return result
    }
}
