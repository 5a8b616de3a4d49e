public import FileAccess
public import Diagnostics

/// The folders of the content format, one gate rule each; a folder the format gains
/// (`evidence/*.log`) is one more line here, and anything no rule claims is an error.
public enum ContentLayout {
    /// YAML files: the largest bundled one is under 50 KB; a megabyte is room for twenty.
    public static let yamlSizeLimit: Int64 = 1 << 20
    /// Markdown files; the prose in them has its own, tighter limits (`MarkdownLimits`).
    public static let markdownSizeLimit: Int64 = 1 << 20
    /// Files copied verbatim into the site (images, `CNAME`, downloads).
    public static let staticSizeLimit: Int64 = 64 << 20

    public static let rules: [SourceRule] = [
        .file("site.yaml", sizeLimit: yamlSizeLimit),
        .folder("lifecycles", extensions: ["yaml", "md"], sizeLimit: yamlSizeLimit),
        .folder("pages", extensions: ["md"], sizeLimit: markdownSizeLimit),
        // Recorded console logs (a YAML header, then the log), checked against their scenarios.
        .folder("evidence", extensions: ["log"], sizeLimit: yamlSizeLimit),
        .tree("static", includingHidden: true, sizeLimit: staticSizeLimit),
        // Texts of other languages: translations/LANG/ID.yaml, site.yaml, behaviours.yaml.
        .tree("translations", sizeLimit: yamlSizeLimit),
    ]
}

/// Turns what the gate refused into diagnostics, for the content and the templates alike.
public enum SourceProblemReport {
    /// `area` is `content` or `templates`, for the diagnostic ids; `root` is the root as
    /// the user named it.
    public static func diagnostic(for problem: SourceProblem, area: String, root: String) -> Diagnostic {
        let at = SourceLocation.start(of: problem.path)
        let path = problem.path
        switch problem.kind {
        case .unclaimed(let expected):
            return .error(
                "lifeline.\(area).unexpected-file", at: at, "\(path) is not part of the \(area)",
                hint: "\(expected); move it out\(area == "content" ? ", or into \(root)/static/ to publish it as it is" : "")")
        case .outsideRoot:
            return .error(
                "lifeline.\(area).link-outside", at: at, "\(path) is a symbolic link that leads outside \(root)",
                hint: "copy the file into \(root) instead of linking to it")
        case .danglingLink:
            return .error(
                "lifeline.\(area).dangling-link", at: at, "\(path) is a symbolic link to nothing", hint: "remove the link or restore its target")
        case .linkLoop:
            return .error("lifeline.\(area).link-loop", at: at, "\(path) is a loop of symbolic links", hint: "remove the link")
        case .special(let kind):
            return .error(
                "lifeline.\(area).special-file", at: at, "\(path) is \(kind), not a regular file", hint: "only regular files are read")
        case .directory:
            return .error("lifeline.\(area).not-a-file", at: at, "\(path) is a directory, not a file", hint: "rename or remove the directory")
        case .notADirectory:
            return .error("lifeline.\(area).not-a-folder", at: at, "\(path) is a file where a folder belongs", hint: "rename or remove the file")
        case .unreadable(let reason):
            return .error("lifeline.\(area).unreadable", at: at, "cannot read \(path): \(reason)")
        }
    }

    /// A file over its rule's limit, or one that turned out not to be readable.
    public static func diagnostic(for error: FileSystem.ReadError, file: SourceFile, area: String) -> Diagnostic {
        let at = SourceLocation.start(of: file.path)
        switch error {
        case .tooLarge(let size, let limit):
            return .error(
                "lifeline.\(area).too-large", at: at,
                "\(file.path) is \(ByteCount.text(size)); files here may be at most \(ByteCount.text(limit))",
                hint: "split it into smaller files")
        case .notRegular(let kind):
            let problem = SourceProblem(path: file.path, kind: kind == .directory ? .directory : .special("\(kind)"))
            return diagnostic(for: problem, area: area, root: "")
        case .system(let error):
            return .error("lifeline.\(area).unreadable", at: at, "cannot read \(file.path): \(error.reason)")
        }
    }
}

/// Sizes as people read them: `512 bytes`, `1 MiB`, `2.9 GiB`.
public enum ByteCount {
    public static func text(_ bytes: Int64) -> String {
        let units = ["KiB", "MiB", "GiB", "TiB"]
        guard bytes >= 1024 else { return "\(bytes) bytes" }
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let rounded = (value * 10).rounded() / 10
        let number = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return "\(number) \(units[unit])"
    }
}
