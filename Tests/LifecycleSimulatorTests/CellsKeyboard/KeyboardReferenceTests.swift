import LifecycleSimulator
import Testing

/// keyboard.md: the four notifications of each keyboard move, each posted to every
/// observer (in declaration order) before the next one is posted.
@Suite struct KeyboardReferenceTests {
    private let observers = """
        objects:
          kb1: { kind: keyboard-observer }
          kb2: { kind: keyboard-observer }
        """

    /// Unverified (by analogy with the recorded frame change): willChangeFrame before
    /// willShow, didChangeFrame before didShow.
    @Test func showPostsTheChangeFramePairAroundTheShowPair() throws {
        let run = try simulate(
            """
            \(observers)
            steps:
              - keyboard-show
            """)
        #expect(
            run.calls
                == run.trace(
                    "kb1.keyboardWillChangeFrameNotification", "kb2.keyboardWillChangeFrameNotification",
                    "kb1.keyboardWillShowNotification", "kb2.keyboardWillShowNotification",
                    "kb1.keyboardDidChangeFrameNotification", "kb2.keyboardDidChangeFrameNotification",
                    "kb1.keyboardDidShowNotification", "kb2.keyboardDidShowNotification"
                ))
        #expect(run.result.events.allSatisfy { $0.stateAfter == "shown" })
        #expect(run.behaviourIDs == ["keyboard.observer-order", "keyboard.show"])
        #expect(EvidenceLevels.withoutLogs.weakest(of: run.result.events) == .unverified)
    }

    @Test func hidePostsTheHidePairInsideTheChangeFramePair() throws {
        let run = try simulate(
            """
            \(observers)
            setup:
              - keyboard-show
            steps:
              - keyboard-hide
            """)
        #expect(
            run.calls
                == run.trace(
                    "kb1.keyboardWillChangeFrameNotification", "kb2.keyboardWillChangeFrameNotification",
                    "kb1.keyboardWillHideNotification", "kb2.keyboardWillHideNotification",
                    "kb1.keyboardDidChangeFrameNotification", "kb2.keyboardDidChangeFrameNotification",
                    "kb1.keyboardDidHideNotification", "kb2.keyboardDidHideNotification"
                ))
        #expect(run.result.events.allSatisfy { $0.stateAfter == "hidden" })
    }

    /// Recorded (predictive bar toggled, iOS 8.4–10): a visible keyboard that changes
    /// size posts the show pair too, and no hide.
    @Test func frameChangeOfAVisibleKeyboardPostsTheShowPair() throws {
        let run = try simulate(
            """
            objects:
              kb: { kind: keyboard-observer }
            setup:
              - keyboard-show
            steps:
              - keyboard-change-frame
            """)
        #expect(
            run.calls
                == run.trace(
                    "kb.keyboardWillChangeFrameNotification", "kb.keyboardWillShowNotification",
                    "kb.keyboardDidChangeFrameNotification", "kb.keyboardDidShowNotification"
                ))
        #expect(run.result.evidence.allSatisfy { $0.sources.contains { $0.url != nil } })
        #expect(run.result.states.map { $0["kb"] } == ["shown", "shown"])
    }

    /// Declaration order, not alphabetical order, and an observer declared after a
    /// table still hears every notification.
    @Test func observersHearInTheOrderTheyAreDeclared() throws {
        let run = try simulate(
            """
            objects:
              zed: { kind: keyboard-observer }
              t: { kind: table-view }
              alpha: { kind: keyboard-observer }
            steps:
              - keyboard-show
              - keyboard-change-frame
              - keyboard-hide
            """)
        #expect(run.result.events.map(\.receiver) == Array(repeating: ["zed", "alpha"], count: 12).flatMap { $0 })
        #expect(run.calls(of: "alpha").count == 12)
    }

    @Test func noObserverMeansNoCalls() throws {
        let run = try simulate(
            """
            steps:
              - keyboard-show
              - keyboard-hide
            """)
        #expect(run.problems == [])
        #expect(run.calls == [])
    }
}
