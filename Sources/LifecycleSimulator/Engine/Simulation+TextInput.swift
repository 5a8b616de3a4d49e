internal import LifecycleModel

/// Text fields and text views becoming and resigning first responder, and the keyboard
/// notifications that come with them (docs/research/text-input.md).
///
/// A text-field or text-view object stands for the control, its delegate and an observer
/// of its editing notifications: each delegate call is followed by its notification
/// (`textFieldDidBeginEditing(_:)`, then `textDidBeginEditingNotification`). The keyboard
/// notifications go to every keyboard observer, as for `keyboard-show`.
///
/// No plain console log of these orders was found: each behaviour here is unverified, and
/// its registry entry says what the sources say, where they disagree.
extension Simulation {
    /// `focus {field}`: the field becomes first responder. With the keyboard hidden it
    /// slides in; with another field editing, editing moves over and the keyboard stays.
    mutating func focus(_ field: String) throws {
        if world.editing == field {
            throw SimulationError("focus of '\(field)', which is already editing", hint: "focus another field, or resign this one")
        }
        if let current = world.editing { return switchEditing(from: current, to: field) }
        if world.keyboardShown {
            throw SimulationError(
                "focus of '\(field)' while the keyboard is shown by keyboard-show",
                hint: "keyboard-show stands for a text input the scenario does not declare: use focus instead of it, or keyboard-hide first")
        }
        let names = EditingCalls(kind(of: field)!, ios: config.ios)
        let begin: BehaviourID = names.isTextField ? .textFieldBegin : .textViewBegin
        emit(field, names.shouldBegin, [argument(names, field)], begin)
        world.keyboardShown = true
        if names.isTextField {
            beginEditing(field, names, begin)
            postKeyboard(["keyboardWillChangeFrameNotification", "keyboardWillShowNotification"], .keyboardShow)
        } else {
            postKeyboard(["keyboardWillChangeFrameNotification", "keyboardWillShowNotification"], .keyboardShow)
            beginEditing(field, names, begin)
        }
        postKeyboard(["keyboardDidChangeFrameNotification", "keyboardDidShowNotification"], .keyboardShow)
    }

    /// `resign {field}`: the editing field resigns first responder and the keyboard slides out.
    mutating func resign(_ field: String) throws {
        try requireEditing(field, for: "resign")
        endEditingAndHide(field)
    }

    /// `return-key {field, [resigns]}`: the delegate is asked whether to process the return
    /// key; when it resigns first responder there, editing ends inside that call.
    mutating func returnKey(_ field: String, resigns: Bool) throws {
        try requireEditing(field, for: "return-key")
        emit(field, "textFieldShouldReturn(_:)", [.init("textField", field)], .textFieldReturn)
        if resigns { endEditingAndHide(field) }
    }

    /// Refuses `keyboard-hide` while a declared field holds the keyboard up.
    func refuseKeyboardHideWhileEditing() throws {
        guard let field = world.editing else { return }
        throw SimulationError(
            "keyboard-hide while '\(field)' is editing", hint: "end its editing with resign: { field: \(field) } (or return-key)")
    }
}

private extension Simulation {
    /// The callback names of a text field or a text view.
    struct EditingCalls {
        var isTextField: Bool
        var shouldBegin, didBegin, shouldEnd, didEnd: String
        /// `textField` or `textView`: the label of the delegate calls' argument.
        var label: String
        /// Before iOS 10 a text field's delegate hears textFieldDidEndEditing(_:).
        var didEndArguments: [TraceEvent.Argument]

        init(_ kind: ObjectKind, ios: Int) {
            isTextField = kind == .textField
            let prefix = isTextField ? "textField" : "textView"
            shouldBegin = prefix + "ShouldBeginEditing(_:)"
            didBegin = prefix + "DidBeginEditing(_:)"
            shouldEnd = prefix + "ShouldEndEditing(_:)"
            label = prefix
            let withReason = isTextField && ios >= 10
            didEnd = withReason ? "textFieldDidEndEditing(_:reason:)" : prefix + "DidEndEditing(_:)"
            didEndArguments = withReason ? [.init("reason", ".committed")] : []
        }
    }

    func requireEditing(_ field: String, for action: String) throws {
        guard world.editing == field else {
            let now = world.editing.map { "'\($0)' is editing" } ?? "nothing is editing"
            throw SimulationError("\(action) of '\(field)', which is not editing (\(now))", hint: "focus it first")
        }
    }

    /// didBegin and its notification: the field is first responder now.
    mutating func beginEditing(_ field: String, _ names: EditingCalls, _ behaviour: BehaviourID) {
        world.editing = field
        emit(field, names.didBegin, [argument(names, field)], behaviour)
        emit(field, "textDidBeginEditingNotification", [], behaviour)
    }

    /// didEnd and its notification: the field is no longer first responder.
    mutating func endEditing(_ field: String, _ names: EditingCalls, _ behaviour: BehaviourID) {
        world.editing = nil
        if names.isTextField { noteBehaviour(.iosTextFieldEndReason) }
        emit(field, names.didEnd, [argument(names, field)] + names.didEndArguments, behaviour)
        emit(field, "textDidEndEditingNotification", [], behaviour)
    }

    /// Editing ends and nothing takes it: the keyboard goes, its will-notifications before
    /// the field's didEnd, its did-notifications after the animation.
    mutating func endEditingAndHide(_ field: String) {
        let names = EditingCalls(kind(of: field)!, ios: config.ios)
        emit(field, names.shouldEnd, [argument(names, field)], .textInputEnd)
        world.keyboardShown = false
        postKeyboard(["keyboardWillChangeFrameNotification", "keyboardWillHideNotification"], .keyboardHide)
        endEditing(field, names, .textInputEnd)
        postKeyboard(["keyboardDidChangeFrameNotification", "keyboardDidHideNotification"], .keyboardHide)
    }

    /// Another field is tapped while `current` edits: the new one is asked first, the old
    /// one asked and ended, then the new one begins. The keyboard stays on screen; what it
    /// posts depends on the version (`textInputSwitchKeyboard…`).
    mutating func switchEditing(from current: String, to field: String) {
        let old = EditingCalls(kind(of: current)!, ios: config.ios)
        let new = EditingCalls(kind(of: field)!, ios: config.ios)
        emit(field, new.shouldBegin, [argument(new, field)], .textInputSwitch)
        emit(current, old.shouldEnd, [argument(old, current)], .textInputSwitch)
        endEditing(current, old, .textInputSwitch)
        let untilIOS10 = config.ios <= 10
        let keyboard: BehaviourID = untilIOS10 ? .textInputSwitchKeyboardUntil10 : .textInputSwitchKeyboardFrom11
        let will = untilIOS10 ? ["keyboardWillChangeFrameNotification", "keyboardWillShowNotification"] : ["keyboardWillChangeFrameNotification"]
        let did = untilIOS10 ? ["keyboardDidChangeFrameNotification", "keyboardDidShowNotification"] : ["keyboardDidChangeFrameNotification"]
        if new.isTextField {
            beginEditing(field, new, .textInputSwitch)
            postKeyboard(will, keyboard)
        } else {
            postKeyboard(will, keyboard)
            beginEditing(field, new, .textInputSwitch)
        }
        postKeyboard(did, keyboard)
    }

    func argument(_ names: EditingCalls, _ field: String) -> TraceEvent.Argument {
        .init(names.label, field)
    }
}
