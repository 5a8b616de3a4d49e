extension BehaviourID {
    static let textFieldBegin: BehaviourID = "keyboard.text-field.begin"
    static let textViewBegin: BehaviourID = "keyboard.text-view.begin"
    static let textInputEnd: BehaviourID = "keyboard.text-input.end"
    static let textInputSwitch: BehaviourID = "keyboard.text-input.switch"
    static let textInputSwitchKeyboardUntil10: BehaviourID = "keyboard.text-input.switch.until-ios10"
    static let textInputSwitchKeyboardFrom11: BehaviourID = "keyboard.text-input.switch.from-ios11"
    static let textFieldReturn: BehaviourID = "keyboard.text-field.return"
    static let iosTextFieldEndReason: BehaviourID = "ios.text-field-end-reason"
}

/// docs/research/text-input.md. The two recordings found are IQKeyboardManager debug
/// logs: they print the library's own handler names, not the notifications', and the
/// library works in between (it adds a toolbar and reloads input views, which is reported
/// to cause extra keyboard notifications), so they are cited, not attached.
extension BehaviourRegistry {
    static let textInput: [Behaviour] = [
        Behaviour(
            .textFieldBegin,
            "A text field is tapped with the keyboard hidden: textFieldShouldBeginEditing, textFieldDidBeginEditing and textDidBeginEditingNotification, then the keyboard's will-notifications",
            sources: [
                Source.iqKeyboardManager924, Source.grummitt2016, Source.iqKeyboardManager271, Source.surfstudio34, Source.appleTextFieldDelegate,
            ],
            disagreement:
                "Sources disagree. An IQKeyboardManager debug log (issue 924, iOS 11 or later) prints its handler of the begin-editing notification before its keyboardWillShow handler, and an article (2016), the library's maintainer (2015) and a pull request (2019) say the same of textFieldDidBeginEditing. Apple's UITextFieldDelegate overview lists the keyboard's show notifications as step 2 and textFieldDidBeginEditing as step 3. The engine follows the log and the claims."
        ),
        Behaviour(
            .textViewBegin,
            "A text view is tapped with the keyboard hidden: textViewShouldBeginEditing, the keyboard's will-notifications, then textViewDidBeginEditing and textDidBeginEditingNotification",
            sources: [
                Source.iqKeyboardManager1378, Source.grummitt2016, Source.iqKeyboardManager271, Source.surfstudio34, Source.textProgrammingGuide,
            ],
            disagreement:
                "An IQKeyboardManager debug log (issue 1378, iOS 11.4 simulator) prints keyboardWillShow first, with no begin-editing line before it; the rest of the log is not in our copy. An article, the maintainer and a pull request (2014-2019) say the same: a text view is the other way round from a text field. Where textViewShouldBeginEditing falls is only Apple's old guide (before the object becomes first responder)."
        ),
        Behaviour(
            .textInputEnd,
            "The editing field resigns with nothing taking over: textFieldShouldEndEditing (or textViewShouldEndEditing), the keyboard's will-notifications, then textFieldDidEndEditing (textViewDidEndEditing) and textDidEndEditingNotification, then the did-notifications",
            sources: [Source.iqKeyboardManager271, Source.easck2020, Source.appleTextFieldShouldEnd, Source.appleTextFieldDidEndReason],
            disagreement:
                "The library's 2013 diagram puts keyboardWillHide before the end-editing notification; an article (2020) puts both hide notifications first and textFieldDidEndEditing last, as Apple's overview orders its steps (hide the keyboard, then didEnd); the engine keeps the did-notifications after the keyboard's animation."
        ),
        Behaviour(
            .textInputSwitch,
            "Another field is tapped while one edits: the new field's shouldBeginEditing, the old field's shouldEndEditing, its didEndEditing and notification, then the new field's didBeginEditing and notification",
            sources: [Source.appleTextFieldDelegate, Source.appleTextFieldShouldEnd, Source.mlInputDodger33],
            disagreement:
                "The order is read from Apple's text: shouldBeginEditing comes before the new field becomes first responder, which makes the old one resign, and shouldEndEditing comes before that focus change. Reports that textFieldShouldBeginEditing can be called twice (canBecomeFirstResponder asks it too) are not modelled."
        ),
        Behaviour(
            .textInputSwitchKeyboardUntil10,
            "Up to and including iOS 10, moving editing to another field with the keyboard up posts the show notifications again: willChangeFrame, willShow, didChangeFrame, didShow, with no hide",
            sources: [Source.openradar34432484, Source.newbeFirstResponder, Source.tpKeyboardAvoiding8, Source.mlInputDodger33],
            disagreement:
                "Disputed. A 2017 bug report (openradar 34432484) says that up to iOS 10 the show notifications were sent whenever a field became first responder, and an answer lists the four when the fields have an input accessory view. A 2012 pull request (iOS 5) saw no keyboard notification between two fields unless their input views differed, and a 2016 issue (iOS 7) none when the keyboard's type and frame did not change."
        ),
        Behaviour(
            .textInputSwitchKeyboardFrom11,
            "From iOS 11, moving editing to another field with the keyboard up posts only keyboardWillChangeFrame and keyboardDidChangeFrame",
            sources: [Source.appleTextFieldDelegate, Source.velogTextFieldDelegate, Source.openradar34432484, Source.freshOSKeyboardGuide9],
            documentation: [
                Source.appleTextFieldDelegate.quoting(
                    "If the keyboard or another input view was already visible, the system posts the keyboardWillChangeFrameNotification and keyboardDidChangeFrameNotification notifications instead."
                )
            ],
            disagreement:
                "Apple's overview says, with no iOS version, that with the keyboard already visible the change-frame notifications are posted instead of the show ones; the 2017 bug report says the show notifications stopped in iOS 11. A 2017 pull request saw no willChangeFrame at all when the keyboard stayed up across a push, and an undated answer saw the four show notifications for fields with their own input accessory views."
        ),
        Behaviour(
            .textFieldReturn,
            "The return key: textFieldShouldReturn(_:); editing ends inside it only when the delegate resigns first responder there",
            sources: [Source.appleTextFieldShouldReturn]),
        Behaviour(
            .iosTextFieldEndReason,
            "iOS 10 and later: a text field's delegate hears textFieldDidEndEditing(_:reason:) in preference to textFieldDidEndEditing(_:)",
            sources: [Source.appleTextFieldDidEndReason, Source.appleTextFieldDidEnd],
            documentation: [
                Source.appleTextFieldDidEnd.quoting(
                    "If your delegate also implements the textFieldDidEndEditing(_:reason:) method, UIKit calls that method in preference to this one."
                )
            ]),
    ]
}

