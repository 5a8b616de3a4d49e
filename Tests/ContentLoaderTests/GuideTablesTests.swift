import Foundation
import LifecycleModel
import TestSupport
import Testing

/// The authoring guide's tables of kinds, actions, `config` keys and `only` groups are the vocabulary's.
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
        for key in ["ios", "lifecycle", "animated", "device"] {
            #expect(tables["config-keys"]?.contains("| `\(key)` |") == true, "no row for config '\(key)'")
        }
        #expect(tables["config-keys"]?.contains("`scenes` (iOS 13 and later), `swiftui` (iOS 14 and later)") == true)
        #expect(tables["config-keys"]?.contains("| `ios` | 7 to 27 | `17` |") == true)
    }
}

/// The guide's list of what `object:` takes is what the loader accepts, kind by kind.
@Suite struct LifecycleObjectListTests {
    @Test(arguments: ObjectKind.allCases)
    func theGuideListsTheKindExactlyWhenObjectAcceptsIt(kind: ObjectKind) throws {
        let tree = try loadLifecycle("id: vc\ntitle: T\nobject: \(kind.rawValue)\n")
        let accepted = tree.diagnostics.isEmpty
        let list = try #require(GuideTables.all.first { $0.name == "lifecycle-objects" }?.markdown)
        let listed = list.prefix { $0 != "." }.contains("`\(kind.rawValue)`")
        #expect(listed == accepted, "object: \(kind.rawValue) is \(accepted ? "accepted" : "refused") but \(listed ? "listed" : "not listed")")
    }

    /// The kinds the measured author found listed and refused.
    @Test func stockContainersAreNotListedAsLifecycleObjects() throws {
        let guide = try String(contentsOf: GuideTablesTests.guide, encoding: .utf8)
        let list = try #require(guide.split(separator: "\n").first { $0.hasPrefix("`object` takes one of:") })
        let accepted = list.prefix { $0 != "." }
        #expect(!accepted.contains("`page-view-controller`"))
        #expect(!accepted.contains("`split-view-controller`"))
    }
}

/// The guide's list of diagnostic id families names every family the code can emit: the
/// ids are scanned from the sources, as string literals (`"lifeline.yaml.tab"`) and as the
/// loader's short forms (`error("schema.type", …)`).
@Suite struct DiagnosticIDListTests {
    static func emittedFamilies() throws -> Set<String> {
        let sources = repositoryRoot().appendingPathComponent("Sources")
        let literal = try Regex(#""lifeline\.([a-z]+)\."#)
        let short = try Regex(#"(?:error|warning)\(\s*"([a-z]+)\.[a-z-]+""#)
        var families: Set<String> = []
        for (path, data) in try FixtureTree.read(sources) where path.hasSuffix(".swift") {
            let text = String(decoding: data, as: UTF8.self)
            for match in text.matches(of: literal) { families.insert(String(match.output[1].substring ?? "")) }
            if path.hasPrefix("ContentLoader/") {
                for match in text.matches(of: short) { families.insert(String(match.output[1].substring ?? "")) }
            }
        }
        return families
    }

    @Test func everyFamilyTheCodeEmitsIsInTheGuide() throws {
        let families = try Self.emittedFamilies()
        #expect(families.isSuperset(of: ["yaml", "schema", "engine", "evidence", "expect"]))
        let guide = try String(contentsOf: GuideTablesTests.guide, encoding: .utf8)
        let section = try #require(guide.range(of: "The ids are\nstable and searchable").map { guide[$0.lowerBound...].prefix(2500) })
        for family in families.sorted() {
            #expect(section.contains("`lifeline.\(family).*`"), "the guide's list of ids has no lifeline.\(family).*")
        }
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
