import Diagnostics
import Testing

/// Every step the engine refuses comes with a hint that says what the world was or what
/// to write instead: the message says what was refused, and an author new to the model
/// cannot tell from it that scenarios start in portrait or that a navigation controller
/// keeps its root. Each case below reaches one refusal of the engine through a scenario.
@Suite struct EngineHintTests {
    static let vcs = "objects: { A: { kind: view-controller }, B: { kind: view-controller }, C: { kind: view-controller } }\n"
    static let nav = "objects: { nav: { kind: navigation-controller }, A: { kind: view-controller }, B: { kind: view-controller } }\n"
    static let tabs = "objects: { tabs: { kind: tab-bar-controller }, A: { kind: view-controller }, B: { kind: view-controller } }\n"
    static let pages = "objects: { pages: { kind: page-view-controller }, A: { kind: view-controller }, B: { kind: view-controller } }\n"
    static let views = "objects: { A: { kind: view-controller }, v: { kind: view } }\n"
    static let scenes = "config: { ios: 17, lifecycle: scenes, device: ipad }\n"

    /// (what is refused, the scenario): the scenario's last step is the refused one.
    static let refusals: [(String, String)] = [
        (
            "rotate to portrait, which is the current orientation",
            vcs + "setup: [launch, { show: { root: A } }]\nsteps: [{ rotate: { to: portrait } }]"
        ),
        ("rotate while the app is not-running", "steps: [{ rotate: { to: landscape } }]"),
        ("terminate while the app is not running", "steps: [terminate]"),
        ("launch while the app is already running (active)", "setup: [launch]\nsteps: [launch]"),
        ("interrupt while the app is not-running", "config: { ios: 12 }\nsteps: [interrupt]"),
        ("suspend while the app is active", "config: { ios: 12 }\nsetup: [launch]\nsteps: [suspend]"),
        ("pop of the root of 'nav'", nav + "setup: [launch, { show: { root: nav, stack: [A] } }]\nsteps: [{ pop: { on: nav } }]"),
        (
            "pop-to-root of 'nav', which shows its root already",
            nav + "setup: [launch, { show: { root: nav, stack: [A] } }]\nsteps: [{ pop-to-root: { on: nav } }]"
        ),
        (
            "push of 'A', which is already in 'nav's stack",
            nav + "setup: [launch, { show: { root: nav, stack: [A] } }]\nsteps: [{ push: { vc: A, on: nav } }]"
        ),
        (
            "push of 'B', which is already shown elsewhere",
            nav + "setup: [launch, { show: { root: nav, stack: [A] } }, { present: { vc: B, from: nav } }]\nsteps: [{ push: { vc: B, on: nav } }]"
        ),
        (
            "set-stack with an empty stack",
            nav + "setup: [launch, { show: { root: nav, stack: [A] } }]\nsteps: [{ set-stack: { on: nav, stack: [] } }]"
        ),
        (
            "a controller appears twice in the stack",
            nav + "setup: [launch, { show: { root: nav, stack: [A] } }]\nsteps: [{ set-stack: { on: nav, stack: [A, B, A] } }]"
        ),
        (
            "interactive-pop on 'nav', which is not on screen",
            nav + "setup: [launch, { show: { root: A } }]\nsteps: [{ push: { vc: B, on: nav } }, { interactive-pop: { on: nav, completes: true } }]"
        ),
        ("dismiss of 'A', which is not presented", vcs + "setup: [launch, { show: { root: A } }]\nsteps: [{ dismiss: { vc: A } }]"),
        (
            "present from 'A', which is already presenting",
            vcs + "setup: [launch, { show: { root: A } }, { present: { vc: B, from: A } }]\nsteps: [{ present: { vc: C, from: A } }]"
        ),
        (
            "present of 'A', which is already shown elsewhere",
            vcs + "setup: [launch, { show: { root: A } }]\nsteps: [{ present: { vc: A, from: A } }]"
        ),
        (
            "interactive-dismiss of 'B' while it presents 'C'",
            vcs
                + "setup: [launch, { show: { root: A } }, { present: { vc: B, from: A, style: pageSheet } }, { present: { vc: C, from: B } }]\nsteps: [{ interactive-dismiss: { vc: B, completes: true } }]"
        ),
        ("a controller cannot be its own child", vcs + "setup: [launch, { show: { root: A } }]\nsteps: [{ add-child: { child: A, parent: A } }]"),
        (
            "remove-child of 'B', which is not a child controller",
            vcs + "setup: [launch, { show: { root: A } }]\nsteps: [{ remove-child: { child: B } }]"
        ),
        ("release of 'B', which was never created", vcs + "setup: [launch, { show: { root: A } }]\nsteps: [{ release: { vc: B } }]"),
        ("release of 'A' while UIKit still holds it", vcs + "setup: [launch, { show: { root: A } }]\nsteps: [{ release: { vc: A } }]"),
        (
            "release of 'B', which no longer exists",
            vcs + "setup: [launch, { show: { root: A } }, { present: { vc: B, from: A } }, { dismiss: { vc: B } }]\nsteps: [{ release: { vc: B } }]"
        ),
        (
            "'B' was already deallocated",
            vcs
                + "setup: [launch, { show: { root: A } }, { present: { vc: B, from: A } }, { dismiss: { vc: B } }]\nsteps: [{ present: { vc: B, from: A } }]"
        ),
        ("set-tabs with no tabs", tabs + "setup: [launch]\nsteps: [{ set-tabs: { on: tabs, tabs: [] } }]"),
        ("a controller appears twice in the tabs", tabs + "setup: [launch]\nsteps: [{ set-tabs: { on: tabs, tabs: [A, A] } }]"),
        (
            "turn-page to 'A', which is the page shown",
            pages + "setup: [launch, { show: { root: pages, page: A } }]\nsteps: [{ turn-page: { on: pages, to: A } }]"
        ),
        ("'stack' does not apply to 'A', a view-controller", vcs + "setup: [launch]\nsteps: [{ show: { root: A, stack: [B] } }]"),
        (
            "remove-from-superview of 'v', which has no superview",
            views
                + "setup: [launch, { show: { root: A } }, { add-subview: { view: v, to: A } }, { remove-from-superview: { view: v } }]\nsteps: [{ remove-from-superview: { view: v } }]"
        ),
        ("keyboard-hide while the keyboard is hidden", "objects: { k: { kind: keyboard-observer } }\nsetup: [launch]\nsteps: [keyboard-hide]"),
        ("open-scene of 'scene', which is already connected", scenes + "setup: [launch]\nsteps: [{ open-scene: { scene: scene } }]"),
        (
            "close-scene of 'second', which is not in the foreground",
            scenes + "objects: { second: { kind: scene } }\nsetup: [launch]\nsteps: [{ close-scene: { scene: second } }]"
        ),
        (
            "disconnect-scene of 'second', which is not connected",
            scenes + "objects: { second: { kind: scene } }\nsetup: [launch]\nsteps: [{ disconnect-scene: { scene: second } }]"
        ),
        (
            "discard-scene of 'second', which has no session to discard",
            scenes
                + "objects: { second: { kind: scene } }\nsetup: [launch, { open-scene: { scene: second } }, { close-scene: { scene: second } }, { discard-scene: { scene: second } }]\nsteps: [{ discard-scene: { scene: second } }]"
        ),
        (
            "open-scene of 'second', whose session was discarded",
            scenes
                + "objects: { second: { kind: scene } }\nsetup: [launch, { open-scene: { scene: second } }, { close-scene: { scene: second } }, { discard-scene: { scene: second } }]\nsteps: [{ open-scene: { scene: second } }]"
        ),
        (
            "'open-scene' needs the scenes lifecycle",
            "config: { ios: 12 }\nobjects: { second: { kind: scene } }\nsetup: [launch]\nsteps: [{ open-scene: { scene: second } }]"
        ),
    ]

