import LifecycleModel
import LifecycleSimulator
import Testing

/// The evidence behind the cell and keyboard calls, and the invariants the random test
/// relies on: they must reject the orders they are meant to catch.
@Suite struct CellKeyboardEvidenceTests {
    private var behaviours: [Behaviour] {
        BehaviourRegistry.all.filter { $0.id.rawValue.hasPrefix("cell.") || $0.id.rawValue.hasPrefix("keyboard.") }
    }

    @Test func everyUnverifiedBehaviourSaysWhatIsUncertain() {
        // 14 for table cells and the keyboard, 16 for collection views, 7 for text input.
        #expect(behaviours.count == 37)
        for behaviour in behaviours {
            // Without Apple's documentation a behaviour is unverified until a checked log covers it.
            if behaviour.documentation.isEmpty && !behaviour.sources.contains(where: { $0.url != nil }) {
                #expect(behaviour.disagreement?.isEmpty == false, "\(behaviour.id.rawValue)")
            }
        }
    }

    /// Every behaviour a random cell and keyboard trace rests on is registered, so the
    /// page never shows the fallback "unverified, no sources" for a missing entry.
    @Test func everyBehaviourUsedIsRegistered() {
        let registered = Set(BehaviourRegistry.all.map(\.id))
        for seed in 0..<40 {
            let result = Engine.simulate(CellKeyboardRandomTests.scenario(seed), config: EngineConfig())
            #expect(result.behaviours.allSatisfy(registered.contains), "seed \(seed): \(result.behaviours)")
        }
    }

    /// What the registry itself can say: which behaviours Apple documents, and which cite
    /// recordings (whose logs make them "recorded" once attached in Content/evidence/).
    @Test func documentationAndRecordingsFollowTheResearch() {
        let byID = Dictionary(uniqueKeysWithValues: behaviours.map { ($0.id.rawValue, $0) })
        let levels = EvidenceLevels.withoutLogs
        for recorded in ["cell.dequeue.new-nib", "cell.display", "cell.select", "keyboard.change-frame"] {
            #expect(byID[recorded]?.sources.contains { $0.url != nil } == true, "\(recorded)")
        }
        #expect(levels.level(of: "cell.dequeue.reuse") == .documented)
        #expect(levels.level(of: "cell.end-display") == .unverified)
        #expect(levels.level(of: "keyboard.show") == .unverified)
        #expect(levels.level(of: "keyboard.hide") == .unverified)
    }

    @Test func cellInvariantsCatchADoubleDisplayAndAReuseWithoutEndDisplay() {
        let bad = [
            event("t", .tableView, "tableView(_:cellForRowAt:)"),
            event("c", .cell, "init(style:reuseIdentifier:)", state: "dequeued"),
            event("t", .tableView, "tableView(_:willDisplay:forRowAt:)", [.init("cell", "c")]),
            event("t", .tableView, "tableView(_:willDisplay:forRowAt:)", [.init("cell", "c")]),
            event("c", .cell, "prepareForReuse()", state: "dequeued"),
        ]
        #expect(
            CellInvariants.check(bad) == [
                "step 1: t.tableView(_:willDisplay:forRowAt:): c displayed twice without an end-display",
                "step 1: c.prepareForReuse(): prepareForReuse without an end-display before it",
            ])
    }

    @Test func keyboardInvariantsCatchAnUnfinishedShowAndObserversOutOfTurn() {
        let bad = [
            event("a", .keyboardObserver, "keyboardWillShowNotification", state: "shown"),
            event("b", .keyboardObserver, "keyboardWillShowNotification", state: "shown"),
            event("b", .keyboardObserver, "keyboardWillChangeFrameNotification", state: "shown"),
            event("a", .keyboardObserver, "keyboardWillChangeFrameNotification", state: "shown"),
        ]
        #expect(
            KeyboardInvariants.check(bad, observers: ["a", "b"]) == [
                "step 1: b.keyboardWillChangeFrameNotification: willShow not followed by its did-notification",
                "step 1: a.keyboardWillChangeFrameNotification: willShow not followed by its did-notification",
                "unfinished at the end: [(key: \"a\", value: \"willShow\"), (key: \"b\", value: \"willShow\")]",
                "step 1: notification not posted to [\"a\", \"b\"] in turn: [\"b.keyboardWillChangeFrameNotification\", \"a.keyboardWillChangeFrameNotification\"]",
            ])
    }

    private func event(
        _ receiver: String, _ kind: ObjectKind, _ name: String, _ arguments: [TraceEvent.Argument] = [],
        state: String = "idle"
    ) -> TraceEvent {
        let callback = Vocabulary.callbacks(of: kind).first { $0.name == name }!
        return TraceEvent(
            step: 1, receiver: receiver, kind: kind, callback: callback, arguments: arguments,
            stateAfter: state, behaviour: "test")
    }
}
