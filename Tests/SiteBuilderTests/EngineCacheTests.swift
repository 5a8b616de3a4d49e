import ContentLoader
import Diagnostics
import FileAccess
import Foundation
import LifecycleModel
import LifecycleSimulator
@testable import SiteBuilder
import SiteRenderer
import TestSupport
import Testing

/// The engine's explored models kept in the user's cache between runs.
@Suite struct EngineCacheTests {
    private func validate(_ content: URL, cache: EngineCache) throws -> DiagnosticBag {
        var diagnostics = DiagnosticBag()
        let loaded = try ContentLoader(contentDirectory: content.path).load(diagnostics: &diagnostics)
        _ = ContentChecks.validate(loaded, engineCache: cache, diagnostics: &diagnostics)
        return diagnostics
    }

    private func archived(_ cache: EngineCache) throws -> [ModelKey: ModelGraph]? {
        let file = try #require(cache.file)
        guard let bytes = try? FileSystem.readRegularFile(at: file, limit: 1 << 24) else { return nil }
        return EngineCache.unsealed(String(decoding: bytes, as: UTF8.self)).flatMap(ModelArchive.graphs(from:))
    }

    /// A check keeps what the explorer holds (the keyboard lifecycle's model among it),
    /// in a file named for this executable, and the next run reads it back whole.
    @Test func aCheckKeepsTheModelsAndTheNextRunTakesThem() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try IncrementalBuildTests.twoLifecycles(in: content)
            let cache = EngineCache(directory: directory.appendingPathComponent("cache/lifeline").path)
            #expect(try validate(content, cache: cache).all.map(\.summary) == [])
            let file = try #require(cache.file)
            #expect(file.hasPrefix(cache.directory + "/models-") && file.hasSuffix(".txt"))
            let kept = try #require(try archived(cache))
            #expect(kept[ModelKey(kind: .keyboardObserver, config: EngineConfig(ios: 17))] != nil)
            #expect(cache.load() == kept.count)
            // Nothing new explored: the file is left as it is.
            let before = try #require(FileStatus.of(file))
            cache.save(after: kept.count)
            #expect(FileStatus.of(file)?.inode == before.inode)
        }
    }

    /// A cut-off file gives nothing, and the next save writes a whole one over it.
    @Test func aDamagedFileIsExploredOverAndReplaced() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try IncrementalBuildTests.twoLifecycles(in: content)
            let cache = EngineCache(directory: directory.path)
            let file = try #require(cache.file)
            try Data(EngineCache.sealed("lifeline-models 1\nmodel\tkeyboard-observer\t17")!.utf8).write(to: URL(fileURLWithPath: file))
            #expect(cache.load() == 0)
            #expect(try validate(content, cache: cache).all.map(\.summary) == [])
            #expect(try archived(cache)?.isEmpty == false)
            #expect(try Builds.entries(of: directory).filter { $0.hasPrefix("models-") } == [URL(fileURLWithPath: file).lastPathComponent])
        }
    }

    /// A file edited into another well-formed archive (a graph given one more edge, the
    /// seal left as it was, or a seal of another engine) is not adopted: the published
    /// diagrams come from what this engine explores.
    @Test func anEditedOrForeignFileIsNotAdopted() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try IncrementalBuildTests.twoLifecycles(in: content)
            let cache = EngineCache(directory: directory.path)
            #expect(try validate(content, cache: cache).all.map(\.summary) == [])
            let file = try #require(cache.file)
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let count = try #require(try archived(cache)?.count)
            #expect(cache.load() == count)

            let newline = try #require(text.firstIndex(of: "\n"))
            let archive = String(text[text.index(after: newline)...])
            let line = try #require(archive.split(separator: "\n").first { $0.hasPrefix("edge\t") })
            let edited = archive.replacingOccurrences(of: line + "\n", with: line + "\n" + line.replacingOccurrences(of: "edge", with: "part") + "\n")
            #expect(ModelArchive.graphs(from: edited) != nil, "the edit keeps the archive well formed")
            try Data((text[...newline] + edited).utf8).write(to: URL(fileURLWithPath: file))
            #expect(cache.load() == 0)

            let seal = text[..<newline].split(separator: " ")
            let foreign = "lifeline-engine-cache 0123 \(Digest.of(["0123", archive]))\n" + archive
            #expect(seal.count == 3)
            try Data(foreign.utf8).write(to: URL(fileURLWithPath: file))
            #expect(cache.load() == 0)
            try Data(archive.utf8).write(to: URL(fileURLWithPath: file))
            #expect(cache.load() == 0, "an unsealed archive, as an older lifeline wrote it")
        }
    }

    @Test func anEmptyCacheVariableTurnsTheCacheOff() throws {
        #expect(EngineCache.standard(environment: ["LIFELINE_CACHE_DIR": ""]) == nil)
        #expect(EngineCache.standard(environment: ["LIFELINE_CACHE_DIR": "/x/y"]) == EngineCache(directory: "/x/y"))
        #if os(Linux)
            #expect(EngineCache.standard(environment: ["HOME": "/home/a"]) == EngineCache(directory: "/home/a/.cache/lifeline"))
            #expect(
                EngineCache.standard(environment: ["HOME": "/home/a", "XDG_CACHE_HOME": "/c"]) == EngineCache(directory: "/c/lifeline"))
            #expect(
                EngineCache.standard(environment: ["HOME": "/home/a", "XDG_CACHE_HOME": "relative"])
                    == EngineCache(directory: "/home/a/.cache/lifeline"))
        #endif
        #expect(EngineCache.standard(environment: [:]) == nil)
    }
}
