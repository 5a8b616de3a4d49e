import LifecycleModel
import LifecycleSimulator
import Testing

/// collection-views.md: a collection view's cells are made inside cellForItemAt and given
/// their layout attributes there; from iOS 10 items are prefetched, a cell may be
/// requested long before it is displayed or never displayed, and a cell that ended
/// display may come back with willDisplay alone (disputed). No log of these orders could
/// be attached, so each test holds the engine to the behaviour its registry entry states.
@Suite struct CollectionViewTests {
    private let grid = """
        objects:
          cv: { kind: collection-view }
          a: { kind: collection-cell }
          b: { kind: collection-cell, from: nib }
        """

    @Test func aNewCellIsMadeAndGivenItsAttributesInsideCellForItemAt() throws {
        let run = try simulate(
            """
            \(grid)
            steps:
              - dequeue: { cell: a, from: cv }
              - display: { cell: a }
            """)
        #expect(
            run.callsWithArguments() == [
                "cv.collectionView(_:cellForItemAt:) indexPath: item of a",
                "a.init(frame:) frame: CGRect",
                "a.apply(_:) layoutAttributes: attributes of item of a",
                "cv.collectionView(_:willDisplay:forItemAt:) cell: a, indexPath: item of a",
            ])
        #expect(run.behaviourIDs == ["cell.collection.dequeue.new-code", "cell.collection.apply", "cell.collection.display"])
        #expect(run.result.states.map { $0["a"] } == ["not-created", "dequeued", "displayed"])
    }

    @Test func aNibCellIsDecodedAndAReusedOneIsPreparedInstead() throws {
        let run = try simulate(
            """
            \(grid)
            steps:
              - dequeue: { cell: b, from: cv }
              - display: { cell: b }
              - end-display: { cell: b }
              - dequeue: { cell: b, from: cv, reused: true }
            """)
        #expect(
            run.calls(of: "b")
                == run.trace("b.init(coder:)", "b.awakeFromNib", "b.apply", "b.prepareForReuse", "b.apply"))
        #expect(run.result.behaviours.contains("cell.collection.dequeue.reuse"))
    }

    @Test func aSelfSizingLayoutAsksForThePreferredAttributesAfterTheDequeue() throws {
        let run = try simulate(
            """
            objects:
              cv: { kind: collection-view, sizing: self-sizing }
              a: { kind: collection-cell }
            steps:
              - dequeue: { cell: a, from: cv }
              - display: { cell: a }
            """)
        #expect(
            run.calls
                == run.trace(
                    "cv.collectionView(_:cellForItemAt:)", "a.init(frame:)", "a.apply", "a.preferredLayoutAttributesFitting",
                    "cv.collectionView(_:willDisplay:forItemAt:)"))
        #expect(run.result.behaviours.contains("cell.collection.self-sizing"))
    }

    /// openradar 28604718 (cited): a prefetch, then cellForItemAt for that item while it
    /// is still off screen; willDisplay only when it scrolls in.
    @Test func aPrefetchedItemsCellIsRequestedAheadOfItsDisplay() throws {
        let run = try simulate(
            """
            \(grid)
            setup:
              - dequeue: { cell: a, from: cv }
              - display: { cell: a }
            steps:
              - prefetch: { items: [b], from: cv }
              - dequeue: { cell: b, from: cv }
              - end-display: { cell: a }
              - display: { cell: b }
            """)
        #expect(
            run.calls(only: ["cells"])
                == run.trace(
                    "cv.collectionView(_:prefetchItemsAt:)", "cv.collectionView(_:cellForItemAt:)",
                    "cv.collectionView(_:didEndDisplaying:forItemAt:)", "cv.collectionView(_:willDisplay:forItemAt:)"))
        #expect(run.result.events.first?.argumentText == "indexPaths: [item of b]")
        #expect(run.result.behaviours.contains("cell.collection.prefetch.cell-ahead"))
        #expect(run.result.behaviours.contains("cell.collection.prefetch"))
    }

    /// A cell made for an item the user scrolled away from: cellForItemAt and no willDisplay.
    @Test func aCancelledItemsCellStaysDequeuedAndIsNeverDisplayed() throws {
        let run = try simulate(
            """
            \(grid)
            steps:
              - prefetch: { items: [a, b], from: cv }
              - dequeue: { cell: a, from: cv }
              - cancel-prefetch: { items: [a, b], from: cv }
            """)
        #expect(
            run.calls(only: ["cells"])
                == run.trace(
                    "cv.collectionView(_:prefetchItemsAt:)", "cv.collectionView(_:cellForItemAt:)",
                    "cv.collectionView(_:cancelPrefetchingForItemsAt:)"))
        #expect(run.result.states.last?["a"] == "dequeued")
        #expect(run.result.behaviours.contains("cell.collection.cancel-prefetch"))
    }

    /// Disputed: the engine follows the sources that say willDisplay alone.
    @Test func aCellThatEndedDisplayComesBackWithWillDisplayAlone() throws {
        let run = try simulate(
            """
            \(grid)
            setup:
              - dequeue: { cell: a, from: cv }
              - display: { cell: a }
              - end-display: { cell: a }
            steps:
              - display: { cell: a }
            """)
        #expect(run.calls == run.trace("cv.collectionView(_:willDisplay:forItemAt:)"))
        #expect(run.behaviourIDs == ["cell.collection.redisplay"])
        #expect(BehaviourRegistry.behaviour("cell.collection.redisplay").disagreement?.contains("Disputed") == true)
    }

    @Test func aTapSetsTheCellsPropertiesThenTellsTheDelegate() throws {
        let run = try simulate(
            """
            \(grid)
            setup:
              - dequeue: { cell: a, from: cv }
              - display: { cell: a }
              - dequeue: { cell: b, from: cv }
              - display: { cell: b }
              - select: { cell: a }
            steps:
              - select: { cell: b }
            """)
        #expect(
            run.callsWithArguments() == [
                "b.isHighlighted newValue: true", "b.isHighlighted newValue: false", "a.isSelected newValue: false",
                "b.isSelected newValue: true", "cv.collectionView(_:didSelectItemAt:) indexPath: item of b",
            ])
        #expect(run.behaviourIDs == ["cell.collection.select.replacing"])
    }

    /// Nothing here rests on a recording: every behaviour Apple does not document says
    /// what is uncertain, and the disputed ones name both sides.
    @Test func everyCollectionBehaviourWithoutDocumentationSaysWhatIsUncertain() {
        let collection = BehaviourRegistry.all.filter { $0.id.rawValue.hasPrefix("cell.collection.") }
        #expect(collection.count == 16)
        for behaviour in collection where behaviour.documentation.isEmpty {
            #expect(behaviour.disagreement?.isEmpty == false, "\(behaviour.id.rawValue)")
        }
    }

    @Test(arguments: [
        ("  - dequeue: { cell: a, from: t }", "dequeue of 'a' from 't': a collection-cell comes from a collection-view"),
        ("  - dequeue: { cell: c, from: cv }", "dequeue of 'c' from 'cv': a cell comes from a table-view"),
        (
            "  - dequeue: { cell: a, from: cv }\n  - display: { cell: a }\n  - prefetch: { items: [a], from: cv }",
            "prefetch of the item of 'a', which is on screen"
        ),
        (
            "  - dequeue: { cell: a, from: cv }\n  - prefetch: { items: [a], from: cv }",
            "prefetch of the item of 'a', whose cell was already dequeued for it"
        ),
        (
            "  - prefetch: { items: [a], from: cv }\n  - prefetch: { items: [a], from: cv }",
            "prefetch of the item of 'a', which is already prefetched"
        ),
        ("  - prefetch: { items: [a, a], from: cv }", "prefetch names the item of 'a' twice"),
        ("  - cancel-prefetch: { items: [a], from: cv }", "cancel-prefetch of the item of 'a', which is not prefetched"),
        (
            "  - dequeue: { cell: a, from: cv }\n  - prefetch: { items: [b], from: dv }\n  - dequeue: { cell: a, from: dv }",
            "dequeue of 'a', which is already dequeued"
        ),
        (
            "  - dequeue: { cell: a, from: cv }\n  - display: { cell: a }\n  - end-display: { cell: a }\n  - prefetch: { items: [a], from: dv }",
            "prefetch of the item of 'a' from 'dv', but 'a' belongs to 'cv'"
        ),
    ])
    func illegalCollectionStep(steps: String, message: String) throws {
        let run = try simulate(
            """
            objects:
              cv: { kind: collection-view }
              dv: { kind: collection-view }
              t: { kind: table-view }
              a: { kind: collection-cell }
              b: { kind: collection-cell }
              c: { kind: cell }
            steps:
            \(steps)
            """)
        #expect(run.problems.count == 1)
        #expect(run.problems.first?.contains(message) == true, "\(run.problems)")
    }

    /// Prefetching exists from iOS 10: the loader refuses it before.
    @Test func prefetchingNeedsIOS10() throws {
        let tree = try validate([
            "lifecycles/t.yaml": """
            id: t
            title: T
            object: collection-cell
            config: { ios: 9 }
            scenarios:
              - id: s
                title: S
                objects:
                  cv: { kind: collection-view }
                  a: { kind: collection-cell }
                steps:
                  - prefetch: { items: [a], from: cv }
            """
        ])
        #expect(
            tree.messages == [
                "lifecycles/t.yaml:12:9: 'prefetch: { items: [a], from: cv }' needs iOS 10 or later, but this scenario runs iOS 9 [lifeline.step.ios-version]"
            ])
    }

    /// The graph derived diagrams draw: the reuse cycle, the redisplay edge, and the
    /// self-sizing pass on the cell's own calls.
    @Test func theCollectionCellGraphHasTheReuseCycleAndTheRedisplayEdge() {
        let graph = ModelExplorer.graph(for: .collectionCell, config: EngineConfig(ios: 17))
        #expect(graph.states == ["not-created", "dequeued", "displayed", "reuse-pool"])
        #expect(
            Set(graph.edges(from: "not-created", to: "dequeued").map(\.calls)) == [
                ["init(frame:)", "apply(_:)"], ["init(coder:)", "awakeFromNib()", "apply(_:)"],
                ["init(frame:)", "apply(_:)", "preferredLayoutAttributesFitting(_:)"],
            ])
        #expect(Set(graph.edges(from: "reuse-pool", to: "displayed").map(\.calls)) == [[]])
        #expect(Set(graph.edges(from: "reuse-pool", to: "dequeued").map(\.calls)).contains(["prepareForReuse()", "apply(_:)"]))
    }
}
