import FileAccess
import Foundation
import SiteRenderer
import TestSupport
import Testing

@testable import SiteBuilder

/// Random sequences of what happens to a site and its content between builds, each
/// followed by an incremental build that must leave the site a clean build writes: content
/// edits, a build from another content folder, `mv` of `Content/`, a file rewritten with
/// the same bytes, a clock stepped back (the seam: the record's `taken` moved past the
/// clock, as a step back leaves it), and a page edited inside the site.
@Suite struct RebuildPropertyTests {
    enum Event: CaseIterable {
        case edit, otherFolder, moveFolders, sameBytes, clockBack, pageInPlace
    }

    @Test(arguments: [UInt64(7), 8])
    func incrementalEqualsCleanWhateverHappensBetweenBuilds(seed: UInt64) throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            let other = directory.appendingPathComponent("Other/Content")
            try IncrementalBuildTests.twoLifecycles(in: content)
            try IncrementalBuildTests.twoLifecycles(in: other)
            try Builds.edit(other.appendingPathComponent("lifecycles/second.yaml"), replacing: "Second summary", with: "Other summary")
            // Both folders old enough for their stamps to be judged by, as in a checkout made
            // earlier: a build that trusted a stamp for another folder's bytes would show.
            Thread.sleep(forTimeInterval: Double(BuildFingerprint.recentMargin) + 1.2)
            let site = directory.appendingPathComponent("site")
            var built = content
            _ = try build(built, into: site)
            var random = SplitMix(seed: seed)
            var events = Event.allCases.shuffled(using: &random)
            for _ in 0..<4 { events.append(Event.allCases.randomElement(using: &random)!) }
            for (step, event) in events.enumerated() {
                switch event {
                case .edit:
                    let file = built.appendingPathComponent("lifecycles/keyboard.md")
                    try Data((try String(contentsOf: file, encoding: .utf8) + "\nStep \(step).\n").utf8).write(to: file)
                case .otherFolder:
                    built = built == content ? other : content
                case .moveFolders:
                    let aside = directory.appendingPathComponent("aside")
                    try FileManager.default.moveItem(at: content, to: aside)
                    try FileManager.default.moveItem(at: other, to: content)
                    try FileManager.default.moveItem(at: aside, to: other)
                case .sameBytes:
                    let file = built.appendingPathComponent("site.yaml")
                    let bytes = try Data(contentsOf: file)
                    try FileManager.default.removeItem(at: file)
                    try bytes.write(to: file)
                case .clockBack:
                    if var record = RecordedStamps(markerIn: site.path) {
                        record.taken = FileStamp.now + 600
                        record.write(toMarkerIn: site.path)
                    }
                case .pageInPlace:
                    let page = site.appendingPathComponent("second/index.html")
                    let handle = try FileHandle(forWritingTo: page)
                    try handle.write(contentsOf: Data("<!-- \(step) -->".utf8))
                    try handle.close()
                }
                _ = try build(built, into: site)
                let clean = directory.appendingPathComponent("clean")
                _ = try build(built, into: clean, clean: true)
                let a = try FixtureTree.read(site), b = try FixtureTree.read(clean)
                #expect(a.keys.sorted() == b.keys.sorted(), "step \(step): \(event)")
                #expect(a.keys.filter { a[$0] != b[$0] }.sorted() == [], "step \(step): \(event)")
                try FileManager.default.removeItem(at: clean)
            }
        }
    }

    private func build(_ content: URL, into site: URL, clean: Bool = false) throws -> SiteBuilder.Outcome {
        var options = BuildOptions(contentDirectory: content.path, outputDirectory: site.path)
        options.clean = clean
        return try SiteBuilder(options: options).run()
    }
}
