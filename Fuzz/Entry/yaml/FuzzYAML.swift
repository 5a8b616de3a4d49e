import FuzzTargets

#if FUZZING
    internal import CFuzzing
    #if canImport(Glibc)
        internal import Glibc
    #endif
#endif

/// `fuzz-yaml`: under libFuzzer when built with `-sanitize=fuzzer -DFUZZING` (see
/// `scripts/fuzz`); otherwise it replays the files and folders given, by default the
/// seed corpus in `Fuzz/Corpus/yaml`.
@main enum FuzzYAML {
    static func main() {
        #if FUZZING
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(
                LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                    FuzzTarget.yaml.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
                    return 0
                })
        #else
            let paths = Array(CommandLine.arguments.dropFirst())
            let count = CorpusReplay.run(.yaml, paths: paths.isEmpty ? [CorpusReplay.seedCorpus(.yaml)] : paths)
            print("fuzz-yaml: replayed \(count) inputs without a crash")
        #endif
    }
}
