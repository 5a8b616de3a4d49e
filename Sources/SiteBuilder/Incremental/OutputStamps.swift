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
/// was, and that listing sees it.
enum OutputStamps {
    /// Waits this long past the newest folder time before listing, a few ticks of the
    /// coarsest clock a file system stamps with at sub-second precision.
    static let settleNanoseconds: Int64 = 20_000_000

    /// A fingerprint of the stamps of the site's folder, of every folder holding a file
    /// `marker` lists, and of the marker's bytes (size, identity and modification time; not
    /// its change time, which the attribute holding these stamps changes); nil when one of
    /// them is missing or is not what it was (a folder turned into a file).
    static func of(_ root: String, marker: SiteMarker) -> String? {
        stamps(root, marker: marker)?.digest
    }

    /// Records what ``of(_:marker:)`` gives for a site a build has just written, once its
    /// folders' times are in the past; nil when it does not hold exactly the marker's files
    /// or changed while it was being checked.
    static func record(_ output: String, marker: SiteMarker) -> String? {
        let root = OutputLocation(output).path
        guard let before = stamps(root, marker: marker) else { return nil }
        let wait = before.newest + settleNanoseconds - FileStamp.nanosecondsNow
        if wait > 0 { Thread.sleep(forTimeInterval: Double(wait) / 1e9) }
        guard SiteBuilder.holdsExactly(marker, output), let after = stamps(root, marker: marker), after.digest == before.digest else {
            return nil
        }
        return after.digest
    }

    private static func stamps(_ root: String, marker: SiteMarker) -> (digest: String, newest: Int64)? {
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
        var digest = Digest()
        var newest: Int64 = 0
        // Stamped on every core: these calls are most of what a rebuild that finds nothing
        // changed costs, and the kernel answers them side by side.
        let sorted = folders.sorted()
        let stamps = ParallelMap.map(sorted, threads: BuildOptions.defaultThreads) { folder in
            FileStamp.of(folder.isEmpty ? root : root + "/" + folder)
        }
        for (folder, stamp) in zip(sorted, stamps) {
            guard let stamp, stamp.status.kind == .directory else { return nil }
            digest.feed(String(folder))
            for field in stamp.fields { digest.feed(Int(truncatingIfNeeded: field)) }
            newest = max(newest, stamp.latestNanoseconds)
        }
        guard let markerStamp = FileStamp.of(Paths.join(root, SiteMarker.fileName)), markerStamp.status.kind == .regular else { return nil }
        digest.feed(SiteMarker.fileName)
        for field in markerStamp.fields.prefix(5) { digest.feed(Int(truncatingIfNeeded: field)) }
        newest = max(newest, markerStamp.modified.seconds * 1_000_000_000 + markerStamp.modified.nanoseconds)
        return (digest.hex, newest)
    }

    /// `a/b` for `a/b/c`, empty for a name without a folder.
    private static func folder(of path: Substring) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return path[..<slash]
    }
}
