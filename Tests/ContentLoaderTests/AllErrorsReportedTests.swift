import Diagnostics
import Testing

/// One run reports every problem of every file, not only the first.
@Suite struct AllErrorsReportedTests {
    static let files: [String: String] = [
        "site.yaml": """
        title: T
        nav: [a, scenes]
        """,
        "lifecycles/a.yaml": """
        id: a
        title: A
        object: view-controller
        scenarios:
          - { id: one, title: One, steps: [lanch] }
          - { id: two, title: Two, steps: [launch], sumary: x }
        """,
        "lifecycles/b.yaml": """
        id: B
        title: B
        object: app
        config: { ios: 6 }
        """,
        "pages/guide.md": """
        ---
        titel: Guide
        ---
        """,
    ]

    @Test func everyFileAndEveryProblemInIt() throws {
        let tree = try loadTree(Self.files)
        #expect(
            tree.messages == [
                "lifecycles/a.yaml:5:36: unknown action 'lanch' [lifeline.step.unknown-action]",
                "lifecycles/a.yaml:6:45: unknown key 'sumary' in a scenario [lifeline.schema.unknown-key]",
                "lifecycles/b.yaml:1:5: lifecycle id 'B' is not a valid id [lifeline.schema.id]",
                "lifecycles/b.yaml:4:16: config 'ios' must be between 7 and 27, found 6 [lifeline.schema.range]",
                "pages/guide.md:2:1: unknown key 'titel' in front matter [lifeline.schema.unknown-key]",
                "site.yaml:2:10: nav names 'scenes', which is not a lifecycle id [lifeline.schema.nav]",
            ])
    }

    @Test func sortedForPrintingByFileLineAndColumn() throws {
        let tree = try loadTree(Self.files)
        var bag = DiagnosticBag()
        bag.append(contentsOf: tree.diagnostics)
        #expect(bag.errorCount == 6)
        #expect(
            bag.sorted.map { tree.relative($0.location?.description ?? "") } == [
                "lifecycles/a.yaml:5:36", "lifecycles/a.yaml:6:45", "lifecycles/b.yaml:1:5",
                "lifecycles/b.yaml:4:16", "pages/guide.md:2:1", "site.yaml:2:10",
            ])
    }

    /// What survives is still loaded: a.yaml without its unknown step, the page.
    @Test func loadingCarriesOnWithWhatItCouldRead() throws {
        let tree = try loadTree(Self.files)
        #expect(tree.catalog.lifecycles.map(\.id) == ["a"])
        #expect(tree.catalog.lifecycles.first?.scenarios.map(\.id) == ["one", "two"])
        #expect(tree.catalog.lifecycles.first?.scenarios.map(\.steps.count) == [0, 1])
        #expect(tree.catalog.pages.map(\.slug) == ["guide"])
    }
}
