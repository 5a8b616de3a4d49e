internal import Foundation

/// Where the renderer puts each job's files as soon as they are rendered, from any render
/// thread: the build's staging folder (so no page is held in memory until the end), or a
/// list for `--check` and tests.
public protocol SiteSink: Sendable {
    /// Takes the files of one job (or the site's assets).
    func accept(_ files: [OutputFile])
    /// Puts the files an earlier build rendered for a job with this fingerprint into the
    /// new site, and says whether it could; false means the job is rendered.
    func reuse(fingerprint: String, paths: [String]) -> Bool
}

/// A sink that keeps every file, in any order; `files` sorts them by path.
public final class CollectingSink: SiteSink, @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [OutputFile] = []

    public init() {}

    public func accept(_ files: [OutputFile]) {
        lock.lock()
        defer { lock.unlock() }
        collected += files
    }

    public func reuse(fingerprint: String, paths: [String]) -> Bool { false }

    public var files: [OutputFile] {
        lock.lock()
        defer { lock.unlock() }
        return collected.sorted { $0.path < $1.path }
    }
}

/// What a render did, small enough to keep at any size: the paths, not the pages.
public struct RenderSummary: Sendable {
    /// Every path the site has, sorted.
    public var paths: [String] = []
    /// Fingerprint → the paths its job rendered, for the manifest; jobs with problems are
    /// left out.
    public var jobs: [String: [String]] = [:]
    public var jobsRendered = 0
    public var jobsReused = 0
    /// Every lifecycle job's entry for the manifest, in catalog order.
    public var lifecycles: [LifecycleRecord] = []
}
