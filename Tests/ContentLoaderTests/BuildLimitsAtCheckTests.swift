import Testing

/// Point 6 of issue 9: what `build` would reject without a location (a file name too
/// long for the file system, a NUL that Graphviz cuts a label at) is reported when the
/// content is loaded, so `lifeline check` refuses it at its line.
@Suite struct BuildLimitsAtCheckTests {
    private func lifecycle(id: String = "vc", title: String = "T", scenario: String = "show") -> String {
        """
        id: \(id)
        title: \(title)
        object: view-controller
        scenarios:
          - id: \(scenario)
            title: S
            objects: { A: { kind: view-controller } }
            steps:
              - show: { root: A }
        """
    }

    @Test func scenarioIDTooLongForAFileName() throws {
        let id = String(repeating: "a", count: 260)
        let tree = try loadLifecycle(lifecycle(scenario: id))
        #expect(
            tree.messages == ["lifecycles/vc.yaml:5:9: scenario id is 260 characters long; ids may be at most 100 [lifeline.schema.id-length]"])
    }

    @Test func lifecycleIDOfAHundredCharactersIsFine() throws {
        let tree = try loadLifecycle(lifecycle(id: String(repeating: "b", count: 100)))
        #expect(!tree.messages.contains { $0.contains("id-length") })
    }

    @Test func pageFileNameTooLong() throws {
        let name = String(repeating: "p", count: 200)
        let tree = try loadTree(["pages/\(name).md": "# P\n"])
        #expect(tree.messages.map { $0.contains("[lifeline.schema.id-length]") } == [true])
    }

    @Test func nulInATitleIsReportedAtTheTitle() throws {
        let tree = try loadLifecycle(lifecycle(title: #""View\0controller""#))
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:2:8: this text holds U+0000 (NUL), which cannot appear in a page or a diagram [lifeline.content.control-character]"
            ])
    }

    @Test func controlCharacterInADiagramLabel() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            diagram:
              states:
                - { id: a, label: "bell \\a" }
                - { id: b }
              transitions:
                - { from: a, to: b, calls: [viewDidLoad] }
            """)
        #expect(
            tree.messages.map { $0.hasSuffix("U+0007, which cannot appear in a page or a diagram [lifeline.content.control-character]") } == [true])
    }

    @Test(arguments: [#""\u0085""#, #""\uFFFE""#, #""\x7F""#])
    func otherCharactersHTMLAndXMLForbid(_ escaped: String) throws {
        let tree = try loadLifecycle(lifecycle(title: escaped))
        #expect(tree.diagnostics.map(\.id) == ["lifeline.content.control-character"])
    }

    @Test func tabsAndLineBreaksAreFine() throws {
        let tree = try loadLifecycle(lifecycle(title: #""a\tb\nc""#))
        #expect(tree.messages == [])
    }

    /// Ids that make a page land on another page's path were found only when rendering.
    @Test func scenarioCalledIndexAndPagesCalledLikeGeneratedPages() throws {
        let tree = try loadTree([
            "lifecycles/vc.yaml": lifecycle(scenario: "index"),
            "pages/claims.md": "# Mine\n",
            "pages/reference.md": "# Mine\n",
        ])
        #expect(
            tree.messages == [
                "pages/claims.md:1:1: a page named 'claims' would replace the generated claims.html [lifeline.schema.reserved-id]",
                "pages/reference.md:1:1: a page named 'reference' would replace the generated reference.html [lifeline.schema.reserved-id]",
                "lifecycles/vc.yaml:5:5: scenario id 'index' would replace the lifecycle's own page vc/index.html [lifeline.schema.reserved-id]",
            ])
    }

    /// `claims/` and `reference/` hold the generated pages' parts, so no lifecycle may use them.
    @Test func lifecyclesCalledLikeTheGeneratedFolders() throws {
        let tree = try loadTree([
            "lifecycles/claims.yaml": lifecycle(id: "claims"),
            "lifecycles/reference.yaml": lifecycle(id: "reference"),
        ])
        #expect(tree.messages.count == 2)
        #expect(tree.messages.allSatisfy { $0.hasSuffix("[lifeline.schema.reserved-id]") && $0.contains("would put its pages in the folder") })
        #expect(tree.messages.contains { $0.hasPrefix("lifecycles/claims.yaml:") && $0.contains("lifecycle id 'claims'") })
    }
}
