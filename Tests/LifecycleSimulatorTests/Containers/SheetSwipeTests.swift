import LifecycleModel
import Testing

/// interactive-transitions.md, section 4: swiping a sheet down. The delegate order is
/// documented (ShouldDismiss, WillDismiss, DidDismiss, the last only when it completes);
/// the sheet's own appearance calls among them rest on analogy. The presenter of a sheet
/// hears nothing either way.
@Suite struct SheetSwipeTests {
    static func sheet(style: String = "automatic", ios: Int = 17) -> String {
        """
        config: { ios: \(ios) }
        objects:
          A: { kind: view-controller }
          B: { kind: view-controller }
        setup:
          - launch
          - show: { root: A }
          - present: { vc: B, from: A, style: \(style) }
        """
    }

    @Test(arguments: ["automatic", "pageSheet", "formSheet"])
    func completedSwipe(style: String) throws {
        let run = try simulate(
            Self.sheet(style: style) + """

                steps:
                  - interactive-dismiss: { vc: B, completes: true }
                """)
        #expect(
            run.calls
                == run.trace(
                    "B.presentationControllerShouldDismiss",
                    "B.presentationControllerWillDismiss",
                    "B.viewWillDisappear",
                    "B.viewDidDisappear",
                    "B.presentationControllerDidDismiss",
                    "B.deinit"
                ))
        #expect(run.calls(of: "A") == [])
    }

    /// The sheet springs back: told it will disappear, then that it appears again; no
    /// DidDismiss, and it is still presented, so it can be dismissed afterwards.
    @Test func cancelledSwipe() throws {
        let run = try simulate(
            Self.sheet() + """

                steps:
                  - interactive-dismiss: { vc: B, completes: false }
                  - dismiss: { vc: B }
                """)
        #expect(
            run.result.events.filter { $0.step == 1 }.map(\.notation)
                == run.trace(
                    "B.presentationControllerShouldDismiss",
                    "B.presentationControllerWillDismiss",
                    "B.viewWillDisappear",
                    "B.viewWillAppear",
                    "B.viewDidAppear"
                ))
        #expect(!run.calls.contains("B.presentationControllerDidDismiss(_:)"))
        #expect(
            run.result.events.filter { $0.step == 2 }.map(\.notation)
                == run.trace(
                    "B.viewWillDisappear", "B.viewDidDisappear", "B.deinit"
                ), "a programmatic dismiss sends no delegate calls")
        #expect(run.problems == [])
    }

    /// A full-screen presentation has no sheet to swipe: an error at the step.
    @Test func aFullScreenPresentationCannotBeSwiped() throws {
        let run = try simulate(
            Self.sheet(style: "fullScreen") + """

                steps:
                  - interactive-dismiss: { vc: B, completes: true }
                """)
        #expect(run.problems == ["10:5: interactive-dismiss of 'B', presented fullScreen [lifeline.engine.illegal-step]"])
        #expect(run.calls == [])
    }

    /// Before iOS 13 a sheet cannot be swiped (and an iPhone shows it full screen): the
    /// loader refuses the step, naming the version that has it.
    @Test(arguments: ["automatic", "pageSheet"])
    func beforeIOS13ASheetCannotBeSwiped(style: String) throws {
        let file = """
            id: t
            title: T
            object: view-controller
            scenarios:
              - id: s
                title: S

            """
            + (Self.sheet(style: style, ios: 12) + "\nsteps:\n  - interactive-dismiss: { vc: B, completes: false }\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        let validated = try validate(["lifecycles/t.yaml": file])
        #expect(
            validated.messages == [
                "lifecycles/t.yaml:16:9: 'interactive-dismiss: { vc: B, completes: false }' needs iOS 13 or later, but this scenario runs iOS 12 [lifeline.step.ios-version]"
            ])
    }
}
