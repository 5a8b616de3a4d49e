import FuzzTargets

/// libFuzzer's entry point: built with `-sanitize=fuzzer` (see `scripts/fuzz`), libFuzzer
/// supplies `main` and calls this for every input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.mustache.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

#if !FUZZING
    /// Without libFuzzer: replays the files and folders given (by default the seed corpus).
    @main enum Replay {
        static func main() {
            let paths = Array(CommandLine.arguments.dropFirst())
            let count = CorpusReplay.run(.mustache, paths: paths.isEmpty ? [CorpusReplay.seedCorpus(.mustache)] : paths)
            print("fuzz-mustache: replayed \(count) inputs without a crash")
        }
    }
#endif
