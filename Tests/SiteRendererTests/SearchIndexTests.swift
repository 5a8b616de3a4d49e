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

    /// Each claim is found by its id, words, source and the calls it names, and lands on
    /// its entry on the claims page that holds it.
    @Test func claimsAreIndexedWithTheirWordsSourceAndCalls() throws {
        let script = SearchIndex.script(SiteFixture.input(ClaimsPageTests.catalog))
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix(#"["new-first","#) })
        #expect(line.hasPrefix(#"["new-first","claims/vc.html#claim-vc-new-first","claim, false",""#))
        for words in [
            "新页面 \\u003c先\\u003e 出现", "The new page appears first", "一篇 \\u003c文章\\u003e", "B.viewWillAppear(_:)", "A.viewWillDisappear(_:)",
        ] {
            #expect(line.contains(words), "\(words)")
        }
        #expect(script.contains(#"["whole","claims/vc.html#claim-vc-whole","claim, partly true","#))
    }
}
