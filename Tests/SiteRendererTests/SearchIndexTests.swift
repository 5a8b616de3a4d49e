@testable import SiteRenderer
import Testing

@Suite struct SearchIndexTests {
    /// The index is a script: nothing in a title may end the string or the script element.
    @Test func stringsCannotBreakOutOfTheScript() {
        #expect(SearchIndex.jsString("</script><b>\"x\"\\") == #""\u003c/script\u003e\u003cb\u003e\"x\"\\""#)
        #expect(SearchIndex.jsString("a\nb\u{2028}\u{1}") == #""a\nb\u2028\u0001""#)
    }

    @Test func theFixtureIndexNamesItsCallbacksScenariosAndPages() throws {
        let script = SearchIndex.script(SiteFixture.input(SiteFixture.catalog))
        #expect(script.hasPrefix("window.lifelineSearchIndex = ["))
        #expect(script.contains(#"["viewWillAppear(_:)","vc/index.html#callbacks-heading","#))
        #expect(script.contains(#""vc/push.html","scenario in "#))
        #expect(script.contains(#""claims.html","page""#))
    }
}
