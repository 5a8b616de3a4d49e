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
}

/// Named moments of a write where a test can stop the process the way a kill would:
/// `LIFELINE_CRASH_AT=before-swap lifeline build` exits at once with status 70 when the
/// write reaches `before-swap`, running no cleanup. The crash-safety tests use it to stop
/// a build before every rename; nothing else sets it.
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

    private static let requested: Set<String> = Set(
        (Environment.value("LIFELINE_CRASH_AT") ?? "").split(separator: ",").map(String.init))

    func reach() {
        if Self.requested.contains(rawValue) { _exit(70) }
    }
}
