import LifecycleModel
@testable import SiteRenderer
import Testing

/// A full-screen present on the scenario page: the presenter's layout pass, which several
/// recordings show and one does not, is marked "×0 or more", and so is the presented
/// controller's second pass after it (two logs of four); the presented controller's first
/// pass is marked "×1 or more"; each mark has its legend, and an `expect` that leaves the
/// optional passes out is checked and accepted.
@Suite struct OptionalPassPageTests {
    typealias Fixture = SiteFixture

    static let present = Scenario(
        id: "present", title: Fixture.text("Present"),
        config: ConfigOverrides(ios: 12, lifecycle: .appDelegate),
        objects: [
            ObjectDeclaration(name: "A", kind: .viewController, location: Fixture.at(81)),
            ObjectDeclaration(name: "B", kind: .viewController, location: Fixture.at(82)),
        ],
        setup: [Step(action: .launch, location: Fixture.at(84)), Step(action: .show, arguments: ["root": .object("A")], location: Fixture.at(85))],
        steps: [
            Step(
                action: .present, arguments: ["vc": .object("B"), "from": .object("A"), "style": .choice("fullScreen")],
                location: Fixture.at(87))
        ],
        only: ["appearance", "layout"].map { Located($0, at: Fixture.at(88)) },
        expect: Located(
            [
                Fixture.call("A", "viewWillDisappear(_:)", 90),
                Fixture.call("B", "viewWillAppear(_:)", 91),
                Fixture.call("B", "viewWillLayoutSubviews()", 92),
                Fixture.call("B", "viewDidLayoutSubviews()", 93),
                Fixture.call("B", "viewDidAppear(_:)", 94),
                Fixture.call("A", "viewDidDisappear(_:)", 95),
            ], at: Fixture.at(89)),
        location: Fixture.at(80)
    )

    static var catalog: Catalog {
        var catalog = Fixture.catalog
        catalog.lifecycles[1].scenarios.append(present)
        return catalog
    }

    let page: String

    init() throws {
        page = try #require(Fixture.render(Self.catalog).files.text("vc/present.html"))
    }

    @Test func anExpectLeavingTheOptionalPassOutIsAccepted() {
        #expect(Fixture.validationMessages(Self.catalog) == [])
        #expect(page.contains("<p class=\"checked\">"))
    }

    @Test func thePresentedPassIsMarkedOneOrMoreAndTheTwoAfterItZeroOrMore() {
        let rows = HTMLFragments.bodyRows(ofTable: "calls", in: page)
        #expect(
            rows.map { HTMLFragments.codes(in: $0).prefix(2).joined(separator: ".") } == [
                "A.viewWillDisappear(_:)", "B.viewWillAppear(_:)", "B.viewWillLayoutSubviews()", "B.viewDidLayoutSubviews()",
                "A.viewWillLayoutSubviews()", "A.viewDidLayoutSubviews()", "B.viewWillLayoutSubviews()", "B.viewDidLayoutSubviews()",
                "B.viewDidAppear(_:)", "A.viewDidDisappear(_:)",
            ])
        let optional =
            "title=\"Some recordings or reports show this run of calls and others do not; it may also run more than once\">×0 or more (pass"
        let repeated = "title=\"UIKit may run this layout pass more than once in a row\">×1 or more (pass 1)</span>"
        #expect(rows.map { $0.contains(optional) } == [false, false, false, false, true, true, true, true, false, false])
        #expect(rows.map { $0.contains(repeated) } == [false, false, true, true, false, false, false, false, false, false])
        #expect(rows[4].contains("(pass 2)") && rows[6].contains("(pass 3)"))
    }

    @Test func theLegendExplainsBothMarks() {
        #expect(
            page.contains(
                "<p class=\"legend\">Rows marked <span class=\"repeats\">×0 or more</span> form one run of calls (a layout pass, a snapshot) that some recordings"
            ))
        #expect(page.contains("<p class=\"legend\">Rows marked <span class=\"repeats\">×1 or more</span> form one layout pass"))
        #expect(page.contains("During a full-screen presentation the presenting controller may be laid out once more"))
        #expect(page.contains("During a full-screen presentation the presented controller may be laid out a second time"))
    }
}
