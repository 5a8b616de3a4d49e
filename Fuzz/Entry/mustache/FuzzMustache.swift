import FuzzTargets

#if FUZZING
    internal import CFuzzing
    #if canImport(Glibc)
        internal import Glibc
    #endif
#endif

/// `fuzz-mustache`: under libFuzzer when built with `-sanitize=fuzzer -DFUZZING` (see
/// `scripts/fuzz`); otherwise it replays the files and folders given, by default the
/// seed corpus in `Fuzz/Corpus/mustache`.
@main enum FuzzMustache {
    static func main() {
        #if FUZZING
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(
                LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                    FuzzTarget.mustache.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
                    return 0
                })
        #else
            let paths = Array(CommandLine.arguments.dropFirst())
            let count = CorpusReplay.run(.mustache, paths: paths.isEmpty ? [CorpusReplay.seedCorpus(.mustache)] : paths)
            print("fuzz-mustache: replayed \(count) inputs without a crash")
        #endif
    }
}
