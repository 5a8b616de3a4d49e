internal import Foundation
internal import SiteRenderer

/// What `build --check` reports: how the output directory differs from a fresh build.
public struct SiteDifference: Sendable, Equatable {
    public var missing: [String] = []
    public var changed: [String] = []
    public var extra: [String] = []

    public var isEmpty: Bool { missing.isEmpty && changed.isEmpty && extra.isEmpty }

    /// One line a file: `changed: app/index.html`.
    public var lines: [String] {
        missing.map { "missing: \($0)" } + changed.map { "changed: \($0)" } + extra.map { "extra:   \($0)" }
    }
}

/// Compares rendered files with what is on disk, byte for byte.
struct SiteComparer {
    let outputDirectory: String

    func compare(_ files: [OutputFile]) -> SiteDifference {
        var difference = SiteDifference()
        let onDisk = Set(existingFiles())
        for file in files {
            guard onDisk.contains(file.path) else {
                difference.missing.append(file.path)
                continue
            }
            let data = FileManager.default.contents(atPath: "\(outputDirectory)/\(file.path)")
            if data.map([UInt8].init) != file.bytes { difference.changed.append(file.path) }
        }
        let expected = Set(files.map(\.path))
        difference.extra = onDisk.subtracting(expected).sorted()
        return difference
    }

    private func existingFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: outputDirectory) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(outputDirectory)/\(relative)", isDirectory: &isDirectory), !isDirectory.boolValue {
                paths.append(relative)
            }
        }
        return paths
    }
}
