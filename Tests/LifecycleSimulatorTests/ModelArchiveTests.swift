import LifecycleModel
@testable import LifecycleSimulator
import Testing

/// The explorer's graphs written for a later run and read back, and adopted in place of
/// exploring.
@Suite struct ModelArchiveTests {
    private let keys = [
        ModelKey(kind: .app, config: EngineConfig(ios: 12, lifecycle: .appDelegate)),
        ModelKey(kind: .viewController, config: EngineConfig(ios: 17)),
        ModelKey(kind: .view, config: EngineConfig(ios: 17)),
        ModelKey(kind: .cell, config: EngineConfig(ios: 17)),
        ModelKey(kind: .scene, config: EngineConfig(ios: 16, device: .ipad)),
    ]

    private func same(_ a: ModelGraph?, _ b: ModelGraph?) -> Bool {
        guard let a, let b else { return false }
        return a.kind == b.kind && a.states == b.states && a.initial == b.initial && a.edges == b.edges && a.parts == b.parts
    }

    @Test func everyGraphComesBackAsItWasExplored() throws {
        let graphs = Dictionary(uniqueKeysWithValues: keys.map { ($0, ModelExplorer.graph(for: $0.kind, config: $0.config)) })
        #expect(graphs.values.allSatisfy { !$0.edges.isEmpty })
        #expect(graphs.values.contains { !$0.parts.isEmpty })
        let read = try #require(ModelArchive.graphs(from: ModelArchive.text(graphs)))
        #expect(Set(read.keys) == Set(keys))
        for key in keys { #expect(same(read[key], graphs[key]), "\(key.kind) under iOS \(key.config.ios)") }
    }

    @Test func theTextIsTheSameWhateverOrderTheGraphsWereExploredIn() {
        let graphs = keys.map { ($0, ModelExplorer.graph(for: $0.kind, config: $0.config)) }
        let forward = ModelArchive.text(Dictionary(uniqueKeysWithValues: graphs))
        let backward = ModelArchive.text(Dictionary(uniqueKeysWithValues: graphs.reversed()))
        #expect(forward == backward)
        #expect(forward.hasPrefix("lifeline-models 1\nmodel\tapp\t12\tapp-delegate\ttrue\tiphone\n"))
    }

    /// A file cut off by a full disk, another format or a kind this engine does not know
    /// is not half taken: the caller explores instead.
    @Test func aDamagedOrForeignArchiveIsRefusedWhole() {
        let key = keys[0]
        let text = ModelArchive.text([key: ModelExplorer.graph(for: key.kind, config: key.config)])
        #expect(ModelArchive.graphs(from: text) != nil)
        #expect(ModelArchive.graphs(from: String(text.dropLast())) == nil)
        #expect(ModelArchive.graphs(from: String(text.dropLast(9))) == nil)
        #expect(ModelArchive.graphs(from: text.replacingOccurrences(of: "lifeline-models 1", with: "lifeline-models 2")) == nil)
        #expect(ModelArchive.graphs(from: text.replacingOccurrences(of: "model\tapp\t", with: "model\tapplet\t")) == nil)
        #expect(ModelArchive.graphs(from: text.replacingOccurrences(of: "\tiphone\n", with: "\tphone\n")) == nil)
        #expect(ModelArchive.graphs(from: "") == nil)
    }

    /// An adopted graph is what the explorer answers with; one it already holds stays.
    /// The key is one no other test explores (a keyboard observer on an iOS 8 iPad, not
    /// animated), as the explorer's graphs are shared by the whole test process.
    @Test func anAdoptedGraphIsAnsweredWithoutExploring() {
        let config = EngineConfig(ios: 8, lifecycle: .appDelegate, animated: false, device: .ipad)
        let key = ModelKey(kind: .keyboardObserver, config: config)
        let doctored = ModelGraph(
            kind: .keyboardObserver, states: ["hidden"], initial: "hidden",
            edges: [ModelEdge(from: "hidden", to: "hidden", calls: ["adopted()"], actions: ["test"])])
        ModelExplorer.adopt([key: doctored])
        #expect(same(ModelExplorer.graph(for: .keyboardObserver, config: config), doctored))
        #expect(same(ModelExplorer.known()[key], doctored))

        let explored = ModelExplorer.graph(for: .app, config: EngineConfig(ios: 12, lifecycle: .appDelegate))
        ModelExplorer.adopt([ModelKey(kind: .app, config: EngineConfig(ios: 12, lifecycle: .appDelegate)): doctored])
        #expect(same(ModelExplorer.graph(for: .app, config: EngineConfig(ios: 12, lifecycle: .appDelegate)), explored))
    }
}
