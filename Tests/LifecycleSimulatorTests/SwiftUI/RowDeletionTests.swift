import LifecycleSimulator
import Testing

/// `remove-view` of a row: its item is deleted. A row on screen disappears with what is
/// inside it and its task is cancelled; one scrolled away makes no call; either way it is
/// gone (unverified: `swiftui.rows.delete`).
@Suite struct RowDeletionTests {
    private func run(_ steps: String) throws -> Simulated {
        try simulate(
            config: "{ ios: 17, lifecycle: swiftui }",
            objects: """
                  stack: { kind: navigation-stack }
                  Feed: { kind: swiftui-view }
                  Row1: { kind: swiftui-view, row-of: Feed, start: visible, task: attached }
                  Badge: { kind: swiftui-view, inside: Row1 }
                  Row2: { kind: swiftui-view, row-of: Feed }
                """,
            setup: "  - show: { root: stack, stack: [Feed] }\n  - launch", steps: steps)
    }

    @Test func aVisibleRowDeletedDisappearsWithWhatIsInsideItAndEndsItsTask() throws {
        let deleted = try run("  - remove-view: { view: Row1 }")
        #expect(deleted.problems == [])
        #expect(deleted.calls == ["Badge.onDisappear", "Row1.onDisappear", "Row1.taskCancelled"])
        #expect(deleted.result.events.first { $0.receiver == "Row1" }?.behaviour.rawValue == "swiftui.rows.delete")
        #expect(EvidenceLevels.withoutLogs.level(of: "swiftui.rows.delete") == .unverified)
    }

    /// A row scrolled away makes no call, and the page still names the behaviour.
    @Test func aRowScrolledAwayIsDeletedWithoutACall() throws {
        let deleted = try run("  - scroll-in: { row: Row2 }\n  - scroll-out: { row: Row2 }\n  - remove-view: { view: Row2 }")
        #expect(deleted.problems == [])
        #expect(deleted.calls == ["Row2.onAppear", "Row2.onDisappear"])
        #expect(deleted.result.evidence.map(\.id.rawValue).contains("swiftui.rows.delete"))
    }

    /// A LazyVStack's row deleted on screen makes the same calls; its dispute is in the
    /// behaviour's disagreement, which the page shows with it.
    @Test func aLazyStacksRowDeletedDisappearsToo() throws {
        let deleted = try simulate(
            config: "{ ios: 17, lifecycle: swiftui }",
            objects:
                "  stack: { kind: navigation-stack }\n  Feed: { kind: swiftui-view }\n  Row1: { kind: swiftui-view, row-of: Feed, list: lazy-stack, start: visible }",
            setup: "  - show: { root: stack, stack: [Feed] }\n  - launch", steps: "  - remove-view: { view: Row1 }")
        #expect(deleted.calls == ["Row1.onDisappear"])
        #expect(deleted.result.evidence.first { $0.id.rawValue == "swiftui.rows.delete" }?.disagreement?.contains("LazyVStack") == true)
    }

    /// The list must be on screen: a change to its items shows nothing until it is back.
    @Test func aRowOfAListOffScreenIsNotDeleted() throws {
        let run = try simulate(
            config: "{ ios: 17, lifecycle: swiftui }",
            objects:
                "  stack: { kind: navigation-stack }\n  Feed: { kind: swiftui-view }\n  Row1: { kind: swiftui-view, row-of: Feed, start: visible }\n  Detail: { kind: swiftui-view }",
            setup: "  - show: { root: stack, stack: [Feed] }\n  - launch\n  - push: { vc: Detail, on: stack }",
            steps: "  - remove-view: { view: Row1 }")
        #expect(run.problems.first?.contains("remove-view of 'Row1' while 'Feed' is not on screen") == true, "\(run.problems)")
        #expect(run.result.diagnostics.first?.hint == "a change to the list's items shows nothing until 'Feed' is shown again")
    }

    @Test func aDeletedRowNeitherScrollsBackNorIsDeletedTwice() throws {
        let scrolled = try run("  - remove-view: { view: Row1 }\n  - scroll-in: { row: Row1 }")
        #expect(scrolled.problems.first?.contains("scroll of 'Row1', whose item was deleted (remove-view)") == true, "\(scrolled.problems)")
        let twice = try run("  - remove-view: { view: Row1 }\n  - remove-view: { view: Row1 }")
        #expect(twice.problems.first?.contains("remove-view of 'Row1', which was deleted already") == true, "\(twice.problems)")
    }
}
