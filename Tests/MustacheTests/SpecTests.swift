import Mustache
import Testing

/// Runs every case of every official spec fixture, comparing output byte for byte.
@Suite("Mustache spec")
struct SpecTests {
    @Test("spec case", arguments: try SpecSuite.allCases())
    func rendersLikeTheSpec(_ spec: SpecCase) throws {
        var partials: [String: MustacheTemplate] = [:]
        for (name, source) in spec.partials {
            partials[name] = try MustacheTemplate(source: source, name: name)
        }
        let template = try MustacheTemplate(source: spec.template, name: "template")

        let rendered = try template.render(spec.data, partials: partials)

        #expect(rendered == spec.expected, "\(spec.summary)")
    }

    /// Guards the parameterized test above: if the fixtures went missing it would run zero
    /// cases and pass, so the files and their case counts are checked here.
    @Test func everyFixtureFileIsPresentWithAllItsCases() throws {
        let fileNames = try SpecSuite.fileNames()
        #expect(Set(fileNames) == Set(SpecSuite.expectedCaseCounts.keys))

        for fileName in fileNames {
            let cases = try SpecSuite.cases(inFile: fileName)
            #expect(cases.count == SpecSuite.expectedCaseCounts[fileName], "\(fileName)")
            #expect(!cases.isEmpty, "\(fileName) has no cases")
        }
        #expect(try SpecSuite.allCases().count == SpecSuite.expectedCaseCounts.values.reduce(0, +))
    }
}
