import LifecycleModel
@testable import SiteRenderer
import Testing

/// A loadView that sets no view, with nothing reading view (`load-view:
/// missing-view-unread`): the scenario page marks the round of loadView and viewDidLoad
/// "×1 or more" and explains it as a load round, not as a layout pass.
@Suite struct LoadRoundPageTests {
    typealias Fixture = SiteFixture

    static let rounds = Scenario(
        id: "rounds", title: Fixture.text("Rounds"),
        objects: [ObjectDeclaration(name: "A", kind: .viewController, options: ["load-view": "missing-view-unread"], location: Fixture.at(61))],
        setup: [Step(action: .launch, location: Fixture.at(62))],
        steps: [Step(action: .show, arguments: ["root": .object("A")], location: Fixture.at(63))],
        only: ["loading", "appearance", "layout"].map { Located($0, at: Fixture.at(64)) },
        location: Fixture.at(60)
    )

    @Test func theRoundIsMarkedAndExplainedAsALoadRound() throws {
        var catalog = Fixture.catalog
        catalog.lifecycles[1].scenarios.append(Self.rounds)
        let page = try #require(Fixture.render(catalog).files.text("vc/rounds.html"))
        let rows = HTMLFragments.bodyRows(ofTable: "calls", in: page)
        let marker =
            "<span class=\"repeats\" title=\"UIKit runs this round once each time it reads a view that is still nil\">×1 or more (pass 1)</span>"
        #expect(
            rows.map { HTMLFragments.codes(in: $0).prefix(2).joined(separator: ".") } == [
                "A.init(nibName:bundle:)", "A.loadView()", "A.viewDidLoad()", "A.viewWillAppear(_:)", "A.viewIsAppearing(_:)", "A.viewDidAppear(_:)",
            ])
        #expect(rows.map { $0.contains(marker) } == [false, true, true, false, false, false])
        #expect(page.contains("that load the view form one round of <code>loadView()</code> and <code>viewDidLoad()</code>"))
        #expect(!page.contains("form one layout pass"), "no layout pass on this page")
    }
}
