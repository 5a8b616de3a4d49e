import Testing

/// The fourth author's trial: messages that led the wrong way for SwiftUI views.
@Suite struct SwiftUIMessageTests {
    private let objects = """
          stack: { kind: navigation-stack }
          Feed: { kind: swiftui-view }
          Row1: { kind: swiftui-view, row-of: Feed }
          Sheet: { kind: swiftui-view }
        """

    private func run(_ steps: String) throws -> Simulated {
        try simulate(
            config: "{ ios: 17, lifecycle: swiftui }", objects: objects,
            setup: "  - show: { root: stack, stack: [Feed] }\n  - launch", steps: steps)
    }

    @Test func aSheetNotPresentedIsShownWithSheet() throws {
        let run = try run("  - dismiss: { vc: Sheet }")
        #expect(run.result.diagnostics.first?.hint == "show it with 'sheet' or 'full-screen-cover' first")
    }

    @Test func aViewIsNotReleased() throws {
        let run = try run("  - release: { vc: Feed }")
        #expect(run.problems.first?.contains("release of 'Feed', a SwiftUI view: a view is a value") == true, "\(run.problems)")
    }

    /// A NavigationStack on screen takes no set-stack: the hint offers the pop only.
    @Test func aViewPushedTwiceIsPoppedBackTo() throws {
        let run = try run("  - push: { vc: Feed, on: stack }")
        #expect(run.result.diagnostics.first?.hint == "push a new view, or pop back to 'Feed'")
    }
}
