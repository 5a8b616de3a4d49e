import Testing

/// Cell and keyboard steps that are not legal in the current world: a diagnostic at the
/// step's line and column, and nothing after it runs.
@Suite struct CellKeyboardIllegalStepTests {
    private func problems(_ steps: String, setup: String = "[]") throws -> [String] {
        try simulate(
            """
            objects:
              t: { kind: table-view }
              u: { kind: table-view }
              c: { kind: cell }
              kb: { kind: keyboard-observer }
            setup: \(setup)
            steps:
            \(steps)
            """
        ).problems
    }

    @Test(arguments: [
        ("  - display: { cell: c }\n  - display: { cell: c }", "display of 'c', which is already displayed"),
        ("  - display: { cell: c }\n  - dequeue: { cell: c, from: t }", "dequeue of 'c', which is already displayed"),
        ("  - dequeue: { cell: c, from: t }", "dequeue of 'c', which is already dequeued"),
        ("  - end-display: { cell: c }", "end-display of 'c', which is not displayed yet"),
        ("  - highlight: { cell: c }", "highlight of 'c', which is not displayed yet"),
        ("  - select: { cell: c }", "select of 'c', which is not displayed yet"),
        ("  - display: { cell: c }\n  - highlight: { cell: c }\n  - highlight: { cell: c }", "highlight of 'c', which is already highlighted"),
        ("  - display: { cell: c }\n  - end-display: { cell: c }\n  - select: { cell: c }", "select of 'c', which is in the reuse pool"),
        ("  - display: { cell: c }\n  - end-display: { cell: c }\n  - display: { cell: c }", "display of 'c', which is in the reuse pool"),
        (
            "  - display: { cell: c }\n  - end-display: { cell: c }\n  - dequeue: { cell: c, from: t, reused: false }",
            "dequeue of 'c' with reused: false, but 'c' is in the reuse pool"
        ),
        (
            "  - display: { cell: c }\n  - end-display: { cell: c }\n  - dequeue: { cell: c, from: u }",
            "dequeue of 'c' from 'u', but it is in the reuse pool of 't'"
        ),
    ])
    func illegalCellStep(steps: String, message: String) throws {
        // The setup dequeues c; the last step is the illegal one (steps start on line 8).
        let lastLine = 7 + steps.split(separator: "\n").count
        let found = try problems(steps, setup: "[{ dequeue: { cell: c, from: t } }]")
        #expect(found == ["\(lastLine):5: \(message) [lifeline.engine.illegal-step]"])
    }

    /// A cell dequeued and never displayed is not sent round the hints (end-display it,
    /// then display it first): what becomes of it is not modelled, and the hint says so.
    @Test func aCellDequeuedAndNeverDisplayedIsNotSentRoundTheHints() throws {
        let run = try simulate(
            """
            objects: { t: { kind: table-view }, c: { kind: cell } }
            setup: [{ dequeue: { cell: c, from: t } }]
            steps: [{ dequeue: { cell: c, from: t } }]
            """)
        #expect(run.result.diagnostics.first?.hint?.hasPrefix("a cell dequeued and never displayed") == true)
    }

    @Test func displayOfANeverDequeuedCell() throws {
        #expect(try problems("  - display: { cell: c }") == ["8:5: display of 'c', which was never dequeued [lifeline.engine.illegal-step]"])
    }

    @Test func reusedTrueOnANewCell() throws {
        let run = try simulate(
            """
            objects:
              t: { kind: table-view }
              c: { kind: cell }
            steps:
              - dequeue: { cell: c, from: t, reused: true }
              - display: { cell: c }
            """)
        #expect(run.problems == ["5:5: dequeue of 'c' with reused: true, but 'c' was never created [lifeline.engine.illegal-step]"])
        #expect(run.calls == [])
    }

    @Test(arguments: [
        ("  - keyboard-hide", "keyboard-hide while the keyboard is hidden"),
        ("  - keyboard-change-frame", "keyboard-change-frame while the keyboard is hidden"),
        ("  - keyboard-show\n  - keyboard-show", "keyboard-show while the keyboard is shown"),
        ("  - keyboard-show\n  - keyboard-hide\n  - keyboard-hide", "keyboard-hide while the keyboard is hidden"),
    ])
    func illegalKeyboardStep(steps: String, message: String) throws {
        let lastLine = 7 + steps.split(separator: "\n").count
        #expect(try problems(steps) == ["\(lastLine):5: \(message) [lifeline.engine.illegal-step]"])
    }

    /// A rotation with the keyboard up is refused where observers would hear it: recordings
    /// show the keyboard hide and show again around the turn, but not how often or with
    /// which notifications (Apple forum thread 5706: once on iOS 7.1, twice on 8.3).
    @Test func aRotationWithTheKeyboardUpIsRefused() throws {
        let refused = try problems("  - keyboard-show\n  - rotate: { to: landscape }", setup: "[launch]")
        #expect(
            refused == [
                "9:5: rotate while the keyboard is shown, which is not modelled: the keyboard hides and shows again around the "
                    + "turn, and no recording says how often or with which notifications [lifeline.engine.illegal-step]"
            ])
        #expect(try problems("  - keyboard-show\n  - keyboard-hide\n  - rotate: { to: landscape }", setup: "[launch]").isEmpty)
        // In setup, which is not traced, the keyboard is up after the turn as before it.
        #expect(try problems("  - keyboard-hide", setup: "[launch, keyboard-show, { rotate: { to: landscape } }]").isEmpty)
    }
}
