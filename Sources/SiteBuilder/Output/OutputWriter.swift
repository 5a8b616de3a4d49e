internal import Diagnostics
internal import FileAccess
internal import ParallelWork
internal import SiteRenderer

/// The only code that writes the site.
///
/// It cleans up after builds that were killed (`Leftovers`), stages the whole new site
/// (`StagingSite`), carries over the files a user keeps in the output, reports any other
/// file it did not write, and swaps the new site in (`DirectorySwap`) only when every file
/// is written, so a failed or interrupted build leaves the previous site whole.
struct OutputWriter {
    let outputDirectory: String
    /// Paths in the output that survive builds (`keep:` in site.yaml).
    var keep: [String] = []

    init(outputDirectory: String, keep: [String] = []) {
        self.outputDirectory = outputDirectory
        self.keep = keep
    }

    /// Writes `files` and `marker` (last) and swaps them in; returns warnings (files that
    /// were removed although no build wrote them, a site restored after a killed build).
    @discardableResult
    func write(_ files: [OutputFile], marker: SiteMarker? = nil) throws(BuildError) -> [Diagnostic] {
        let session = try begin()
        do {
            for file in files { try session.staging.add(file) }
        } catch {
            session.abandon()
            throw error
        }
        return try session.finish(marker: marker ?? SiteMarker(graphvizVersion: nil, files: session.staging.written))
    }

    /// A write in progress: the lock on the output's parent held, leftovers of killed
    /// builds cleaned, the staging folder made. Files are added to `staging` as they are
    /// rendered; `finish` carries the kept files over and swaps the site in.
    final class Session {
        let writer: OutputWriter
        let location: OutputLocation
        let staging: StagingSite
        private let turn: DirectoryLock
        fileprivate(set) var warnings: [Diagnostic]

        fileprivate init(writer: OutputWriter, location: OutputLocation, staging: StagingSite, turn: DirectoryLock, warnings: [Diagnostic]) {
            self.writer = writer
            self.location = location
            self.staging = staging
            self.turn = turn
            self.warnings = warnings
        }

        /// Returns the warnings of the whole write.
        func finish(marker: SiteMarker) throws(BuildError) -> [Diagnostic] {
            do {
                try staging.carry(writer.keep)
                warnings += writer.unknownFiles(in: location)
            } catch {
                abandon()
                throw error
            }
            try staging.commit(marker: marker)
            return warnings
        }

        /// Removes the staging folder; the output stays as it was.
        func abandon() {
            staging.discard()
        }
    }

    /// Starts a write: see ``Session``.
    func begin() throws(BuildError) -> Session {
        let location = OutputLocation(outputDirectory)
        try location.refuseDangerousTarget(protecting: [])
        // Builds into the same folder take turns: while one holds this lock, every staging
        // folder another finds there is a leftover, even one made an instant ago and empty.
        do { try FileSystem.createDirectories(location.parent) } catch {
            throw BuildError(message: "cannot create \(Paths.parent(of: location.displayPath)): \(error.reason)")
        }
        guard let turn = DirectoryLock(location.parent, wait: true) else {
            throw BuildError(message: "cannot lock \(location.parent) to write the site")
        }
        let warnings = Leftovers.clean(location)
        let inPlace = location.exists && (DirectorySwap.forced == "in-place" || MountPoints.isMountPoint(location.path))
        let staging = try StagingSite(for: location, inPlace: inPlace)
        return Session(writer: self, location: location, staging: staging, turn: turn, warnings: warnings)
    }

    func refuseDangerousTarget(protecting inputs: [String] = []) throws(BuildError) {
        try OutputLocation(outputDirectory).refuseDangerousTarget(protecting: inputs)
    }

    /// Files in the output that the last build did not write (its marker lists them) and
    /// that are not kept: a `CNAME` someone put there by hand is about to go, so say so.
    /// A marker from before file lists were recorded gives no way to tell; nothing is said.
    fileprivate func unknownFiles(in location: OutputLocation) -> [Diagnostic] {
        let markerPath = Paths.join(location.path, SiteMarker.fileName)
        guard let bytes = try? FileSystem.readRegularFile(at: markerPath, limit: 64 << 20),
            case let current = bytes.withUnsafeBufferPointer({ SiteMarker(parsing: $0, jobs: false) }), let known = current.files
        else { return [] }
        // A site whose stamps are those recorded when it held exactly the marker's files
        // still does: there is nothing to list.
        if let recorded = RecordedStamps(markerIn: location.path)?.output, OutputStamps.of(location.path, marker: current) == recorded {
            return []
        }
        let knownSet = Set(known)
        return OutputTree.files(in: location.path)
            .filter { path in
                path != SiteMarker.fileName && !knownSet.contains(path) && !path.hasPrefix(Leftovers.inPlacePrefix)
                    && !keep.contains { path == $0 || path.hasPrefix($0 + "/") }
            }
            .map { path in
                Diagnostic(
                    .warning, id: "lifeline.output.unknown-file", at: nil,
                    "\(location.displayPath)/\(path) was not written by lifeline build and is removed with the old site",
                    hint: "to keep it, list it under 'keep:' in site.yaml, or put it in Content/static/ to publish it")
            }
    }
}

/// The files (and links) under a directory, relative to it, without following links.
enum OutputTree {
    /// The root's folders are listed on every core: a site has a folder per lifecycle,
    /// and listing them was most of what recording a new site's stamps cost.
    static func files(in root: String, under relative: String = "") -> [String] {
        let directory = relative.isEmpty ? root : Paths.join(root, relative)
        guard let entries = try? FileSystem.kindedEntries(of: directory) else { return [] }
        let listed = ParallelMap.map(entries, threads: relative.isEmpty ? BuildOptions.defaultThreads : 1) { name, kind -> [String] in
            let path = relative.isEmpty ? name : relative + "/" + name
            if (kind ?? FileStatus.of(Paths.join(root, path))?.kind) == .directory { return files(in: root, under: path) }
            return [path]
        }
        return Array(listed.joined())
    }
}

/// The build cannot go on for a reason that is not in the content (the disk, the
/// arguments).
public struct BuildError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var hint: String?

    public init(message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    public var description: String { message }
}
