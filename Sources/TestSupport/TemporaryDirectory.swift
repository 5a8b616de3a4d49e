public import Foundation

/// A fresh directory for one test, removed afterwards.
///
///     try withTemporaryDirectory { dir in
///         try FixtureTree.write(["Content/site.yaml": "title: T"], into: dir)
///     }
public func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("lifeline-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

/// Whole content trees declared inline as path → text, as Hugo's txtar tests do.
public enum FixtureTree {
    public static func write(_ files: [String: String], into directory: URL) throws {
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// Every regular file under `directory`, path → bytes, for comparing two trees.
    public static func read(_ directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return files }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = directory.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }
}

/// The repository's root, found from a test file's `#filePath`, for tests that read the
/// bundled Content/, Templates/ or the shared reference files beside the repository.
public func repositoryRoot(from filePath: String = #filePath) -> URL {
    var url = URL(fileURLWithPath: filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
    }
    return url
}
