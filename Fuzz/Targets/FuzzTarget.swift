/// One thing the fuzzers drive: bytes in, nothing out. A crash, a trap, an endless loop or
/// a sanitizer report while running one input is the finding.
///
/// The same functions run three ways: under libFuzzer (`scripts/fuzz`, `.ci/run`, built
/// with `-sanitize=fuzzer`), as plain executables that replay files (an ordinary
/// `swift build` makes them), and in `swift test`, which replays every seed corpus.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case yaml
    case log
    case mustache
    case markdown

    public func run(_ bytes: [UInt8]) {
        switch self {
        case .yaml: YAMLFuzzing.run(bytes)
        case .log: LogFuzzing.run(bytes)
        case .mustache: MustacheFuzzing.run(bytes)
        case .markdown: MarkdownFuzzing.run(bytes)
        }
    }
}
