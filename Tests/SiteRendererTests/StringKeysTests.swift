import Foundation
import LifecycleModel
import TestSupport
import Testing

@testable import SiteRenderer

/// Issue 29: the words the built-in templates and the renderer write come from
/// `Templates/strings/en.yaml`, and that file is the whole list a translator works from.
/// So every `{{strings.KEY}}` of a template and every `string("KEY")` / `plural("KEY")`
/// of the renderer names one of its keys, of the right kind, and it has no key nothing
/// uses. (A custom template's misspelt `{{strings.KEY}}` is the unknown-variable warning's.)
@Suite struct StringKeysTests {
    static let root = repositoryRoot()
    static let english = SiteFixture.strings.languages["en"] ?? [:]

    /// `{{strings.KEY}}` and `{{{strings.KEY}}}` of the built-in templates: key → whether
    /// it is written unescaped, per use.
    static func templateUses() throws -> [(key: String, unescaped: Bool, template: String)] {
        let folder = root.appendingPathComponent("Templates")
        let pattern = try Regex(#"\{\{(\{?)\s*strings\.([A-Za-z0-9]+)\s*\}?\}\}"#)
        var uses: [(key: String, unescaped: Bool, template: String)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".mustache") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for match in text.matches(of: pattern) {
                let brace = match.output[1].substring.map(String.init) ?? ""
                let key = match.output[2].substring.map(String.init) ?? ""
                uses.append((key, !brace.isEmpty, name))
            }
        }
        return uses
    }

    /// The renderer's `string("KEY"` and `plural("KEY"` calls (the site's, or
    /// `SiteInput`'s own): key → whether it was asked for as a count.
    static func swiftUses() throws -> [(key: String, counted: Bool, file: String)] {
        let sources = root.appendingPathComponent("Sources/SiteRenderer")
        let call = try Regex(#"(?:\bsite\.|[^.\w])(string|plural)\(\s*"([^"\\]*)""#)
        var uses: [(key: String, counted: Bool, file: String)] = []
        for file in try swiftFiles(in: sources) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: call) {
                let function = match.output[1].substring.map(String.init) ?? ""
                let key = match.output[2].substring.map(String.init) ?? ""
                uses.append((key, function == "plural", file.lastPathComponent))
            }
        }
        return uses
    }

    /// Calls of `site.string(` / `site.plural(` whose key is not a literal, which the
    /// checks above could not see.
    static func computedKeys() throws -> [String] {
        let call = try Regex(#"\bsite\.(string|plural)\(\s*[^"\s]"#)
        return try swiftFiles(in: root.appendingPathComponent("Sources/SiteRenderer")).flatMap { file in
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { $0.contains(call) }
                .map { "\(file.lastPathComponent): \($0.trimmingCharacters(in: .whitespaces))" }
        }
    }

    static func swiftFiles(in folder: URL) throws -> [URL] {
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return names.map { folder.appendingPathComponent($0) }
    }

    @Test func everyTemplateStringIsPlainTextOfTheCatalogueWrittenAsItsKindSays() throws {
        let uses = try Self.templateUses()
        #expect(uses.count > 100)
        for use in uses {
            switch Self.english[use.key] {
            case .text(let text)?:
                // Templates cannot fill a placeholder in.
                #expect(!text.contains("{"), "\(use.template): strings.\(use.key) has a placeholder")
                #expect(
                    use.unescaped == StringCatalog.isHTML(use.key),
                    "\(use.template): strings.\(use.key) is \(StringCatalog.isHTML(use.key) ? "markup, written with {{{…}}}" : "plain text, written with {{…}}")"
                )
            case .plural?:
                Issue.record("\(use.template): strings.\(use.key) is a counted string, which only the renderer can fill in")
            case nil:
                Issue.record("\(use.template): strings.\(use.key) is not in Templates/strings/en.yaml")
            }
        }
    }

    @Test func everyRendererStringIsInTheCatalogueAsTheKindItIsAskedFor() throws {
        let uses = try Self.swiftUses()
        #expect(uses.count > 100)
        for use in uses {
            switch Self.english[use.key] {
            case .text?:
                #expect(!use.counted, "\(use.file): plural(\"\(use.key)\") names a plain string")
            case .plural?:
                #expect(use.counted, "\(use.file): string(\"\(use.key)\") names a counted string")
            case nil:
                Issue.record("\(use.file): \"\(use.key)\" is not in Templates/strings/en.yaml")
            }
        }
        #expect(try Self.computedKeys() == [])
    }

    /// The scripts' `say("KEY", english` calls: key, the English the script holds for a
    /// page without the strings block (a text, or `{ one: "…", other: "…" }`), and file.
    static func scriptUses() throws -> [(key: String, english: StringCatalog.Entry, file: String)] {
        let folder = root.appendingPathComponent("Templates/assets")
        let call = try Regex(#"say\(\s*"([A-Za-z0-9]+)",\s*("(?:[^"\\]|\\.)*"|\{(?:[^{}"]|"[^"]*")*\})"#)
        let form = try Regex(#"([a-z]+):\s*"([^"]*)""#)
        var uses: [(key: String, english: StringCatalog.Entry, file: String)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".js") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for match in text.matches(of: call) {
                let key = match.output[1].substring.map(String.init) ?? ""
                let literal = match.output[2].substring.map(String.init) ?? ""
                if literal.hasPrefix("\"") {
                    uses.append((key, .text(String(literal.dropFirst().dropLast())), name))
                } else {
                    var forms: [PluralCategory: String] = [:]
                    for pair in literal.matches(of: form) {
                        if let category = pair.output[1].substring.flatMap({ PluralCategory(rawValue: String($0)) }) {
                            forms[category] = pair.output[2].substring.map(String.init)
                        }
                    }
                    uses.append((key, .plural(forms), name))
                }
            }
        }
        return uses
    }

    /// The scripts ask for their words by key, and hold English for a page that has none:
    /// that English is en.yaml's, so the English site reads the same either way, and the
    /// keys are the ones each page carries (`ScriptStrings.keys`).
    @Test func everyScriptStringIsACarriedKeyWhoseEnglishIsTheCatalogues() throws {
        let uses = try Self.scriptUses()
        #expect(Set(uses.map(\.file)) == ["claims.js", "search.js", "site.js"])
        for use in uses {
            #expect(ScriptStrings.keys.contains(use.key), "\(use.file): say(\"\(use.key)\") is not in ScriptStrings.keys")
            #expect(Self.english[use.key] == use.english, "\(use.file): the English of \(use.key) is not en.yaml's")
            #expect(!StringCatalog.isHTML(use.key), "\(use.file): \(use.key) is markup, and scripts write text")
        }
        #expect(Set(ScriptStrings.keys).subtracting(uses.map(\.key)).sorted() == [], "carried, and no script asks for it")
    }

    @Test func theCatalogueHasNoKeyNothingUses() throws {
        let used = Set(try Self.templateUses().map(\.key)).union(try Self.swiftUses().map(\.key)).union(ScriptStrings.keys)
        #expect(Self.english.count > 100)
        #expect(Self.english.keys.filter { !used.contains($0) }.sorted() == [])
    }
}
