internal import ContentLoader
internal import SiteRenderer

/// Which content files changed since the site in the output was built: every file is read
/// and hashed, and compared with the fingerprints the site's marker lists. No file is
/// judged by its stamp alone here: a stamp proves nothing about a file that another
/// folder, a checkout or a stepped clock put at the same path (the whole content's stamps,
/// its folder's identity included, are compared before this is reached).
struct ContentChanges {
    /// Every content file's fingerprint now, by path under the content folder.
    let files: [String: String]
    /// Files whose fingerprint differs from the manifest's, and files it does not list.
    let changed: Set<String>
    /// Files the manifest lists that are gone.
    let removed: Set<String>

    /// Nil when the manifest lists no content, or the content holds anything but folders
    /// and regular files, or a file cannot be read.
    init?(_ fingerprint: BuildFingerprint, manifest: SiteMarker, threads: Int) {
        guard !manifest.content.isEmpty,
            let files = BuildFingerprint.fileDigests(fingerprint.contentDirectory, rules: ContentLayout.rules, threads: threads)
        else { return nil }
        self.files = files
        changed = Set(files.keys.filter { files[$0] != manifest.content[$0] })
        removed = Set(manifest.content.keys).subtracting(files.keys)
    }

    var isEmpty: Bool { changed.isEmpty && removed.isEmpty }

    /// The content's fingerprint for the manifest, as ``BuildFingerprint/inputs()`` gives it.
    func inputs(build: String) -> String {
        BuildFingerprint.inputs(build: build, files: files)
    }
}