extension Source {
    static let appleTextFieldDelegate = EvidenceSource(
        "UITextFieldDelegate overview (Apple): the steps of an editing session, the keyboard's notifications before textFieldDidBeginEditing",
        "https://developer.apple.com/documentation/uikit/uitextfielddelegate")
    static let velogTextFieldDelegate = EvidenceSource(
        "UITextFieldDelegate overview, Apple's text translated in full (velog, 2021)", "https://velog.io/@panther222128/UITextFieldDelegate")
    static let appleTextFieldShouldEnd = EvidenceSource(
        "textFieldShouldEndEditing(_:) (Apple): called before the focus change, when the user selects another control or on resignFirstResponder",
        "https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldendediting(_:)")
    static let appleTextFieldDidEnd = EvidenceSource(
        "textFieldDidEndEditing(_:) (Apple): after the text field resigns; the reason variant is called in preference",
        "https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:)")
    static let appleTextFieldDidEndReason = EvidenceSource(
        "textFieldDidEndEditing(_:reason:) (Apple; iOS 10.0+)",
        "https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:reason:)")
    static let appleTextFieldShouldReturn = EvidenceSource(
        "textFieldShouldReturn(_:) (Apple): called whenever the user taps the return button; call resignFirstResponder() there to dismiss the keyboard",
        "https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:)")
    static let textProgrammingGuide = EvidenceSource(
        "Text Programming Guide for iOS, the delegate messages of text fields and text views (Apple's old text, copied)",
        "https://u72.net/daima/wvcc.html")
    static let iqKeyboardManager924 = EvidenceSource(
        "IQKeyboardManager issue 924: a debug log with its textFieldViewDidBeginEditing handler before keyboardWillShow (text field)",
        "https://github.com/hackiftekhar/IQKeyboardManager/issues/924")
    static let iqKeyboardManager1378 = EvidenceSource(
        "IQKeyboardManager issue 1378: a debug log with keyboardWillShow first (text view, iOS 11.4 simulator, 2018)",
        "https://github.com/hackiftekhar/IQKeyboardManager/issues/1378")
    static let iqKeyboardManager271 = EvidenceSource(
        "IQKeyboardManager issue 271: the maintainer on text field versus text view notification order (2015)",
        "https://github.com/hackiftekhar/IQKeyboardManager/issues/271")
    static let grummitt2016 = EvidenceSource(
        "Keyboards, text views and first responders (Craig Grummitt, 2016)",
        "https://craiggrummitt.com/2016/07/18/keyboards-text-views-and-first-responders/")
    static let surfstudio34 = EvidenceSource(
        "Text field before keyboard, text view after (surfstudio/iOS-Utils pull request 34, 2019)", "https://github.com/surfstudio/iOS-Utils/pull/34")
    static let easck2020 = EvidenceSource(
        "UITextField editing order: the hide notifications, then textFieldDidEndEditing (easck, 2020)",
        "https://wap.easck.com/cos/2020/0121/460177_2.shtml")
    static let openradar34432484 = EvidenceSource(
        "Keyboard show and hide notifications no longer sent on a first responder change in iOS 11 (openradar 34432484 mirror, 2017)",
        "https://github.com/lionheart/openradar-mirror/issues/18382")
    static let freshOSKeyboardGuide9 = EvidenceSource(
        "No keyboardWillChangeFrame when the keyboard stays up between controllers, iOS 11 (freshOS/KeyboardLayoutGuide pull request 9, 2017)",
        "https://github.com/freshOS/KeyboardLayoutGuide/pull/9")
    static let tpKeyboardAvoiding8 = EvidenceSource(
        "No keyboard events when moving from one text field to another (TPKeyboardAvoiding pull request 8, 2012)",
        "https://github.com/michaeltyson/TPKeyboardAvoiding/pull/8")
    static let mlInputDodger33 = EvidenceSource(
        "Show notification not posted when keyboard type and frame do not change, iOS 7; shouldBeginEditing asked twice (MLInputDodger issue 33, 2016)",
        "https://github.com/molon/MLInputDodger/issues/33")
}
