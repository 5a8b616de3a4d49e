import Testing

/// SwiftUI changes made while the app is in the background are refused (no recording shows
/// when their onAppear and onDisappear run), as a `.task(id:)` change then was; a
/// UIHostingController is held to SwiftUI's iOS 13 as a view placed directly is.
@Suite struct SwiftUIInBackgroundTests {
    private let objects = """
          stack: { kind: navigation-stack }
          Home: { kind: swiftui-view }
          Detail: { kind: swiftui-view }
          Sheet: { kind: swiftui-view }
          Banner: { kind: swiftui-view, inside: Home }
        """

    @Test(arguments: [
        "push: { vc: Detail, on: stack }", "sheet: { view: Sheet, from: Home }", "remove-view: { view: Banner }",
        "full-screen-cover: { view: Sheet, from: Home }",
    ])
    func aChangeInTheBackgroundIsRefused(step: String) throws {
        let run = try simulate(
            config: "{ ios: 17, lifecycle: swiftui }", objects: objects,
            setup: "  - show: { root: stack, stack: [Home] }\n  - launch\n  - background", steps: "  - \(step)")
        let action = String(step.prefix { $0 != ":" })
        #expect(
            run.problems.first?.contains("\(action) while the app is in the background, which would change the SwiftUI view") == true,
            "\(run.problems)")
        #expect(run.result.diagnostics.first?.hint == "make the change before the app leaves the foreground, or after it returns (foreground)")
    }

    @Test func theSameChangeAfterTheReturnIsTraced() throws {
        let run = try simulate(
            config: "{ ios: 17, lifecycle: swiftui }", objects: objects,
            setup: "  - show: { root: stack, stack: [Home] }\n  - launch\n  - background\n  - foreground",
            steps: "  - push: { vc: Detail, on: stack }")
        #expect(run.problems == [])
        #expect(run.calls(only: ["appearance"]).contains("Detail.onAppear"))
    }

    /// A stack given its root at a launch into the background changes nothing on screen;
    /// a hosting controller pushed in the background changes its SwiftUI view.
    @Test func onlyAChangeOnScreenIsRefused() throws {
        let root = try simulate(
            config: "{ ios: 17 }", objects: objects,
            setup: "  - launch: { into: background, for: fetch }", steps: "  - set-stack: { on: stack, stack: [Home] }")
        #expect(root.problems == [])
        let hosted = try simulate(
            config: "{ ios: 17 }",
            objects:
                "      nav: { kind: navigation-controller }\n      A: { kind: view-controller }\n      Host: { kind: view-controller, hosts: Screen }\n      Screen: { kind: swiftui-view }",
            setup: "  - launch\n  - show: { root: nav, stack: [A] }\n  - background", steps: "  - push: { vc: Host, on: nav }")
        #expect(hosted.problems.first?.contains("which would change the SwiftUI view 'Screen'") == true, "\(hosted.problems)")
    }

    /// A UIKit push in the background stays as it was: it is the engine's model, labelled
    /// unverified, not a SwiftUI update.
    @Test func aUIKitPushInTheBackgroundIsNotRefusedHere() throws {
        let run = try simulate(
            config: "{ ios: 17 }",
            objects: "      nav: { kind: navigation-controller }\n      A: { kind: view-controller }\n      B: { kind: view-controller }",
            setup: "  - launch\n  - show: { root: nav, stack: [A] }\n  - background", steps: "  - push: { vc: B, on: nav }")
        #expect(run.problems == [])
    }

    @Test func aHostingControllerNeedsIOS13() throws {
        let run = try simulate(
            config: "{ ios: 12 }",
            objects: "      Host: { kind: view-controller, hosts: Screen }\n      Screen: { kind: swiftui-view }",
            setup: "  - launch", steps: "  - show: { root: Host }")
        #expect(
            run.problems.first?.contains("'Host' hosts the SwiftUI view 'Screen': UIHostingController needs iOS 13 or later") == true,
            "\(run.problems)")
    }
}
