/// Lexical path arithmetic on plain strings, the way POSIX `dirname` and `basename` do it.
///
/// Foundation's `NSString.deletingLastPathComponent` and friends trap on Linux for some
/// one-character paths (`lifeline build --output s` crashed with SIGILL), so no code here
/// or in its callers goes through them. Nothing touches the disk, except `absolute(_:)`,
/// which asks for the working directory.
///
///     Paths.parent(of: "site")           // ""   (the working directory)
///     Paths.parent(of: "/tmp/site/")     // "/tmp"
///     Paths.lastComponent(of: "a/b//")   // "b"
///     Paths.join("a", "b/c")             // "a/b/c"
///     Paths.normalized("/a/./b/../c")    // "/a/c"
public enum Paths {
    /// `path` without trailing slashes (`/` stays `/`).
    public static func trimmingTrailingSlashes(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text.removeLast() }
        return String(text)
    }

    /// The directory that holds `path`: `""` for a bare name (the working directory),
    /// `"/"` for a child of the root.
    public static func parent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard trimmed != "/" else { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let head = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return head.isEmpty ? "/" : head
    }

    /// The last name in `path` (`"b"` for `"a/b/"`); `"/"` for the root.
    public static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard trimmed != "/" else { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `base/name`, where an empty base is the working directory.
    public static func join(_ base: String, _ name: String) -> String {
        guard !base.isEmpty else { return name }
        return base.hasSuffix("/") ? base + name : base + "/" + name
    }

    /// `path` made absolute against the working directory, then normalized.
    public static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return normalized(path) }
        return normalized(join(FileSystem.currentDirectory(), path))
    }

    /// Drops empty and `.` components and resolves `..` against the component before it,
    /// without looking at the disk (so a symbolic link is not followed). `..` at the top
    /// of an absolute path stays at `/`; at the top of a relative path it is kept.
    public static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `path` is `directory` or lies under it; both absolute and normalized.
    public static func isInside(_ path: String, _ directory: String) -> Bool {
        path == directory || path.hasPrefix(directory == "/" ? "/" : directory + "/")
    }

    /// `path` relative to `directory`, which must contain it (see `isInside`).
    public static func relative(_ path: String, to directory: String) -> String {
        guard path != directory else { return "" }
        return String(path.dropFirst(directory == "/" ? 1 : directory.count + 1))
    }
}
