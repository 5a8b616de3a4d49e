internal import FileAccess
internal import SiteRenderer

/// The output directory as the writer handles it: absolute, a symbolic link to it
/// followed (the link stays, the site goes where it points), and checked before anything
/// is written.
struct OutputLocation {
    /// As the user named it, for messages (`site`).
    let displayPath: String
    /// Absolute, every link resolved, even when the directory does not exist yet.
    let path: String

    init(_ given: String) {
        displayPath = given
        path = Self.resolved(given)
    }

    var parent: String { Paths.parent(of: path) }
    var name: String { Paths.lastComponent(of: path) }
    var exists: Bool { FileStatus.following(path) != nil }

    /// `path` absolute with links resolved; for a path that does not exist, its nearest
    /// existing ancestor is resolved and the rest appended.
    static func resolved(_ given: String) -> String {
        let absolute = Paths.absolute(given.isEmpty ? "." : given)
        if case .success(let real) = FileSystem.realPath(absolute) { return real }
        var missing: [String] = []
        var ancestor = absolute
        while ancestor != "/" {
            missing.insert(Paths.lastComponent(of: ancestor), at: 0)
            ancestor = Paths.parent(of: ancestor)
            if case .success(let real) = FileSystem.realPath(ancestor) {
                return missing.reduce(real) { Paths.join($0, $1) }
            }
        }
        return absolute
    }

    /// Replacing a directory wholesale is only safe for a directory that is the site:
    /// one that does not exist yet, is empty, or holds the marker a previous build wrote.
    /// Never the file-system root, the working or home directory, or a directory that
    /// holds the content or the templates.
    func refuseDangerousTarget(protecting inputs: [String]) throws(BuildError) {
        let hint = "pass an output directory of its own, such as --output site"
        let home = Self.resolved(Environment.value("HOME") ?? "/")
        let forbidden = ["/", Self.resolved(FileSystem.currentDirectory()), home]
        if displayPath.isEmpty || forbidden.contains(path) {
            throw BuildError(message: "refusing to replace '\(displayPath)' with the site", hint: hint)
        }
        for input in inputs where Paths.isInside(Self.resolved(input), path) {
            throw BuildError(message: "refusing to replace '\(displayPath)': it holds '\(input)'", hint: hint)
        }
        guard let status = FileStatus.following(path) else { return }
        guard status.kind == .directory else {
            throw BuildError(message: "'\(displayPath)' is a file, not a directory", hint: hint)
        }
        // A site has its marker: only a folder without one is listed (a site's root lists a
        // folder per lifecycle, and this check runs twice in every build).
        if FileStatus.of(Paths.join(path, SiteMarker.fileName)) != nil { return }
        let entries = (try? FileSystem.entries(of: path)) ?? []
        // A killed build's staging folder inside a mount point is no reason to refuse.
        let meaningful = entries.filter { !$0.hasPrefix(Leftovers.inPlacePrefix) }
        guard meaningful.isEmpty else {
            throw BuildError(
                message: "refusing to replace '\(displayPath)': it was not written by lifeline build (no \(SiteMarker.fileName) in it)",
                hint: "lifeline replaces its output directory as a whole; remove the directory or choose another --output"
            )
        }
    }
}
