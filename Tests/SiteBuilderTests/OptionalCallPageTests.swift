import Foundation
import TestSupport
import Testing

/// A call the engine marks "×0 or 1" (a bug's extra call: the stale onAppear of a tab as the
/// TabView goes) says so on its row and under the table, in its own words, not as a layout
/// pass that may repeat.
@Suite struct OptionalCallPageTests {
    @Test func theStaleTabRowIsMarkedZeroOrOneAndExplained() throws {
        let pages = try BundledSite.pages()
        let page = try #require(pages["swiftui-views/tabs-logout.html"])
        #expect(page.contains("title=\"A source shows this call and none shows it always; it happens at most once\">×0 or 1 (pass 1)</span>"))
        #expect(page.contains("<p class=\"legend\">Rows marked <span class=\"repeats\">×0 or 1</span> are a call that a source shows"))
        #expect(!page.contains("×0 or more"), "no pass that may repeat on this page")
        let german = try #require(try BundledSite.allPages()["de/swiftui-views/tabs-logout.html"])
        #expect(german.contains(">×0 oder 1 (Durchlauf 1)</span>"))
    }
}
