import Testing

@testable import SiteRenderer

/// Long names in call tables break between their parts, never inside a word.
@Suite struct BreakableCodeTests {
    @Test func aLongSelectorBreaksAfterItsParenthesisAndEachLabel() {
        #expect(
            BreakableCode.html("application(_:didFinishLaunchingWithOptions:)")
                == "application(<wbr>_:<wbr>didFinishLaunchingWithOptions:)")
        #expect(BreakableCode.html("viewWillTransition(to:with:)") == "viewWillTransition(<wbr>to:<wbr>with:)")
    }

    @Test func argumentsBreakAfterADotAndNotBeforeASpace() {
        #expect(
            BreakableCode.html("options: UIScene.ConnectionOptions") == "options: UIScene.<wbr>ConnectionOptions")
    }

    /// A tail such as `_:)` is not left alone on a line, and short names stay as they are.
    @Test func shortTailsAndShortNamesGetNoBreak() {
        #expect(BreakableCode.html("viewWillDisappear(_:)") == "viewWillDisappear(_:)")
        #expect(BreakableCode.html("scene(_:openURL:)") == "scene(_:openURL:)")
    }

    @Test func aModifiersLeadingDotKeepsItsName() {
        #expect(BreakableCode.html(".fullScreenCover(isPresented:)") == ".fullScreenCover(<wbr>isPresented:)")
    }

    @Test func theTextIsEscapedAroundTheBreaks() {
        #expect(
            BreakableCode.html("value: <script>&amp;\"x\",more") == "value: &lt;script&gt;&amp;amp;&quot;x&quot;,<wbr>more")
        #expect(BreakableCode.html("a<b") == "a&lt;b")
    }
}
