extension BehaviourID {
    static let vcAppearanceSwitch: BehaviourID = "vc.appearance-switch"
    static let vcAppearanceSwitchOnReturn: BehaviourID = "vc.appearance-switch.on-return"
    static let vcAppearanceLayout: BehaviourID = "vc.appearance-switch.layout"
}

extension Source {
    static let appleTraitEnvironment = EvidenceSource(
        "UITraitEnvironment (Apple)", "https://developer.apple.com/documentation/uikit/uitraitenvironment")
    static let appleSupportingDarkMode = EvidenceSource(
        "Supporting Dark Mode in your interface (Apple)", "https://developer.apple.com/documentation/uikit/supporting-dark-mode-in-your-interface")
    static let so63372828 = EvidenceSource(
        "iOS dark mode. User Interface Style changes back and forth on entering on the background (Stack Overflow question 63372828, read through a mirror)",
        "https://stackoverflow.com/questions/63372828")
    static let miyakesoControlCenter = EvidenceSource(
        "ダークモード対応の罠: Dark Mode switched in Control Center calls traitCollectionDidChange (miyakeso, Qiita, 2020-08-17, no log)",
        "https://qiita.com/miyakeso/items/dd0a54ee46813aadaaef", language: "ja")
    static let flutter50732 = EvidenceSource(
        "Dark Mode switched in Control Center: the Flutter UI changed only about 1.4 s after Control Center closed (flutter issue 50732, 2020)",
        "https://github.com/flutter/flutter/issues/50732")
    static let traitsInLayoutPass = EvidenceSource(
        "Views update their traits before layout (notes of WWDC23 “Unleash the UIKit trait system”)",
        "https://github.com/WWDCNotes/Content/blob/main/content/notes/wwdc23/10057.md")
}

extension BehaviourRegistry {
    static let interfaceStyle: [Behaviour] = [
        Behaviour(
            .vcAppearanceSwitch,
            "A switch between Light and Dark while a window is in front: each controller it shows hears "
                + "traitCollectionDidChange(_:) with the previous style, parents first",
            sources: [Source.miyakesoControlCenter, Source.flutter50732, Source.appleTraitsTopDown],
            documentation: [
                Source.appleSupportingDarkMode.quoting(
                    "When the user changes the system appearance, the system automatically asks each window and view to redraw itself. During this process, the system calls several well-known methods for both macOS and iOS, listed in the following table, to update your content."
                ),
                Source.appleTraitEnvironment.quoting(
                    "The trait system propagates values from the top of the view hierarchy downward, to every view controller and view in your app."),
            ],
            disagreement:
                "Apple's table of those methods lists traitCollectionDidChange(_:) for a view controller. A switch in Control Center "
                + "comes while Control Center covers the app (interrupt, switch-appearance, resume): a Qiita post says the call comes "
                + "then, and a Flutter app showed the change only once Control Center closed. UIKit delivers a controller's change as "
                + "its view is laid out (a call stack of iOS 11, not of Dark Mode), so a child's change may come inside its parent's "
                + "layout rather than after every parent's change, as the engine shows it. A controller that is not shown (under a "
                + "pushed one, behind a full-screen presentation) hears nothing, and its return is not modelled."),
        Behaviour(
            .vcAppearanceSwitchOnReturn,
            "A switch made while a window is in the background (in Settings) reaches it on its return: traitCollectionDidChange(_:) "
                + "after it is told it will enter the foreground, before it becomes active",
            sources: [Source.so63372828],
            disagreement:
                "A Stack Overflow question, read through a mirror (about 2020, iOS not stated), prints the change while "
                + "the app is inactive on its way back. It names no class and prints no delegate call, so its place after "
                + "sceneWillEnterForeground(_:) is the engine's reading of “inactive”."),
        Behaviour(
            .vcAppearanceLayout,
            "After a switch of appearance the controllers on screen may lay out again, with the new style in place; the engine marks "
                + "the pass “×0 or more”",
            sources: [Source.traitsInLayoutPass],
            documentation: [
                Source.appleSupportingDarkMode.quoting(
                    "During this process, the system calls several well-known methods for both macOS and iOS, listed in the following table, to update your content. The system updates the trait environment before calling these methods, so if you make all of your appearance-sensitive changes in these methods, your app updates itself correctly."
                )
            ],
            disagreement:
                "Apple's table lists viewWillLayoutSubviews() and viewDidLayoutSubviews() among those methods; no log prints them beside "
                + "a switch."),
    ]
}
