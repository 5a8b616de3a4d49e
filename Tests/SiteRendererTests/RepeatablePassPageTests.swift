import LifecycleModel
@testable import SiteRenderer
import Testing

/// A window's root laid out twice before viewDidAppear, as the readke.com, yagamo-style.com
/// (iOS 12.2) and seeking-star.com logs show: the scenario page marks the engine's one
/// layout pass "×1 or more", explains the mark, and the `expect` that writes the pass
/// twice is checked and accepted.
@Suite struct RepeatablePassPageTests {
    typealias Fixture = SiteFixture

    static let root = Scenario(
        id: "root", title: Fixture.text("Root"),
        objects: [ObjectDeclaration(name: "A", kind: .viewController, location: Fixture.at(61))],
        setup: [Step(action: .launch, location: Fixture.at(62))],
        steps: [Step(action: .show, arguments: ["root": .object("A")], location: Fixture.at(63))],
        only: ["viewWillAppear", "viewDidAppear", "layout"].map { Located($0, at: Fixture.at(64)) },
        expect: Located(
            [
                Fixture.call("A", "viewWillAppear(_:)", 66),
                Fixture.call("A", "viewWillLayoutSubviews()", 67),
                Fixture.call("A", "viewDidLayoutSubviews()", 68),
                Fixture.call("A", "viewWillLayoutSubviews()", 69),
                Fixture.call("A", "viewDidLayoutSubviews()", 70),
                Fixture.call("A", "viewDidAppear(_:)", 71),
            ], at: Fixture.at(65)),
        location: Fixture.at(60)
    )

    static var catalog: Catalog {
        var catalog = Fixture.catalog
        catalog.lifecycles[1].scenarios.append(root)
        return catalog
    }

    let page: String

    init() throws {
        page = try #require(Fixture.render(Self.catalog).files.text("vc/root.html"))
    }

    @Test func anExpectWritingThePassTwiceIsAccepted() {
        #expect(Fixture.validationMessages(Self.catalog) == [])
        #expect(page.contains("<p class=\"checked\">"))
    }

    @Test func theLayoutRowsAreMarkedAsOnePassThatMayRepeat() {
        let rows = HTMLFragments.bodyRows(ofTable: "calls", in: page)
        let marker = "<span class=\"repeats\" title=\"UIKit may run this layout pass more than once in a row\">×1 or more (pass 1)</span>"
        #expect(
            rows.map { HTMLFragments.codes(in: $0).prefix(2).joined(separator: ".") } == [
                "A.viewWillAppear(_:)", "A.viewWillLayoutSubviews()", "A.viewDidLayoutSubviews()", "A.viewDidAppear(_:)",
            ])
        #expect(rows.map { $0.contains(marker) } == [false, true, true, false])
    }

    @Test func theLegendExplainsTheMark() {
        #expect(page.contains("<p class=\"legend\">Rows marked <span class=\"repeats\">×1 or more</span> form one layout pass"))
        #expect(page.contains("A layout pass may run more than once in a row: when a window first shows its root controller"))
    }

    /// A page without a repeatable pass says nothing about one.
    @Test func pagesWithoutAPassHaveNoMarkOrLegend() throws {
        let push = try #require(Fixture.render(Self.catalog).files.text("vc/push.html"))
        #expect(!push.contains("class=\"repeats\""))
    }
}