    @Test(arguments: refusals)
    func theRefusalHasAHint(refused: String, scenario: String) throws {
        let run = try simulate(scenario)
        let diagnostic = try #require(run.result.diagnostics.first, "no refusal")
        #expect(run.result.diagnostics.count == 1)
        #expect(diagnostic.id == "lifeline.engine.illegal-step")
        #expect(diagnostic.summary == refused)
        #expect(diagnostic.hint?.isEmpty == false, "no hint for '\(diagnostic.summary)'")
    }

    /// zj-insist's 2017 log (iOS 10): a present from a controller a full-screen one
    /// covers prints UIKit's warning, and the covered controller returns as if it had not
    /// been asked; a second present on a sheet's presenter is dropped too (firefox-ios#9755).
    @Test(arguments: [
        ("present: { vc: B, from: A, style: fullScreen }", "whose view is not in the window hierarchy"),
        ("present: { vc: B, from: A, style: pageSheet }", "which is already presenting"),
    ])
    func aPresentUIKitDropsSaysToLeaveTheStepOut(first: String, warning: String) throws {
        let run = try simulate(
            Self.vcs + "config: { ios: 17 }\nsetup: [launch, { show: { root: A } }, { \(first) }]\nsteps: [{ present: { vc: C, from: A } }]")
        let hint = try #require(run.result.diagnostics.first?.hint)
        #expect(hint.contains(warning))
        #expect(hint.contains("leave the step out"))
    }

    /// `presenter.dismiss(animated:)` is how most code dismisses (Apple's page for the
    /// method); the step names the controller that goes, and the hint says which.
    @Test func dismissingThePresenterNamesWhatItPresents() throws {
        let run = try simulate(
            Self.vcs + "config: { ios: 17 }\nsetup: [launch, { show: { root: A } }, { present: { vc: B, from: A } }]\nsteps: [{ dismiss: { vc: A } }]"
        )
        #expect(run.result.diagnostics.first?.summary == "dismiss of 'A', which is not presented")
        #expect(
            run.result.diagnostics.first?.hint
                == "'A' presents 'B'; the step names the controller that goes (presenter.dismiss(animated:) dismisses it): 'vc: B'")
    }

    @Test func rotatingToPortraitSaysScenariosStartThere() throws {
        let run = try simulate(Self.vcs + "setup: [launch, { show: { root: A } }]\nsteps: [{ rotate: { to: portrait } }]")
        #expect(run.result.diagnostics.first?.hint?.contains("scenarios start in portrait on an iPhone") == true)
    }
}
