import Foundation
import LifecycleModel
import TestSupport
import Testing

/// The authoring guide's tables of kinds, actions and `only` groups are the vocabulary's.
/// After changing the vocabulary, rewrite them with
/// `LIFELINE_UPDATE_GUIDE=1 swift test --filter GuideTablesTests`.
@Suite struct GuideTablesTests {
    static let guide = repositoryRoot().appendingPathComponent("Content/pages/authoring.md")

    @Test(arguments: GuideTables.all.map(\.name))
    func theGuidesTableIsTheVocabularys(name: String) throws {
        var text = try String(contentsOf: Self.guide, encoding: .utf8)
        let generated = try #require(GuideTables.all.first { $0.name == name }).markdown
        let start = try #require(text.range(of: GuideTables.startMarker(name) + "\n"), "no start marker for \(name)")
        let end = try #require(text.range(of: GuideTables.endMarker(name), range: start.upperBound..<text.endIndex), "no end marker")
        let written = text[start.upperBound..<end.lowerBound].trimmingCharacters(in: .newlines)
        if written != generated, ProcessInfo.processInfo.environment["LIFELINE_UPDATE_GUIDE"] == "1" {
            // Blank lines around the table: a marker line touching it would become a table row.
            text.replaceSubrange(start.upperBound..<end.lowerBound, with: "\n" + generated + "\n\n")
            try text.write(to: Self.guide, atomically: true, encoding: .utf8)
            return
        }
        #expect(written == generated, "run LIFELINE_UPDATE_GUIDE=1 swift test --filter GuideTablesTests")
    }

    /// The generated tables follow the vocabulary: every kind and action has its row.
    @Test func everyKindAndActionHasARow() {
        let tables = Dictionary(uniqueKeysWithValues: GuideTables.all.map { ($0.name, $0.markdown) })
        for kind in ObjectKind.allCases {
            #expect(tables["object-kinds"]?.contains("| `\(kind.rawValue)` |") == true)
        }
        for action in Vocabulary.actions {
            #expect(tables["actions"]?.contains("| `\(action.name.rawValue)` |") == true)
        }
        #expect(tables["actions"]?.contains("| navigation | `push` | `vc`, `on`, [`animated`] |") == true)
    }
}

/// README's relative links name files of the repository, so it points only to documents
/// that exist.
@Suite struct ReadmeLinkTests {
    @Test func everyRelativeLinkOfTheReadmeExists() throws {
        let root = repositoryRoot()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let targets = Self.relativeLinks(in: readme)
        #expect(targets.contains("Content/pages/authoring.md"))
        for target in targets {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(target).path), "README links to \(target)")
        }
    }

    @Test func linksAreFoundWithoutTheirAnchorAndExternalOnesAreLeftOut() {
        let text = "See [guide](docs/a.md#part), [web](https://e.com/x), [top](#intro) and ![shot](img/s.png)."
        #expect(Self.relativeLinks(in: text) == ["docs/a.md", "img/s.png"])
    }

    /// The targets of `[text](target)` and `![alt](target)` that are paths in the repository.
    static func relativeLinks(in markdown: String) -> [String] {
        var links: [String] = []
        var rest = markdown[...]
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            let target = rest[..<close].split(separator: " ").first.map(String.init) ?? ""
            let path = String(target.prefix { $0 != "#" })
            if !path.isEmpty, !path.contains(":"), !path.hasPrefix("//") { links.append(path) }
        }
        return links
    }
}
