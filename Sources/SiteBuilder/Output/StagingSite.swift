internal import FileAccess
internal import Foundation
internal import SiteRenderer

/// A new site written one file at a time into a staging folder, then swapped in whole.
///
/// The folder sits beside the output (`.site.lifeline-XXXXXX`, made by `mkdtemp`, so two
/// builds never share one) and is locked while this build works in it (see `Leftovers`).
/// Files are written without a flush each; `commit` writes the marker last, flushes the
/// file system once, and exchanges the folder with the output in one step
/// (`DirectorySwap`). A mount point cannot be exchanged, so there the folder sits inside
/// the output and `commit` swaps its entries one by one.
///
/// Render threads add files at once: the folder bookkeeping is behind a lock, the writing
/// is not.
final class StagingSite: @unchecked Sendable {
    let location: OutputLocation
    let inPlace: Bool
    let directory: String
    private let lock: DirectoryLock
    private let bookkeeping = NSLock()
    private var directories: Set<String> = [""]
    /// Started with the staging folder, stopped before the flush that precedes the swap.
    private var flush: BackgroundFlush?
    private var writtenPaths: [String] = []

    var written: [String] {
        bookkeeping.lock()
        defer { bookkeeping.unlock() }
        return writtenPaths
    }

    init(for location: OutputLocation, inPlace: Bool) throws(BuildError) {
        self.location = location
        self.inPlace = inPlace
        do {
            let prefix: String
            if inPlace {
                prefix = Paths.join(location.path, Leftovers.inPlacePrefix)
            } else {
                try FileSystem.createDirectories(location.parent)
                prefix = Paths.join(location.parent, Leftovers.siblingPrefix(of: location))
            }
            directory = try FileSystem.createUniqueDirectory(prefix: prefix)
        } catch {
            throw BuildError(message: "cannot write the site: \(error)")
        }
        guard let lock = DirectoryLock(directory, wait: true) else {
            try? FileSystem.removeTree(directory)
            throw BuildError(message: "cannot lock \(directory)")
        }
        self.lock = lock
        FileSystem.spreadFoldersMade(under: directory)
        if !inPlace { flush = BackgroundFlush(flushing: directory) }
        do {
            try FileSystem.createFile(at: Paths.join(directory, Leftovers.tagName), bytes: Array("lifeline build in progress\n".utf8))
        } catch {
            discard()
            throw BuildError(message: "cannot write the site: \(error)")
        }
        CrashPoint.stagingCreated.reach()
    }

    /// Writes one file of the new site.
    func add(_ file: OutputFile) throws(BuildError) {
        try refuseOutside(file.path)
        do {
            try createParents(of: file.path)
            try FileSystem.createFile(at: Paths.join(directory, file.path), bytes: file.bytes)
        } catch {
            throw BuildError(message: "cannot write \(location.displayPath)/\(file.path): \(error.reason)")
        }
        record(file.path)
    }

    func refuseOutside(_ path: String) throws(BuildError) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw BuildError(message: "refusing to write '\(path)' outside \(location.displayPath)")
        }
    }

    func record(_ path: String) {
        bookkeeping.lock()
        defer { bookkeeping.unlock() }
        writtenPaths.append(path)
    }

    /// Marks the staged site complete and puts it in place of the output.
    func commit(marker: SiteMarker) throws(BuildError) {
        CrashPoint.filesWritten.reach()
        do {
            try FileSystem.createFile(at: Paths.join(directory, SiteMarker.fileName), bytes: marker.file.bytes)
            CrashPoint.markerWritten.reach()
            try FileSystem.removeTree(Paths.join(directory, Leftovers.tagName))
            flush?.stop()
            flush = nil
            try FileSystem.synchronize(directory)
        } catch {
            discard()
            throw BuildError(message: "cannot write the site: \(error)")
        }
        CrashPoint.beforeSwap.reach()
        let swap = DirectorySwap(location: location, staged: directory)
        if inPlace {
            try swap.swapEntries()
        } else {
            try swap.swapWhole()
        }
    }

    func discard() {
        flush?.stop()
        flush = nil
        Leftovers.remove(directory)
    }

    /// Folders are made outside the lock (making one costs as much as writing a file, and
    /// the other threads should not wait for it): two threads that make the same one both
    /// succeed, as an existing folder is fine. The lock only guards the list of folders
    /// known to exist.
    func createParents(of path: String) throws(FileSystemError) {
        var parent = ""
        for part in path.split(separator: "/").dropLast() {
            parent = parent.isEmpty ? String(part) : parent + "/" + part
            bookkeeping.lock()
            let known = directories.contains(parent)
            bookkeeping.unlock()
            guard !known else { continue }
            try FileSystem.createDirectories(Paths.join(directory, parent))
            bookkeeping.lock()
            directories.insert(parent)
            bookkeeping.unlock()
        }
    }
}
