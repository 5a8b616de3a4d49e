import Foundation
import SiteBuilder
import TestSupport
import Testing

/// Incremental builds against clean builds of the same input: after each of a random
/// sequence of edits to a copy of the bundled content and templates, the site a build
/// wrote over the previous one must be byte for byte the site a `--clean` build writes.
@Suite struct IncrementalBuildTests {
    /// One edit to the copied tree; `step` makes each edit's text new.
    enum Edit: CaseIterable {
        case prose, scenario, lifecycleTitle, addLifecycle, removeLifecycle, template, siteSettings
    }

    @Test(arguments: [UInt64(1)])
    func incrementalEqualsCleanAfterRandomEdits(seed: UInt64) throws {
        try withTemporaryDirectory { directory in
            let content = try Builds.copyBundledContent(to: directory.appendingPathComponent("Content"), editions: true)
            let templates = try Builds.copy(Builds.bundledTemplates, to: directory.appendingPathComponent("Templates"))
            let site = directory.appendingPathComponent("site")
            let first = try build(content, templates, into: site)
            #expect(first.jobsReused == 0)
            var random = SplitMix(seed: seed)
            // Every kind of edit once, in a random order, then one more at random (each step
            // is two builds of the bundled content, so the sequence is kept short).
            var edits = Edit.allCases.shuffled(using: &random)
            edits.append(Edit.allCases.randomElement(using: &random)!)
            for (step, edit) in edits.enumerated() {
                try apply(edit, step: step, content: content, templates: templates)
                let clean = directory.appendingPathComponent("clean-\(step)")
                let cleanOutcome = try build(content, templates, into: clean, clean: true)
                #expect(!cleanOutcome.diagnostics.hasErrors, "edit \(edit) made the content invalid")
                let incremental = try build(content, templates, into: site)
                #expect(cleanOutcome.jobsReused == 0)
                let a = try FixtureTree.read(site), b = try FixtureTree.read(clean)
                #expect(a.keys.sorted() == b.keys.sorted(), "after \(edit)")
                #expect(a.keys.filter { a[$0] != b[$0] }.sorted() == [], "after \(edit)")
                switch edit {
                case .template:
                    #expect(incremental.jobsReused == 0, "after \(edit): every page shows it")
                case .prose, .scenario, .lifecycleTitle:
                    #expect(incremental.jobsReused > 0, "after \(edit): most pages do not depend on it")
                case .addLifecycle, .removeLifecycle, .siteSettings:
                    // A new navigation section may reach every page, and the English title
                    // every page of the English edition but none of the translated ones,
                    // which show their own: the bytes above are what matters.
                    break
                }
                try FileManager.default.removeItem(at: clean)
            }
        }
    }

    /// A build with nothing changed proves it from the manifest and writes nothing; an
    /// edit to one lifecycle renders its job and the few pages that aggregate it.
    @Test func unchangedSiteIsLeftAloneAndOneEditRendersLittle() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try Self.twoLifecycles(in: content)
            let site = directory.appendingPathComponent("site")
            let first = try build(content, nil, into: site)
            #expect(first.diagnostics.all.map(\.summary) == [])
            let marker = site.appendingPathComponent(".lifeline-site")
            let siteInode = try FileManager.default.attributesOfItem(atPath: site.path)[.systemFileNumber] as? Int
            let before = try FixtureTree.read(site)

            let again = try build(content, nil, into: site)
            #expect(again.upToDate)
            #expect(again.filesWritten == 0)
            #expect(try FileManager.default.attributesOfItem(atPath: site.path)[.systemFileNumber] as? Int == siteInode)
            #expect(try FixtureTree.read(site) == before)

            func inode(_ path: String) throws -> Int? {
                try FileManager.default.attributesOfItem(atPath: site.appendingPathComponent(path).path)[.systemFileNumber] as? Int
            }
            let keyboardPage = try inode("keyboard/show.html"), secondPage = try inode("second/show.html")
            try Builds.edit(content.appendingPathComponent("lifecycles/second.yaml"), replacing: "Second summary", with: "Edited summary")
            let edited = try build(content, nil, into: site)
            #expect(!edited.upToDate)
            #expect(edited.jobsReused >= 1)
            #expect(edited.jobsRendered >= 1)
            #expect(edited.jobsRendered < first.jobsRendered)
            // The untouched lifecycle's page is the same file, linked in; the edited one is new.
            #expect(try inode("keyboard/show.html") == keyboardPage)
            #expect(try inode("second/show.html") != secondPage)
            #expect(try String(contentsOf: marker, encoding: .utf8).contains("inputs: "))

