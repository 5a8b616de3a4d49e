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
///
/// The published diagrams are drawn from these graphs, so a file is adopted only when its
/// first line names this engine and a checksum of the rest that holds: a file edited by
/// hand, even into a well-formed archive, is explored over.
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
        Self.engine.map { Paths.join(directory, "models-\($0).txt") }
    }

    private static let engine = BuildFingerprint.engineIdentity.map { Digest.of([BuildFingerprint.formatVersion, $0]) }

    /// `lifeline-engine-cache ENGINE CHECKSUM`, then the archive.
    static func sealed(_ archive: String) -> String? {
        engine.map { "lifeline-engine-cache \($0) \(Digest.of([$0, archive]))\n" + archive }
    }

    /// The archive in a sealed file's text, when its seal names this engine and holds.
    static func unsealed(_ text: String) -> String? {
        guard let engine, let newline = text.firstIndex(of: "\n") else { return nil }
        let seal = text[..<newline].split(separator: " ", omittingEmptySubsequences: false)
        let archive = String(text[text.index(after: newline)...])
        guard seal.count == 3, seal[0] == "lifeline-engine-cache", seal[1] == engine, seal[2] == Digest.of([engine, archive]) else {
            return nil
        }
        return archive
    }

    /// Gives the explorer the graphs this engine explored before; returns how many.
    @discardableResult
    func load() -> Int {
        guard let file, let bytes = try? FileSystem.readRegularFile(at: file, limit: 16 << 20),
            let archive = Self.unsealed(String(decoding: bytes, as: UTF8.self)), let graphs = ModelArchive.graphs(from: archive)
        else { return 0 }
        ModelExplorer.adopt(graphs)
        return graphs.count
    }

    /// Writes every graph the explorer holds when it holds more than `loaded` (one
    /// rename, so a reader finds the old file or the new one).
    func save(after loaded: Int) {
        let graphs = ModelExplorer.known()
        guard graphs.count > loaded, let file, let text = Self.sealed(ModelArchive.text(graphs)) else { return }
        do {
            try FileSystem.createDirectories(directory)
            let temporary = try FileSystem.createUniqueDirectory(prefix: file + ".")
            defer { try? FileSystem.removeTree(temporary) }
            let written = Paths.join(temporary, "models.txt")
            try FileSystem.createFile(at: written, bytes: Array(text.utf8))
            try FileSystem.rename(written, to: file)
        } catch {
            return
        }
    }
}
