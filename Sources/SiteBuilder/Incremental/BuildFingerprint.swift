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
    /// Every file under the content folder by path with its stamp, whether recent or not;
    /// nil when the folder holds anything but folders and regular files.
    let fileStamps: [String: FileStamp]?
    /// When the stamps were taken (seconds): a file whose stamp is older than this, by the
    /// margin, holds the bytes this build reads.
    let taken: Int64
    let contentDirectory: String

    /// Raised whenever the format of pages or of the manifest changes in a way the engine
    /// identity below would not catch.
    static let formatVersion = "3"

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
        taken = FileStamp.now
        let walk = Self.stampWalk(options.contentDirectory, now: taken)
        fileStamps = walk?.files
        stamps = fingerprint.flatMap { fingerprint in walk?.digest.map { Digest.of([fingerprint, $0]) } }
    }

    /// `build` and every file under the content folder by path and bytes; nil when the
    /// folder holds something whose bytes cannot be fingerprinted, so the site is never
    /// taken as up to date on its word. Taken after ``stamps`` and before loading, so a
    /// file written meanwhile changes the next build's fingerprints.
    func inputs() -> String? {
        inputsByFile()?.digest
    }

    /// ``inputs()`` with the fingerprint of each file's bytes, for the manifest.
    func inputsByFile() -> (digest: String, files: [String: String])? {
        guard let build, let files = Self.fileDigests(contentDirectory) else { return nil }
        return (Self.inputs(build: build, files: files), files)
    }

    /// ``inputs()`` from the fingerprints of every file's bytes, some of them recorded by
    /// the last build rather than read again.
    static func inputs(build: String, files: [String: String]) -> String {
        var digest = Digest()
        for path in files.keys.sorted() {
            digest.feed(path)
            digest.feed(files[path]!)
        }
        return Digest.of([build, digest.hex])
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
        guard let files = fileDigests(root, threads: threads) else { return nil }
        var digest = Digest()
        for path in files.keys.sorted() {
            digest.feed(path)
            digest.feed(files[path]!)
        }
        return digest.hex
    }

    /// Every file under `root` by path → the fingerprint of its bytes; nil as for ``tree``.
    static func fileDigests(_ root: String, threads: Int = BuildOptions.defaultThreads) -> [String: String]? {
        let paths = OutputTree.files(in: root).sorted()
        let digests = ParallelMap.map(paths, threads: threads) { path in fileDigest(Paths.join(root, path)) }
        var files: [String: String] = [:]
        for (path, fileDigest) in zip(paths, digests) {
            guard let fileDigest else { return nil }
            files[path] = fileDigest
        }
        return files
    }

    /// The fingerprint of one regular file's bytes; nil for anything else (a link is not
    /// followed) or a file that cannot be read.
    static func fileDigest(_ path: String) -> String? {
        guard let bytes = try? FileSystem.readRegularFile(at: path, limit: 1 << 30) else { return nil }
        var digest = Digest()
        digest.feed(bytes)
        return digest.hex
    }

    /// Every file under `root` by path and stamp; nil when it holds anything but folders
    /// and regular files, or a file too recent to judge by its stamp.
    static func stamps(_ root: String, now: Int64 = FileStamp.now) -> String? {
        stampWalk(root, now: now)?.digest
    }

    /// Every file's stamp under `root`, and ``stamps(_:now:)``'s fingerprint of them (nil
    /// when one is too recent); nil when it holds anything but folders and regular files.
    static func stampWalk(_ root: String, now: Int64) -> (digest: String?, files: [String: FileStamp])? {
        var digest = Digest()
        var files: [String: FileStamp] = [:]
        var anyRecent = false
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
                    files[path] = stamp
                    if stamp.isRecent(now: now, margin: recentMargin) { anyRecent = true }
                    digest.feed(path)
                    for field in stamp.fields { digest.feed(Int(truncatingIfNeeded: field)) }
                default:
                    return false
                }
            }
            return true
        }
        guard walk("") else { return nil }
        return (anyRecent ? nil : digest.hex, files)
    }
}
