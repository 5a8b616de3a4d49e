internal import ContentLoader
internal import Diagnostics

/// The YAML loader: libyaml's parser, the tree builder with its nesting and alias limits,
/// the character check, and the mapping of a lifecycle file to the model with all its
/// diagnostics; then the diagnostics are formatted as the CLI prints them.
enum YAMLFuzzing {
    static func run(_ bytes: [UInt8]) {
        var diagnostics = DiagnosticBag()
        let loaded = ContentLoader.lifecycle(fromYAML: bytes, path: "fuzz.yaml", diagnostics: &diagnostics)
        _ = DiagnosticFormatter(sources: loaded.sources).formatEach(Array(diagnostics.sorted.prefix(100)))
    }
}
