internal import ContentLoader
internal import DefaultTemplates
internal import FileAccess
internal import ParallelWork
internal import Foundation
internal import SiteRenderer

/// What a site's bytes depend on besides the content, as fingerprints: `build` goes into
/// the marker and is the same on every machine; `engine` and `stamps` are this machine's
/// and go into the record beside the marker (``RecordedStamps``).
struct BuildFingerprint {
    /// The format of pages and marker, Graphviz, and every template file (the built-in
    /// ones and the folder's over them): pages of a build are only reused by a later build
    /// with the same one. Nil when a template file cannot
    /// be told apart from another (then nothing is ever reused).
    let build: String?
    /// This executable (its path, size and modification time): a new build of lifeline may
    /// render differently, so its sites are rebuilt. Kept out of the marker, which must
    /// not change when another machine builds the same site.
    let engine: String?
    /// `build`, `engine`, the content folder's identity (real path, device and inode) and
    /// the stamp (size, identity, modification and change times) of every file under it: a
    /// rebuild that finds the same proves nothing changed without reading a byte. Nil when
    /// the folder holds something whose bytes cannot be fingerprinted (a link, a device),
    /// or a file changed in the last seconds (a second write in the same tick of the clock
    /// could keep its stamp); a rebuild then hashes the content.
    let stamps: String?
    /// When the stamps were taken (seconds).
    let taken: Int64
    let contentDirectory: String
    /// Graphviz's version, which the marker records.
    let graphvizVersion: String?

    /// Raised whenever the format of pages or of the manifest changes in a way nothing
    /// else here would catch.
    static let formatVersion = "4"

    init(options: BuildOptions, graphvizVersion: String?) {
        var build = Digest()
        build.feed(Self.formatVersion)
        build.feed(graphvizVersion ?? "no graphviz")
        var known = graphvizVersion != nil
        let templates = Self.templates(builtIn: DefaultTemplates.files, folder: options.templatesDirectory)
        known = known && templates != nil
        build.feed(templates ?? "")
        self.build = known ? build.hex : nil
        engine = Self.engineIdentity.map { Digest.of([Self.formatVersion, $0]) }
        contentDirectory = options.contentDirectory
        self.graphvizVersion = graphvizVersion
        taken = FileStamp.now
        if let fingerprint = self.build, let engine, let identity = Self.identity(of: options.contentDirectory),
            let walk = Self.stamps(options.contentDirectory, now: taken)
        {
            stamps = Digest.of([fingerprint, engine, identity, walk])
        } else {
            stamps = nil
        }
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
        guard let build, let files = Self.fileDigests(contentDirectory, rules: ContentLayout.rules) else { return nil }
        return (Self.inputs(build: build, files: files), files)
    }

    /// ``inputs()`` from the fingerprints of every file's bytes.
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

    /// The templates a build uses: the built-in ones with a folder's files over them
    /// (``TemplateLoader``). Both are fingerprinted, so an edit of either, a file added to
    /// the folder or one taken out of it renders again. Nil when the folder holds
    /// something whose bytes cannot be fingerprinted.
    static func templates(builtIn: [String: [UInt8]], folder: String?) -> String? {
        var digest = Digest()
        digest.feed("built-in templates")
        for path in builtIn.keys.sorted() {
            digest.feed(path)
            digest.feed(builtIn[path]!)
        }
        if let folder {
            guard let tree = tree(folder, rules: TemplateLoader.rules) else { return nil }
            digest.feed("templates folder")
            digest.feed(tree)
        }
        return digest.hex
    }

    /// The lifeline executable, by real path, size and modification time.
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

    /// A folder's real path with its device and inode: another folder at the same path
    /// (`mv Content Content.old` and a checkout in its place) is another folder.
    static func identity(of folder: String) -> String? {
        guard let path = try? FileSystem.realPath(folder).get(), let status = FileStatus.of(path), status.kind == .directory else {
            return nil
        }
        return "\(path) \(status.device) \(status.inode)"
    }

    /// Every file under `root` (hidden ones too, and those the gate would refuse) by path
    /// and bytes; nil when it holds anything but folders and regular files.
    static func tree(_ root: String, rules: [SourceRule], threads: Int = BuildOptions.defaultThreads) -> String? {
        guard let files = fileDigests(root, rules: rules, threads: threads) else { return nil }
        var digest = Digest()
        for path in files.keys.sorted() {
            digest.feed(path)
            digest.feed(files[path]!)
        }
        return digest.hex
    }

    /// Every file under `root` by path → the fingerprint of its bytes; nil as for
    /// ``tree(_:rules:threads:)``. Files are read and hashed on every core, each within
    /// the size limit of the rule that claims it (`rules`).
    static func fileDigests(_ root: String, rules: [SourceRule], threads: Int = BuildOptions.defaultThreads) -> [String: String]? {
        let paths = OutputTree.files(in: root).sorted()
        let digests = ParallelMap.map(paths, threads: threads) { path in
            fileDigest(Paths.join(root, path), limit: rules.sizeLimit(of: path))
        }
        var files: [String: String] = [:]
        for (path, fileDigest) in zip(paths, digests) {
            guard let fileDigest else { return nil }
            files[path] = fileDigest
        }
        return files
    }

    /// The fingerprint of one regular file's bytes; nil for anything else (a link is not
    /// followed) or a file that cannot be read. A file over `limit` is not read: the
    /// loader refuses it from its size, and its fingerprint is its stamp.
    static func fileDigest(_ path: String, limit: Int64) -> String? {
        do {
            let bytes = try FileSystem.readRegularFile(at: path, limit: limit)
            var digest = Digest()
            digest.feed(bytes)
            return digest.hex
        } catch {
            guard case .tooLarge = error, let stamp = FileStamp.of(path) else { return nil }
            return Digest.of(["too large"] + stamp.fields.map(String.init))
        }
    }

    /// Every file under `root` by path and stamp; nil when it holds anything but folders
    /// and regular files, or a file too recent to judge by its stamp.
    static func stamps(_ root: String, now: Int64 = FileStamp.now) -> String? {
        var digest = Digest()
        var anyRecent = false
        func walk(_ relative: String) -> Bool {
            let directory = relative.isEmpty ? root : Paths.join(root, relative)
            guard let names = try? FileSystem.entries(of: directory) else { return false }
            let paths = names.map { relative.isEmpty ? $0 : relative + "/" + $0 }
            // Stamped on every core, as the output's are (``OutputStamps``).
            let stamps = ParallelMap.map(paths, threads: BuildOptions.defaultThreads) { FileStamp.of(Paths.join(root, $0)) }
            for (path, stamp) in zip(paths, stamps) {
                guard let stamp else { return false }
                switch stamp.status.kind {
                case .directory:
                    guard walk(path) else { return false }
                case .regular:
                    if stamp.isRecent(now: now, margin: recentMargin) { anyRecent = true }
                    digest.feed(path)
                    for field in stamp.fields { digest.feed(Int(truncatingIfNeeded: field)) }
                default:
                    return false
                }
            }
            return true
        }
        guard walk(""), !anyRecent else { return nil }
        return digest.hex
    }
}
