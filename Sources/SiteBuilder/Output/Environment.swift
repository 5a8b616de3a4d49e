#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The process environment, read without Foundation.
enum Environment {
    static func value(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// The variables among `names` that are set.
    static func values(_ names: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: names.compactMap { name in value(name).map { (name, $0) } })
    }
}

/// Named moments of a write where a test can stop the process the way a kill would:
/// `LIFELINE_CRASH_AT=before-swap lifeline build` exits at once with status 70 when the
/// write reaches `before-swap`, running no cleanup; `before-entry-swap:3` the third time
/// it reaches that point. The crash-safety tests use it to stop a build before every
/// rename; nothing else sets it.
enum CrashPoint: String, CaseIterable {
    case stagingCreated = "staging-created"
    case filesWritten = "files-written"
    case markerWritten = "marker-written"
    case beforeSwap = "before-swap"
    /// Only on a file system that cannot exchange: between moving the old site away and
    /// moving the new one in.
    case betweenRenames = "between-renames"
    case beforeRemovingOld = "before-removing-old"
    /// In-place writing (a mount point): before each top-level entry is swapped.
    case beforeEntrySwap = "before-entry-swap"

    /// Point name → the visit to stop at (1 when no count is given).
    private static let requested: [String: Int] = Dictionary(
        (Environment.value("LIFELINE_CRASH_AT") ?? "").split(separator: ",").map { entry in
            let parts = entry.split(separator: ":")
            return (String(parts[0]), parts.count > 1 ? Int(parts[1]) ?? 1 : 1)
        }
    ) { first, _ in first }

    nonisolated(unsafe) private static var visits: [String: Int] = [:]

    func reach() {
        guard let stop = Self.requested[rawValue] else { return }
        Self.visits[rawValue, default: 0] += 1
        if Self.visits[rawValue] == stop { _exit(70) }
    }
}
