import Foundation
import LifelineCLI
import TestSupport

/// Scenarios that match the recordings in the project's reference traces (shared/reference/traces/ of the team's workspace; each source is named below), and a helper
/// that writes one log next to them and runs `lifeline trace-check` in-process.
enum TraceCheckFixtures {
    /// One lifecycle file, one scenario per recording (the file and source in each comment).
    static let lifecycle = """
        id: traces
        title: Recorded traces
        object: view-controller
        scenarios:
          # vc-push.md, source 1: code-created controllers, animated push.
          - id: push
            title: Push
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
            steps:
              - push: { vc: B, on: nav, animated: true }
          # vc-push.md, source 2: storyboard segue, "push with animated".
          - id: push-storyboard
            title: Push by a storyboard segue
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller, from: storyboard }
              B: { kind: view-controller, from: storyboard }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
            steps:
              - push: { vc: B, on: nav, animated: true }
          # vc-pop.md, sources 1 and 2: back to A, animated.
          - id: pop
            title: Pop
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
              - push: { vc: B, on: nav }
            steps:
              - pop: { on: nav, animated: true }
          # vc-first-appearance.md, sources 1 and 3: the root controller, in code.
          - id: first-appearance
            title: First appearance
            objects:
              A: { kind: view-controller }
            setup: [launch]
            steps:
              - show: { root: A }
          # vc-first-appearance.md, source 2: the root controller inside a navigation controller.
          - id: first-appearance-in-nav
            title: First appearance in a navigation controller
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
            setup: [launch]
            steps:
              - show: { root: nav, stack: [A] }
          # vc-init-storyboard.md, source 1: a storyboard's initial controller.
          - id: storyboard-root
            title: Storyboard root
            objects:
              A: { kind: view-controller, from: storyboard }
            setup: [launch]
            steps:
              - show: { root: A }
          # vc-init-storyboard.md, source 2: FourthViewController from a storyboard, pushed.
          - id: storyboard-push
            title: Storyboard controller pushed
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              Fourth: { kind: view-controller, from: storyboard }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
            steps:
              - push: { vc: Fourth, on: nav }
          # app-background-foreground.md, source 1: the app-delegate life cycle (no scenes).
          - id: background-foreground
            title: Background and back
            config: { ios: 12 }
            objects:
              A: { kind: view-controller }
            setup:
              - launch
              - show: { root: A }
            steps:
              - background
              - foreground
          # view-add-to-window.md: a view added to a view that is in a window.
          - id: add-view
            title: Add a view
            objects:
              A: { kind: view-controller }
              v: { kind: view }
            setup:
              - launch
              - show: { root: A }
            steps:
              - add-subview: { view: v, to: A }
          # yagamo-style.com 2019-05-21 and kingcos: the root controller on screen, rotated.
          - id: rotation
            title: Rotation
            objects:
              A: { kind: view-controller }
            setup:
              - launch
              - show: { root: A }
            steps:
              - rotate: { to: landscape }
          # HustBroventure/iOS- UINavigationbar.md, section "model": A presents B full screen.
          - id: present-fullscreen
            title: Present full screen
            objects:
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: A }
            steps:
              - present: { vc: B, from: A, style: fullScreen, animated: true }
          # HustBroventure/iOS- UINavigationbar.md, section 应用启动 (iOS 9): launch, home screen, back.
          - id: launch
            title: Launch, background and back
            config: { ios: 9 }
            objects:
              A: { kind: view-controller }
            setup:
              - show: { root: A }
            steps:
              - launch
              - background
              - foreground
          # Stack Overflow 25946121 and IQKeyboardManager #924: one object observes the keyboard.
          - id: keyboard-show
            title: The keyboard appears
            objects:
              observer: { kind: keyboard-observer }
            steps:
              - keyboard-show
          # Not a recording: the shape of a controller that is a text field's delegate and
          # observes the keyboard, printing both under its own class.
          - id: focus-field
            title: A text field is tapped
            objects:
              kb: { kind: keyboard-observer }
              name: { kind: text-field }
              email: { kind: text-field }
            steps:
              - focus: { field: name }
          # Not a recording: a SwiftUI app observing scenePhase, home and back.
          - id: swiftui-return
            title: Home and back
            config: { ios: 17, lifecycle: swiftui }
            objects:
              ui: { kind: swiftui-app }
            setup: [launch]
            steps:
              - background
              - foreground
          # Not a recording: a step that makes no call (nothing waits to be laid out).
          - id: quiet
            title: Nothing to lay out
            objects:
              A: { kind: view-controller }
              v: { kind: view }
            setup:
              - launch
              - show: { root: A }
              - add-subview: { view: v, to: A }
            steps:
              - layout-if-needed: { view: v }
          # Not a recording: A appears twice in the traced steps, for the "log ends early" case.
          - id: show-push-pop
            title: Show, push and pop
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup: [launch]
            steps:
              - show: { root: nav, stack: [A] }
              - push: { vc: B, on: nav }
              - pop: { on: nav }
        """

    /// `lifeline trace-check <dir>/traces.yaml SCENARIO <dir>/console.log ARGUMENTS…`.
    static func check(_ scenario: String, log: String, _ arguments: String...) throws
        -> (status: CLI.ExitStatus, console: RecordingConsole)
    {
        try check(scenario, log: log, arguments)
    }

    static func check(_ scenario: String, log: String, _ arguments: [String]) throws
        -> (status: CLI.ExitStatus, console: RecordingConsole)
    {
        try check(scenario, of: lifecycle, log: log, arguments)
    }

    /// The same on a suite's own lifecycle file.
    static func check(_ scenario: String, of lifecycle: String, log: String, _ arguments: [String]) throws
        -> (status: CLI.ExitStatus, console: RecordingConsole)
    {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(["traces.yaml": lifecycle, "console.log": log], into: directory)
            return lifeline(
                [
                    "trace-check", path("traces.yaml", in: directory), scenario,
                    path("console.log", in: directory),
                ] + arguments)
        }
    }

    /// What an agreeing check prints for a log of `lines` lines, all read as `calls` calls.
    static func agreement(lines: Int, calls: Int, scenario: String) -> [String] {
        [
            "read \(lines) line\(lines == 1 ? "" : "s"): \(calls) calls on objects of \(scenario), no lines ignored",
            "agreement: \(calls) calls match the simulated order of \(scenario)",
        ]
    }

    static func path(_ name: String, in directory: URL) -> String {
        directory.appendingPathComponent(name).path
    }
}
