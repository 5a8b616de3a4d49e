internal import DefaultTemplates
internal import FileAccess
internal import ParallelWork
internal import Foundation
internal import SiteRenderer

/// What a site's bytes depend on besides the content, as fingerprints for the manifest
/// (`SiteMarker`): pages of a build are only reused by a later build with the same
/// `build` fingerprint, and a build whose `stamps` (or, failing those, `inputs`)
/// fingerprint matches the site's proves that nothing changed without loading anything.
struct BuildFingerprint {
    /// Engine (this lifeline executable), Graphviz, and every template file; nil when one
    /// of them cannot be told apart from another (then nothing is ever reused).
    let build: String?
    /// `build` and the stamp (size, inode, modification and change times) of every file
    /// under the content folder: a rebuild that finds the same proves nothing changed
    /// without reading a byte. Nil when the folder holds something whose bytes cannot be
    /// fingerprinted (a link, a device), or a file changed in the last seconds (a second
    /// write in the same tick of the clock could keep its stamp); a rebuild then compares
    /// ``inputs()`` instead.
    let stamps: String?
    let contentDirectory: String

    /// Raised whenever the format of pages or of the manifest changes in a way the engine
    /// identity below would not catch.
    static let formatVersion = "1"

    init(options: BuildOptions, graphvizVersion: String?) {
        var build = Digest()
        build.feed(Self.formatVersion)
        build.feed(Self.engineIdentity ?? "")
        build.feed(graphvizVersion ?? "no graphviz")
        var known = Self.engineIdentity != nil && graphvizVersion != nil
        if let templates = options.templatesDirectory {
            let tree = Self.tree(templates)
            known = known && tree != nil
            build.feed(tree ?? "")
        } else {
            build.feed("built-in templates")
            for path in DefaultTemplates.files.keys.sorted() {
                build.feed(path)
                build.feed(DefaultTemplates.files[path]!)
            }
        }
        let fingerprint = known ? build.hex : nil
        self.build = fingerprint
        contentDirectory = options.contentDirectory
        stamps = fingerprint.flatMap { fingerprint in Self.stamps(options.contentDirectory).map { Digest.of([fingerprint, $0]) } }
    }

    /// `build` and every file under the content folder by path and bytes; nil when the
    /// folder holds something whose bytes cannot be fingerprinted, so the site is never
    /// taken as up to date on its word. Taken after ``stamps`` and before loading, so a
    /// file written meanwhile changes the next build's fingerprints.
    func inputs() -> String? {
        build.flatMap { build in Self.tree(contentDirectory).map { Digest.of([build, $0]) } }
    }

    /// Files whose stamp is this many seconds old or less are too recent to trust it.
    static let recentMargin: Int64 = 3

    /// The lifeline executable, by size and modification time: a new build of lifeline
    /// may render differently, so its sites are rebuilt.
    static let engineIdentity: String? = {
        #if os(Linux)
            let executable = "/proc/self/exe"
        #else
            let executable = CommandLine.arguments.first ?? ""
        #endif
        guard let status = FileStatus.following(executable) else { return nil }
        let path = (try? FileSystem.realPath(executable).get()) ?? executable
        return "\(path) \(status.size) \(FileSystem.modificationTime(of: path))"
    }()

    /// Every file under `root` (hidden ones too, and those the content gate would refuse)
    /// by path and bytes; nil when it holds anything but folders and regular files. Files
    /// are read and hashed on every core, each to its own digest: a build after an edit
    /// reads the whole content here before loading it.
    static func tree(_ root: String, threads: Int = BuildOptions.defaultThreads) -> String? {
        let paths = OutputTree.files(in: root).sorted()
        let digests = ParallelMap.map(paths, threads: threads) { path -> String? in
            // Refuses anything but a regular file itself (a link is not followed).
            guard let bytes = try? FileSystem.readRegularFile(at: Paths.join(root, path), limit: 1 << 30) else { return nil }
            var digest = Digest()
            digest.feed(bytes)
            return digest.hex
        }
        var digest = Digest()
        for (path, fileDigest) in zip(paths, digests) {
            guard let fileDigest else { return nil }
            digest.feed(path)
            digest.feed(fileDigest)
        }
        return digest.hex
    }

    /// Every file under `root` by path and stamp; nil when it holds anything but folders
    /// and regular files, or a file too recent to judge by its stamp.
    static func stamps(_ root: String, now: Int64 = FileStamp.now) -> String? {
        var digest = Digest()
        func walk(_ relative: String) -> Bool {
            let directory = relative.isEmpty ? root : Paths.join(root, relative)
            guard let names = try? FileSystem.entries(of: directory) else { return false }
            let paths = names.map { relative.isEmpty ? $0 : relative + "/" + $0 }
            // Stamped on every core, as the output's folders are (``OutputStamps``).
            let stamps = ParallelMap.map(paths, threads: BuildOptions.defaultThreads) { FileStamp.of(Paths.join(root, $0)) }
            for (path, stamp) in zip(paths, stamps) {
                guard let stamp else { return false }
                switch stamp.status.kind {
                case .directory:
                    guard walk(path) else { return false }
                case .regular:
                    guard !stamp.isRecent(now: now, margin: recentMargin) else { return false }
                    digest.feed(path)
                    for field in stamp.fields { digest.feed(Int(truncatingIfNeeded: field)) }
                default:
                    return false
                }
            }
            return true
        }
        return walk("") ? digest.hex : nil
    }
}
