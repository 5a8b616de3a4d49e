import LifecycleModel
import LifecycleSimulator
import Testing

/// text-input.md: a text field begins editing before the keyboard's will-notifications,
/// a text view after them; resigning ends editing between the keyboard's will- and
/// did-notifications; moving editing between fields keeps the keyboard, which posts the
/// show notifications again until iOS 10 and only the change-frame pair from iOS 11. The
/// sources disagree on several of these, and none is a plain console log: the tests hold
/// the engine to what its registry entries say it does.
@Suite struct TextInputTests {
    private let form = """
        objects:
          kb: { kind: keyboard-observer }
          name: { kind: text-field }
          email: { kind: text-field }
          notes: { kind: text-view }
        """

    private func run(_ steps: String, setup: String = "[]", ios: Int = 17) throws -> Simulated {
        try simulate(
            """
            config: { ios: \(ios) }
            \(form)
            setup: \(setup)
            steps:
            \(steps)
            """)
    }

    @Test func aTextFieldBeginsEditingBeforeTheKeyboardSlidesIn() throws {
        let tap = try run("  - focus: { field: name }")
        #expect(
            tap.calls
                == tap.trace(
                    "name.textFieldShouldBeginEditing", "name.textFieldDidBeginEditing", "name.textDidBeginEditingNotification",
                    "kb.keyboardWillChangeFrameNotification", "kb.keyboardWillShowNotification",
                    "kb.keyboardDidChangeFrameNotification", "kb.keyboardDidShowNotification"))
        #expect(tap.result.events.map(\.stateAfter).prefix(3) == ["idle", "editing", "editing"])
        #expect(tap.behaviourIDs == ["keyboard.text-field.begin", "keyboard.show"])
        #expect(BehaviourRegistry.behaviour("keyboard.text-field.begin").disagreement?.contains("Apple's UITextFieldDelegate overview") == true)
    }

    @Test func aTextViewBeginsEditingAfterTheKeyboardsWillNotifications() throws {
        let tap = try run("  - focus: { field: notes }")
        #expect(
            tap.calls
                == tap.trace(
                    "notes.textViewShouldBeginEditing", "kb.keyboardWillChangeFrameNotification", "kb.keyboardWillShowNotification",
                    "notes.textViewDidBeginEditing", "notes.textDidBeginEditingNotification",
                    "kb.keyboardDidChangeFrameNotification", "kb.keyboardDidShowNotification"))
        #expect(tap.behaviourIDs == ["keyboard.text-view.begin", "keyboard.show"])
    }

    @Test func theReturnKeyThatResignsEndsEditingInsideTheKeyboardsHide() throws {
        let done = try run("  - return-key: { field: name, resigns: true }", setup: "[{ focus: { field: name } }]")
        #expect(
            done.callsWithArguments() == [
                "name.textFieldShouldReturn(_:) textField: name", "name.textFieldShouldEndEditing(_:) textField: name",
                "kb.keyboardWillChangeFrameNotification", "kb.keyboardWillHideNotification",
                "name.textFieldDidEndEditing(_:reason:) textField: name, reason: .committed", "name.textDidEndEditingNotification",
                "kb.keyboardDidChangeFrameNotification", "kb.keyboardDidHideNotification",
            ])
        #expect(done.result.states.last?["name"] == "idle")
        #expect(done.result.states.last?["kb"] == "hidden")
    }

    @Test func theReturnKeyAloneOnlyAsksTheDelegate() throws {
        let key = try run("  - return-key: { field: name }", setup: "[{ focus: { field: name } }]")
        #expect(key.calls == key.trace("name.textFieldShouldReturn"))
        #expect(key.result.states.last?["name"] == "editing")
    }

    @Test func beforeIOS10ATextFieldHearsDidEndEditingWithoutAReason() throws {
        let done = try run("  - resign: { field: name }", setup: "[{ focus: { field: name } }]", ios: 9)
        #expect(done.calls(only: ["editing"]).contains("name.textFieldDidEndEditing(_:)"))
        #expect(!done.calls.contains("name.textFieldDidEndEditing(_:reason:)"))
    }

    /// iOS 11 and later: the keyboard stays and posts only the change-frame pair.
    @Test func switchingFieldsFromIOS11PostsOnlyTheChangeFramePair() throws {
        let next = try run("  - focus: { field: email }", setup: "[{ focus: { field: name } }]")
        #expect(
            next.calls
                == next.trace(
                    "email.textFieldShouldBeginEditing", "name.textFieldShouldEndEditing", "name.textFieldDidEndEditing(_:reason:)",
                    "name.textDidEndEditingNotification", "email.textFieldDidBeginEditing", "email.textDidBeginEditingNotification",
                    "kb.keyboardWillChangeFrameNotification", "kb.keyboardDidChangeFrameNotification"))
        #expect(next.result.states.last?["kb"] == "shown")
        #expect(next.behaviourIDs == ["keyboard.text-input.switch", "ios.text-field-end-reason", "keyboard.text-input.switch.from-ios11"])
    }

    /// Until iOS 10 the show notifications come again, with no hide in between.
    @Test func switchingFieldsUntilIOS10PostsTheShowNotificationsAgain() throws {
        let next = try run("  - focus: { field: email }", setup: "[{ focus: { field: name } }]", ios: 10)
        #expect(
            next.calls(only: ["keyboard"])
                == next.trace(
                    "kb.keyboardWillChangeFrameNotification", "kb.keyboardWillShowNotification",
                    "kb.keyboardDidChangeFrameNotification", "kb.keyboardDidShowNotification"))
        #expect(next.result.behaviours.contains("keyboard.text-input.switch.until-ios10"))
    }

    @Test func switchingToATextViewPutsItsDidBeginAfterTheKeyboardsWillNotification() throws {
        let next = try run("  - focus: { field: notes }", setup: "[{ focus: { field: name } }]")
        #expect(
            next.calls(only: ["keyboard", "textViewDidBeginEditing"])
                == next.trace(
                    "kb.keyboardWillChangeFrameNotification", "notes.textViewDidBeginEditing", "kb.keyboardDidChangeFrameNotification"))
    }

    /// The keyboard actions keep working without text fields, and refuse to fight them.
    @Test func keyboardActionsAndFocusDoNotMix() throws {
        let hide = try run("  - keyboard-hide", setup: "[{ focus: { field: name } }]")
        #expect(hide.problems.count == 1)
        #expect(hide.problems.first?.contains("keyboard-hide while 'name' is editing") == true)
        let focus = try run("  - focus: { field: name }", setup: "[keyboard-show]")
        #expect(focus.problems.first?.contains("focus of 'name' while the keyboard is shown by keyboard-show") == true)
        let plain = try run("  - keyboard-show\n  - keyboard-hide")
        #expect(plain.problems == [])
        #expect(plain.calls.count == 8)
    }

    /// No behaviour of text input rests on a recording: each one Apple does not document
    /// says what the sources say. Apple's overview documents the change-frame pair when the
    /// keyboard is already up (today's text, with no iOS version on it), and still the
    /// behaviour says where the version boundary comes from.
    @Test func everyTextInputBehaviourWithoutDocumentationSaysWhatIsUncertain() {
        let switched = BehaviourRegistry.behaviour("keyboard.text-input.switch.from-ios11")
        #expect(
            switched.documentation.map(\.quote) == [
                "If the keyboard or another input view was already visible, the system posts the keyboardWillChangeFrameNotification and keyboardDidChangeFrameNotification notifications instead."
            ])
        #expect(switched.disagreement?.contains("2017") == true)
        let ids = [
            "keyboard.text-field.begin", "keyboard.text-view.begin", "keyboard.text-input.end", "keyboard.text-input.switch",
            "keyboard.text-input.switch.until-ios10",
        ]
        for id in ids {
            let behaviour = BehaviourRegistry.behaviour(BehaviourID(rawValue: id))
            #expect(behaviour.documentation.isEmpty, "\(id) is not Apple's word")
            #expect(behaviour.disagreement?.isEmpty == false, "\(id)")
            #expect(!behaviour.sources.isEmpty, "\(id)")
        }
    }

    @Test(arguments: [
        ("  - resign: { field: name }", "resign of 'name', which is not editing (nothing is editing)"),
        ("  - focus: { field: name }\n  - focus: { field: name }", "focus of 'name', which is already editing"),
        ("  - focus: { field: notes }\n  - return-key: { field: name }", "return-key of 'name', which is not editing ('notes' is editing)"),
    ])
    func illegalTextStep(steps: String, message: String) throws {
        let run = try run(steps)
        #expect(run.problems.count == 1)
        #expect(run.problems.first?.contains(message) == true, "\(run.problems)")
    }

    /// The derived diagram's graph: a text field goes idle → editing and back, with its
    /// own calls only.
    @Test func theTextFieldGraphBeginsAndEnds() {
        let graph = ModelExplorer.graph(for: .textField, config: EngineConfig(ios: 17))
        #expect(graph.states == ["idle", "editing"])
        #expect(
            graph.edges(from: "idle", to: "editing").map(\.calls).contains([
                "textFieldShouldBeginEditing(_:)", "textFieldDidBeginEditing(_:)", "textDidBeginEditingNotification",
            ]))
        #expect(
            Set(graph.edges(from: "editing", to: "idle").map(\.calls)).isSuperset(of: [
                ["textFieldShouldEndEditing(_:)", "textFieldDidEndEditing(_:reason:)", "textDidEndEditingNotification"],
                [
                    "textFieldShouldReturn(_:)", "textFieldShouldEndEditing(_:)", "textFieldDidEndEditing(_:reason:)",
                    "textDidEndEditingNotification",
                ],
            ]))
    }
}
