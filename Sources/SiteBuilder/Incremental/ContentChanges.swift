internal import FileAccess
internal import ParallelWork
internal import SiteRenderer

/// Which content files changed since the site in the output was built, found without
/// reading the others: a file whose stamp is older than the moment the last build took
/// the content's stamps (by ``BuildFingerprint/recentMargin``) holds the bytes whose
/// fingerprint that build's manifest lists, since no write since then could have left its
/// modification and change times as they were. Every other file is read and hashed.
struct ContentChanges {
    /// Every content file's fingerprint now, by path under the content folder.
    let files: [String: String]
    /// Files whose fingerprint differs from the manifest's, and files it does not list.
    let changed: Set<String>
    /// Files the manifest lists that are gone.
    let removed: Set<String>

    /// Nil when the manifest lists no content, the content holds anything but folders and
    /// regular files, or a file cannot be read (the caller hashes the whole content then,
    /// and that gives no fingerprint either).
    init?(_ fingerprint: BuildFingerprint, manifest: SiteMarker, taken: Int64?, threads: Int) {
        guard !manifest.content.isEmpty, let stamps = fingerprint.fileStamps else { return nil }
        var files: [String: String] = [:]
        var unknown: [String] = []
        for (path, stamp) in stamps {
            if let taken, let recorded = manifest.content[path], !stamp.isRecent(now: taken, margin: BuildFingerprint.recentMargin) {
                files[path] = recorded
            } else {
                unknown.append(path)
            }
        }
        unknown.sort()
        let root = fingerprint.contentDirectory
        let digests = ParallelMap.map(unknown, threads: unknown.count > 64 ? threads : 1) {
            BuildFingerprint.fileDigest(Paths.join(root, $0))
        }
        for (path, digest) in zip(unknown, digests) {
            guard let digest else { return nil }
            files[path] = digest
        }
        self.files = files
        changed = Set(unknown.filter { files[$0] != manifest.content[$0] })
        removed = Set(manifest.content.keys).subtracting(files.keys)
    }

    var isEmpty: Bool { changed.isEmpty && removed.isEmpty }

    /// The content's fingerprint for the manifest, as ``BuildFingerprint/inputs()`` gives it.
    func inputs(build: String) -> String {
        BuildFingerprint.inputs(build: build, files: files)
    }
}
