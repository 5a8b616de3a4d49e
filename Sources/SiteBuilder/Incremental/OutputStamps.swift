internal import FileAccess
internal import Foundation
internal import ParallelWork
internal import SiteRenderer

/// The stamps of a built site's folders and files, so a rebuild can tell that the site is
/// still exactly what the last build wrote without listing or reading it: a file added,
/// removed or renamed gives its folder a new change time, and a page written in place
/// gives the page a new one.
///
/// Recorded only when the build has just checked, after the newest of those times was in
/// the past, that the site holds exactly the marker's files: a write within the same tick
/// of the clock as the build's last one would leave a stamp as it was, and that listing,
/// made after the tick, sees it.
enum OutputStamps {
    /// Waits this long past the newest time before listing: two ticks of the clock the
    /// system stamps files with, so any later write gets a later time (the 4 ms tick of a
    /// Linux with HZ=250 makes 8 ms); where that clock is unknown, 20 ms, a few ticks of the
    /// coarsest clock a file system stamps with at sub-second precision.
    static let settleNanoseconds: Int64 = FileStamp.fileClockTickNanoseconds.map { min(2 * $0, 20_000_000) } ?? 20_000_000

    /// Every folder's and file's stamp, by path, and the marker's.
    struct Snapshot {
        var digest: String
        var newest: Int64
    }

    /// A fingerprint of the stamps of the site's folder, of every folder holding a file
    /// `marker` lists, of those files, and of the marker (size, identity and modification
    /// time; not its change time, which the attribute holding the record changes); nil
    /// when one of them is missing or is not what it was (a folder turned into a file).
    static func of(_ root: String, marker: SiteMarker) -> String? {
        snapshot(root, marker: marker)?.digest
    }

    /// Records what ``of(_:marker:)`` gives for a site a build has just written, once its
    /// times are in the past; nil when it does not hold exactly the marker's files or
    /// changed while it was being checked.
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
        let entries = folders.sorted().map { (String($0), FileStatus.Kind.directory) } + files.map { ($0, FileStatus.Kind.regular) }
        // Stamped on every core: these calls are most of what a rebuild that finds nothing
        // changed costs, and the kernel answers them side by side.
        let stamps = ParallelMap.map(entries, threads: BuildOptions.defaultThreads) { path, _ in
            FileStamp.of(path.isEmpty ? root : root + "/" + path)
        }
        var digest = Digest()
        var newest: Int64 = 0
        for ((path, kind), stamp) in zip(entries, stamps) {
            guard let stamp, stamp.status.kind == kind else { return nil }
            digest.feed(path)
            for field in stamp.fields { digest.feed(Int(truncatingIfNeeded: field)) }
            newest = max(newest, stamp.latestNanoseconds)
        }
        guard let marker = FileStamp.of(Paths.join(root, SiteMarker.fileName)), marker.status.kind == .regular else { return nil }
        digest.feed(SiteMarker.fileName)
        for field in marker.fields.prefix(5) { digest.feed(Int(truncatingIfNeeded: field)) }
        newest = max(newest, marker.modified.seconds * 1_000_000_000 + marker.modified.nanoseconds)
        return Snapshot(digest: digest.hex, newest: newest)
    }

    /// `a/b` for `a/b/c`, empty for a name without a folder.
    private static func folder(of path: Substring) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return path[..<slash]
    }
}
