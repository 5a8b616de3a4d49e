internal import FileAccess
internal import LifecycleSimulator
internal import SiteRenderer

/// The engine's explored models kept between runs, in a folder of the user's cache
/// (`LIFELINE_CACHE_DIR`, else `$XDG_CACHE_HOME/lifeline` or `~/.cache/lifeline`, on macOS
/// `~/Library/Caches/lifeline`).
///
/// A model graph is a function of the engine and of its kind and configuration alone, not
/// of any content, so it is kept under the executable's identity and no site's build
/// depends on another's: a new lifeline explores again. Exploring the view universe takes
/// a third of a second, more than the rest of a 200-lifecycle check. Best effort: a
/// missing, unreadable or foreign file is explored over and written anew, and a folder
/// that cannot be written only costs the next run the same exploring.
public struct EngineCache: Sendable, Equatable {
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// The folder the environment names; nil when `LIFELINE_CACHE_DIR` is set empty
    /// (no cache) or no home folder is known.
    public static var standard: EngineCache? {
        standard(environment: Environment.values(["LIFELINE_CACHE_DIR", "XDG_CACHE_HOME", "HOME"]))
    }

    static func standard(environment: [String: String]) -> EngineCache? {
        if let chosen = environment["LIFELINE_CACHE_DIR"] { return chosen.isEmpty ? nil : EngineCache(directory: chosen) }
        #if os(macOS)
            return environment["HOME"].map { EngineCache(directory: Paths.join($0, "Library/Caches/lifeline")) }
        #else
            // The XDG rule: a relative XDG_CACHE_HOME is ignored.
            if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
                return EngineCache(directory: Paths.join(base, "lifeline"))
            }
            return environment["HOME"].map { EngineCache(directory: Paths.join($0, ".cache/lifeline")) }
        #endif
    }

    /// This engine's file, or nil when the executable cannot be told apart from another.
    var file: String? {
        BuildFingerprint.engineIdentity.map { identity in
            Paths.join(directory, "models-\(Digest.of([BuildFingerprint.formatVersion, identity])).txt")
        }
    }

    /// Gives the explorer the graphs this engine explored before; returns how many.
    @discardableResult
    func load() -> Int {
        guard let file, let bytes = try? FileSystem.readRegularFile(at: file, limit: 16 << 20),
            let graphs = ModelArchive.graphs(from: String(decoding: bytes, as: UTF8.self))
        else { return 0 }
        ModelExplorer.adopt(graphs)
        return graphs.count
    }

    /// Writes every graph the explorer holds when it holds more than `loaded` (one
    /// rename, so a reader finds the old file or the new one).
    func save(after loaded: Int) {
        let graphs = ModelExplorer.known()
        guard graphs.count > loaded, let file else { return }
        do {
            try FileSystem.createDirectories(directory)
            let temporary = try FileSystem.createUniqueDirectory(prefix: file + ".")
            defer { try? FileSystem.removeTree(temporary) }
            let written = Paths.join(temporary, "models.txt")
            try FileSystem.createFile(at: written, bytes: Array(ModelArchive.text(graphs).utf8))
            try FileSystem.rename(written, to: file)
        } catch {
            return
        }
    }
}
