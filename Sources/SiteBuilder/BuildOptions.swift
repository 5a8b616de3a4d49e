internal import Foundation

/// What `lifeline build` was asked to do.
public struct BuildOptions: Sendable, Equatable {
    public var contentDirectory: String
    /// nil: the templates built into lifeline (`DefaultTemplates`).
    public var templatesDirectory: String?
    public var outputDirectory: String
    /// Compare with the output directory instead of writing it.
    public var checkOnly: Bool
    /// How many threads render pages; the site's bytes are the same for any number.
    public var threads: Int
    /// `--strict`: warnings are errors, so a site with one is not written.
    public var strict = false
    /// `--clean`: render every page, reusing nothing from the site on disk.
    public var clean: Bool = false
    /// The site whose unchanged pages a build reuses; nil: the output itself. `serve`
    /// builds into one of two folders and reuses the one it serves.
    public var reuseDirectory: String?
    /// Where the engine's explored models are kept between runs (``EngineCache``); nil:
    /// explored afresh by every process.
    public var engineCache: EngineCache?

    /// Every core the machine offers, asked once: Foundation reads the cgroup's quota and
    /// CPU set from files at every call, and a build asked a dozen times.
    public static let defaultThreads: Int = ProcessInfo.processInfo.activeProcessorCount

    public init(
        contentDirectory: String = "Content", templatesDirectory: String? = nil,
        outputDirectory: String = "site", checkOnly: Bool = false, threads: Int = defaultThreads
    ) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        // `site/` and `site` are the same directory; messages append the slash themselves.
        var output = outputDirectory
        while output.count > 1, output.hasSuffix("/") { output.removeLast() }
        self.outputDirectory = output
        self.checkOnly = checkOnly
        self.threads = max(1, threads)
    }
}

extension BuildOptions {
    /// The templates a site uses when none are named: a `Templates/` folder beside its
    /// content folder (`demo/Templates` for `demo/Content`), else the built-in ones (nil).
    public static func templatesBeside(content contentDirectory: String) -> String? {
        var content = contentDirectory
        while content.count > 1, content.hasSuffix("/") { content.removeLast() }
        let parent = content.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let candidate = parent.isEmpty ? (content.hasPrefix("/") ? "/Templates" : "Templates") : "\(parent)/Templates"
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) && isDirectory.boolValue ? candidate : nil
    }
}
