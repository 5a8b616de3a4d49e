internal import FileAccess
internal import SiteRenderer

/// Puts a complete staged site in place of the output, leaving no moment without a site.
///
/// Linux exchanges the two folders with `renameat2(RENAME_EXCHANGE)` and macOS with
/// `renamex_np(RENAME_SWAP)` (APFS): readers see the old site or the new one, never
/// neither. Where the file system cannot exchange, the old site is renamed aside and the
/// new one into place: for that instant there is no site, and a build killed in it
/// leaves both folders, which the next build restores from (see `Leftovers`).
struct DirectorySwap {
    let location: OutputLocation
    let staged: String

    /// `LIFELINE_SWAP=renames` forces the fallback and `in-place` the mount-point path, so
    /// tests reach them on a machine that can exchange and has no mount to spare.
    static let forced = Environment.value("LIFELINE_SWAP")

    func swapWhole() throws(BuildError) {
        do {
            if !location.exists {
                try FileSystem.rename(staged, to: location.path)
            } else if Self.forced == "renames" {
                try renameAside()
            } else {
                do {
                    try FileSystem.exchange(staged, location.path)
                } catch  where error.code == FileSystem.notSupported {
                    try renameAside()
                }
            }
        } catch {
            Leftovers.remove(staged)
            throw BuildError(
                message: "cannot replace \(location.displayPath): \(error.reason)",
                hint: "the previous site is still in place")
        }
        FileSystem.synchronizeDirectory(location.parent)
        CrashPoint.beforeRemovingOld.reach()
        // After the exchange, the staging folder holds the previous site.
        Leftovers.remove(staged)
    }

    /// The fallback: old site aside, new site in, old site removed.
    private func renameAside() throws(FileSystemError) {
        let aside = try FileSystem.createUniqueDirectory(prefix: Paths.join(location.parent, Leftovers.siblingPrefix(of: location)))
        // Renaming a folder onto an empty one replaces it.
        try FileSystem.rename(location.path, to: aside)
        CrashPoint.betweenRenames.reach()
        do {
            try FileSystem.rename(staged, to: location.path)
        } catch {
            try? FileSystem.rename(aside, to: location.path)
            throw error
        }
        Leftovers.remove(aside)
    }

    /// A mount point stays where it is: each top-level entry of the staged site is
    /// exchanged with the output's (or renamed in), the marker last, and the output's
    /// other entries go. Each file is whole at every moment; the site as a whole is a mix
    /// of old and new entries until the last one is swapped, and a killed build is
    /// finished off by the next one.
    func swapEntries() throws(BuildError) {
        let replaced = Paths.join(staged, ".lifeline-replaced")
        do {
            try FileSystem.createDirectories(replaced)
            let names = try FileSystem.entries(of: staged).filter { $0 != ".lifeline-replaced" && $0 != SiteMarker.fileName }
            for name in names + [SiteMarker.fileName] {
                CrashPoint.beforeEntrySwap.reach()
                try swapEntry(name, aside: replaced)
            }
            let kept = Set(names + [SiteMarker.fileName])
            for name in try FileSystem.entries(of: location.path)
            where !kept.contains(name) && !name.hasPrefix(Leftovers.inPlacePrefix) {
                try FileSystem.rename(Paths.join(location.path, name), to: Paths.join(replaced, name))
            }
        } catch {
            throw BuildError(
                message: "cannot write into \(location.displayPath): \(error.reason)",
                hint: "the next build finishes or undoes what this one began")
        }
        FileSystem.synchronizeDirectory(location.path)
        CrashPoint.beforeRemovingOld.reach()
        Leftovers.remove(staged)
    }

    private func swapEntry(_ name: String, aside: String) throws(FileSystemError) {
        let source = Paths.join(staged, name)
        let target = Paths.join(location.path, name)
        guard FileStatus.of(target) != nil else {
            try FileSystem.rename(source, to: target)
            return
        }
        do throws(FileSystemError) {
            guard Self.forced != "renames" else { throw FileSystemError("exchange", target, code: FileSystem.notSupported) }
            try FileSystem.exchange(source, target)
        } catch  where error.code == FileSystem.notSupported {
            try FileSystem.rename(target, to: Paths.join(aside, name))
            try FileSystem.rename(source, to: target)
        }
    }
}
