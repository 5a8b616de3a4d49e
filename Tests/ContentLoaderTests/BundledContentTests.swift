import ContentLoader
import Diagnostics
import Testing
import TestSupport

/// The repository's own `Content/` must always load cleanly.
@Suite struct BundledContentTests {
    @Test func loadsWithZeroDiagnostics() throws {
        let path = repositoryRoot().appendingPathComponent("Content").path
        var bag = DiagnosticBag()
        let loaded = try ContentLoader(contentDirectory: path).load(diagnostics: &bag)
        let printed = DiagnosticFormatter(sources: loaded.sources).format(bag.sorted)
        #expect(bag.all.isEmpty, "\(printed)")
        // Every lifecycle is in site.yaml's nav, in that order, and the field's core three are there.
        #expect(loaded.catalog.lifecycles.map(\.id) == loaded.catalog.settings.nav.map(\.value))
        #expect(Set(["app", "scene", "view-controller"]).isSubset(of: loaded.catalog.lifecycles.map(\.id)))
        #expect(loaded.catalog.lifecycles.allSatisfy { !$0.scenarios.isEmpty })
        #expect(loaded.catalog.pages.first?.slug == "index")
    }

    @Test func aMissingContentDirectoryCannotBeLoadedAtAll() throws {
        var bag = DiagnosticBag()
        #expect(throws: ContentLoaderError.self) {
            _ = try ContentLoader(contentDirectory: "/nonexistent/Content").load(diagnostics: &bag)
        }
        #expect(bag.all.isEmpty)
    }

    @Test func aMissingSiteYAMLIsADiagnosticWithoutAPosition() throws {
        try withTemporaryDirectory { directory in
            var bag = DiagnosticBag()
            _ = try ContentLoader(contentDirectory: directory.path).load(diagnostics: &bag)
            #expect(bag.all.map(\.id) == ["lifeline.content.missing-site"])
            #expect(bag.all.first?.location == nil)
        }
    }
}
