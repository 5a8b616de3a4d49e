internal import FileAccess
internal import Foundation
internal import SiteRenderer

/// The renderer's files written straight into the staging folder, and the pages an
/// earlier site holds for an unchanged job linked in instead of rendered.
final class StagingSink: SiteSink, @unchecked Sendable {
    let staging: StagingSite
    /// The site whose pages may be reused, proved to hold what its marker says.
    let previous: PreviousSite?
    private let lock = NSLock()
    private var failure: BuildError?

    init(staging: StagingSite, previous: PreviousSite?) {
        self.staging = staging
        self.previous = previous
    }

    /// The first file that could not be written, if any.
    var error: BuildError? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }

    func accept(_ files: [OutputFile]) {
        for file in files {
            do {
                try staging.add(file)
            } catch {
                lock.lock()
                if failure == nil { failure = error }
                lock.unlock()
            }
        }
    }

    func reuse(fingerprint: String, paths: [String]) -> Bool {
        guard let previous, previous.marker.jobs[fingerprint] == paths else { return false }
        return staging.link(paths, from: previous.directory)
    }
}

extension SiteMarker {
    /// The marker in `directory`, if any (verified or not: see ``isVerified``); without its
    /// jobs when the caller reuses no page.
    static func read(in directory: String, jobs: Bool = true) -> SiteMarker? {
        guard let bytes = try? FileSystem.readRegularFile(at: Paths.join(directory, SiteMarker.fileName), limit: 64 << 20) else { return nil }
        return bytes.withUnsafeBufferPointer { SiteMarker(parsing: $0, jobs: jobs) }
    }
}
