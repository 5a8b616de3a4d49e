import LifecycleModel
import SiteRenderer
import Testing

/// Ids become paths: two pages that land on the same path would silently replace each
/// other, so the renderer reports it.
@Suite struct PathClashTests {
    @Test func scenarioCalledIndexClashesWithItsLifecyclePage() throws {
        var catalog = SiteFixture.catalog
        catalog.lifecycles[1].scenarios[1].id = "index"
        let (_, diagnostics) = try SiteFixture.render(catalog)
        #expect(diagnostics.all.map(\.id) == ["lifeline.render.path-clash"])
        #expect(diagnostics.all.first?.summary == "two pages would be written to vc/index.html")
    }

    @Test func pageCalledClaimsClashesWithTheClaimsPage() throws {
        var catalog = SiteFixture.catalog
        catalog.pages[1].slug = "claims"
        let (_, diagnostics) = try SiteFixture.render(catalog)
        #expect(diagnostics.all.map(\.summary) == ["two pages would be written to claims.html"])
    }

    @Test func distinctPathsDoNotClash() throws {
        let (files, diagnostics) = try SiteFixture.render()
        #expect(diagnostics.all == [])
        #expect(Set(files.map(\.path)).count == files.count)
    }
}
