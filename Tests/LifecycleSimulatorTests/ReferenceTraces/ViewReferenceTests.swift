import Testing

/// view-add-to-window.md: a UIView added to a superview that is already in a window.
@Suite struct ViewReferenceTests {
    /// Sources 1, 2 and 4 (four independent logs, high confidence): the superview pair,
    /// then the window pair, then layout and drawing at the next pass. Source 3's
    /// didAddSubview is the superview's call and is left out here (its place is unverified).
    @Test func addSubviewToAViewInAWindow() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              v: { kind: view }
            setup:
              - launch
              - show: { root: A }
            steps:
              - add-subview: { view: v, to: A }
            """)
        #expect(
            run.calls(of: "v")
                == run.trace(
                    "v.init(frame:)",
                    "v.willMove(toSuperview:)",
                    "v.didMoveToSuperview",
                    "v.willMove(toWindow:)",
                    "v.didMoveToWindow",
                    "v.layoutSubviews",
                    "v.draw"
                ))
    }
}
