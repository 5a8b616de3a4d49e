internal import FileAccess

/// Runs a fuzz target over files, the way libFuzzer runs over a corpus but without it:
/// every argument is a file, or a folder whose files are each one input.
public enum CorpusReplay {
    /// Returns how many inputs ran.
    @discardableResult
    public static func run(_ target: FuzzTarget, paths: [String]) -> Int {
        var count = 0
        for path in paths {
            for file in files(at: path) {
                guard let bytes = try? FileSystem.readRegularFile(at: file, limit: 16 << 20) else { continue }
                target.run(bytes)
                count += 1
            }
        }
        return count
    }

    /// The seed corpus kept in the repository for `target` (`Fuzz/Corpus/NAME`).
    public static func seedCorpus(_ target: FuzzTarget) -> String {
        let here: String = #filePath
        let fuzz = Paths.parent(of: Paths.parent(of: here))
        return Paths.join(Paths.join(fuzz, "Corpus"), target.rawValue)
    }

    static func files(at path: String) -> [String] {
        guard let status = FileStatus.following(path) else { return [] }
        guard status.kind == .directory else { return status.kind == .regular ? [path] : [] }
        let names = (try? FileSystem.entries(of: path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.flatMap { files(at: Paths.join(path, $0)) }
    }
}