            let clean = try build(content, nil, into: site, clean: true)
            #expect(clean.jobsReused == 0)
        }
    }

    /// Unchanged inputs do not make a site up to date when its files are not the ones the
    /// marker lists: a page deleted by hand comes back, with every other page reused.
    @Test func aPageDeletedByHandIsWrittenAgain() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try Self.twoLifecycles(in: content)
            let site = directory.appendingPathComponent("site")
            _ = try build(content, nil, into: site)
            let before = try FixtureTree.read(site)
            try FileManager.default.removeItem(at: site.appendingPathComponent("keyboard/show.html"))
            let rebuilt = try build(content, nil, into: site)
            #expect(!rebuilt.upToDate)
            #expect(rebuilt.jobsRendered >= 1)
            #expect(try FixtureTree.read(site) == before)
        }
    }

    /// Changing the Graphviz fingerprint or the engine is covered by `build:`; a site whose
    /// marker has another `build:` reuses nothing.
    @Test func anotherBuildFingerprintReusesNothing() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try Self.twoLifecycles(in: content)
            let site = directory.appendingPathComponent("site")
            _ = try build(content, nil, into: site)
            let marker = site.appendingPathComponent(".lifeline-site")
            let text = try String(contentsOf: marker, encoding: .utf8)
            let forged = text.split(separator: "\n").map { $0.hasPrefix("build: ") ? "build: 0" : String($0) }.joined(separator: "\n")
            try Data((forged + "\n").utf8).write(to: marker)
            let rebuilt = try build(content, nil, into: site)
            #expect(!rebuilt.upToDate)
            #expect(rebuilt.jobsReused == 0)
            #expect(try String(contentsOf: marker, encoding: .utf8) == text)
        }
    }

    /// Two lifecycles (the bundled keyboard one and a copy) and no warnings, so the
    /// manifest records the inputs.
    static func twoLifecycles(in content: URL) throws {
        let bundled = Builds.bundledContent.appendingPathComponent("lifecycles")
        let lifecycles = content.appendingPathComponent("lifecycles")
        try FileManager.default.createDirectory(at: lifecycles, withIntermediateDirectories: true)
        // Without the recorded logs its scenarios list: the two lifecycles stand alone.
        let keyboard = try String(contentsOf: bundled.appendingPathComponent("keyboard.yaml"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("    logs: [") }.joined(separator: "\n")
        try Data(keyboard.utf8).write(to: lifecycles.appendingPathComponent("keyboard.yaml"))
        try FileManager.default.copyItem(at: bundled.appendingPathComponent("keyboard.md"), to: lifecycles.appendingPathComponent("keyboard.md"))
        var second = keyboard.replacingOccurrences(of: "\nid: keyboard\n", with: "\nid: second\n")
        second = second.replacingOccurrences(of: "\ntitle: Keyboard notifications\n", with: "\ntitle: Second\n")
        second = second.replacingOccurrences(of: "\nsummary: >-\n", with: "\nsummary: >-\n  Second summary.\n")
        if let claims = second.range(of: "\nclaims:") { second = String(second[..<claims.lowerBound]) + "\n" }
        try Data(second.utf8).write(to: lifecycles.appendingPathComponent("second.yaml"))
        try Data("title: Two lifecycles\nlanguage: en\n".utf8).write(to: content.appendingPathComponent("site.yaml"))
    }

    private func build(_ content: URL, _ templates: URL?, into output: URL, clean: Bool = false) throws -> SiteBuilder.Outcome {
        var options = BuildOptions(contentDirectory: content.path, templatesDirectory: templates?.path, outputDirectory: output.path)
        options.clean = clean
        return try SiteBuilder(options: options).run()
    }

    private func apply(_ edit: Edit, step: Int, content: URL, templates: URL) throws {
        let lifecycles = content.appendingPathComponent("lifecycles")
        switch edit {
        case .prose:
            try append("\nA paragraph added by edit \(step).\n", to: lifecycles.appendingPathComponent("keyboard.md"))
        case .scenario:
            try replaceLine(in: lifecycles.appendingPathComponent("keyboard.yaml"), startingWith: "    title: The keyboard appears") {
                "    title: The keyboard appears (edit \(step))"
            }
        case .lifecycleTitle:
            try replaceLine(in: lifecycles.appendingPathComponent("cell.yaml"), startingWith: "title: ") { "title: Cells, edit \(step)" }
        case .addLifecycle:
            let copy = lifecycles.appendingPathComponent("keyboard-copy.yaml")
            guard !FileManager.default.fileExists(atPath: copy.path) else {
                return try apply(.prose, step: step, content: content, templates: templates)
            }
            var text = try String(contentsOf: lifecycles.appendingPathComponent("keyboard.yaml"), encoding: .utf8)
            text = text.replacingOccurrences(of: "\nid: keyboard\n", with: "\nid: keyboard-copy\n")
            text = text.replacingOccurrences(of: "\ntitle: Keyboard notifications\n", with: "\ntitle: Keyboard copy \(step)\n")
            // Claims are the original's; the copy carries none.
            if let claims = text.range(of: "\nclaims:") { text = String(text[..<claims.lowerBound]) + "\n" }
            try Data(text.utf8).write(to: copy)
        case .removeLifecycle:
            let copy = lifecycles.appendingPathComponent("keyboard-copy.yaml")
            guard FileManager.default.fileExists(atPath: copy.path) else {
                return try apply(.addLifecycle, step: step, content: content, templates: templates)
            }
            try FileManager.default.removeItem(at: copy)
        case .template:
            try append("<!-- edit \(step) -->\n", to: templates.appendingPathComponent("base.mustache"))
        case .siteSettings:
            try replaceLine(in: content.appendingPathComponent("site.yaml"), startingWith: "title: ") { "title: iOS Lifecycles, edit \(step)" }
        }
    }

    private func append(_ text: String, to file: URL) throws {
        let old = try String(contentsOf: file, encoding: .utf8)
        try Data((old + text).utf8).write(to: file)
    }

    private func replaceLine(in file: URL, startingWith prefix: String, with line: () -> String) throws {
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.hasPrefix(prefix) }, "no line starting with '\(prefix)' in \(file.lastPathComponent)")
        lines[index] = line()
        try Data(lines.joined(separator: "\n").utf8).write(to: file)
    }
}

/// A seeded generator, so a failing sequence of edits can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
