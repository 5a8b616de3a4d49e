internal import Diagnostics
internal import FileAccess
internal import ParallelWork
internal import SiteRenderer

/// Folders a killed build left behind, recognised and cleaned by the next build.
///
/// A build stages its site in `.NAME.lifeline-XXXXXX` beside the output (or, for a mount
/// point, in `.lifeline-staging-XXXXXX` inside it), tagged with a `.lifeline-staging` file
/// until the site's marker is written, and holds a lock on it while it works. A folder
/// with such a name, no lock held, and a tag, a marker or nothing at all in it, is a
/// leftover: removed, or, when the output itself is missing (a build killed between two
/// renames), renamed back into place if it holds a complete site. Cleaning runs under the
/// lock on the output's parent folder that every writing build takes (see `OutputWriter`).
enum Leftovers {
    static let tagName = ".lifeline-staging"
    static let inPlacePrefix = ".lifeline-staging-"

    static func siblingPrefix(of location: OutputLocation) -> String {
        ".\(location.name).lifeline-"
    }

    /// Whether a killed build left something beside the output, or inside it when the
    /// output is written in place: then the site may be a mix of two builds' entries, and
    /// a build must run (never take it as up to date) to finish it and clean up.
    static func any(_ location: OutputLocation) -> Bool {
        !staged(beside: location).isEmpty || !legacy(of: location).isEmpty || !inPlace(in: location).isEmpty
    }

    /// Staging folders of in-place builds inside the output.
    static func inPlace(in location: OutputLocation) -> [String] {
        guard location.exists else { return [] }
        return ((try? FileSystem.entries(of: location.path)) ?? [])
            .filter { $0.hasPrefix(inPlacePrefix) }
            .map { Paths.join(location.path, $0) }
    }

    /// Every entry beside the output named like one of its staging folders, by path.
    private static func staged(beside location: OutputLocation) -> [String] {
        let prefix = siblingPrefix(of: location)
        return ((try? FileSystem.entries(of: location.parent)) ?? [])
            .filter { $0.hasPrefix(prefix) }
            .map { Paths.join(location.parent, $0) }
    }

    /// Cleans up after killed builds; returns notes on what it did, as warnings.
    static func clean(_ location: OutputLocation) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        let siblings = staged(beside: location).filter(isAbandoned)
        var remaining = siblings
        if !location.exists {
            let complete = siblings.filter { FileStatus.of(Paths.join($0, SiteMarker.fileName))?.kind == .regular }
            if let newest = complete.max(by: { markerTime($0) < markerTime($1) }),
                (try? FileSystem.rename(newest, to: location.path)) != nil
            {
                try? FileSystem.removeTree(Paths.join(location.path, tagName))
                remaining.removeAll { $0 == newest }
                notes.append(
                    Diagnostic(
                        .warning, id: "lifeline.output.restored", at: nil,
                        "\(location.displayPath)/ was missing after an interrupted build; restored the complete site it left"))
            }
        }
        for folder in remaining { remove(folder) }
        for folder in legacy(of: location) { remove(folder) }
        for folder in inPlace(in: location) where isAbandoned(folder) { remove(folder) }
        return notes
    }

    /// Removes a staging folder (or an old site) with its tag and marker last, so that a
    /// build killed half-way through the removal leaves a folder the next one still
    /// recognises.
    /// The folders under it are removed on every core: an old site's thousands of files
    /// are the last thing a build waits for.
    static func remove(_ folder: String) {
        let last = [tagName, SiteMarker.fileName]
        let entries = ((try? FileSystem.entries(of: folder)) ?? []).filter { !last.contains($0) }
        _ = ParallelMap.map(entries, threads: BuildOptions.defaultThreads) { try? FileSystem.removeTree(Paths.join(folder, $0)) }
        for name in last { try? FileSystem.removeTree(Paths.join(folder, name)) }
        try? FileSystem.removeTree(folder)
    }

    /// A real folder (not a link), not locked by a running build, holding a staging tag, a
    /// site marker, or nothing (a build killed right after creating it). The caller holds
    /// the lock on the output's parent, so no build is between creating a folder and
    /// locking it.
    static func isAbandoned(_ folder: String) -> Bool {
        guard FileStatus.of(folder)?.kind == .directory, !DirectoryLock.isHeld(folder) else { return false }
        guard let entries = try? FileSystem.entries(of: folder) else { return false }
        return entries.isEmpty || entries.contains(tagName) || entries.contains(SiteMarker.fileName)
    }

    /// Builds before this scheme staged in `.NAME.staging-PID` and moved the old site to
    /// `.NAME.previous-PID`, and never cleaned up after a kill; such a folder holding a
    /// site marker is removed too.
    private static func legacy(of location: OutputLocation) -> [String] {
        let prefixes = [".\(location.name).staging-", ".\(location.name).previous-"]
        return ((try? FileSystem.entries(of: location.parent)) ?? [])
            .filter { name in
                prefixes.contains { prefix in
                    name.hasPrefix(prefix) && !name.dropFirst(prefix.count).isEmpty && name.dropFirst(prefix.count).allSatisfy(\.isNumber)
                }
            }
            .map { Paths.join(location.parent, $0) }
            .filter { folder in
                FileStatus.of(folder)?.kind == .directory && FileStatus.of(Paths.join(folder, SiteMarker.fileName))?.kind == .regular
            }
    }

    private static func markerTime(_ folder: String) -> Double {
        FileSystem.modificationTime(of: Paths.join(folder, SiteMarker.fileName))
    }
}
