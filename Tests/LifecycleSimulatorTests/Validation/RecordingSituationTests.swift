import LifecycleModel
import LifecycleSimulator
import Testing

/// A log records a call only in the situation it was taken in. One behaviour puts a
/// SwiftUI view's `onAppear` before the old view's `onDisappear` on a tab switch and on a
/// push; a printed tab switch says nothing of the push, whose rows the reader trial found
/// "recorded" from "tab 1 appear" (2026-12-07), as it found a view holding others at
/// launch recorded by a tab's line at launch.
@Suite struct RecordingSituationTests {
    static let lifecycle = """
        id: views
        title: Views
        object: swiftui-view
        config: { lifecycle: swiftui }
        scenarios:
          - id: tab-switch
            title: Switching tabs
            objects:
              tabs: { kind: tab-view }
              First: { kind: swiftui-view }
              Second: { kind: swiftui-view }
            setup:
              - show: { root: tabs, tabs: [First, Second] }
            steps:
              - launch
              - select-tab: { on: tabs, index: 1 }
            only: [appearance]
            logs: [tabs]
          - id: push
            title: Push
            objects:
              stack: { kind: navigation-stack }
              Home: { kind: swiftui-view }
              Detail: { kind: swiftui-view }
            setup:
              - show: { root: stack, stack: [Home] }
              - launch
            steps:
              - push: { vc: Detail, "on": stack }
          - id: holder
            title: A tab holding a view
            objects:
              tabs: { kind: tab-view }
              Holder: { kind: swiftui-view }
              Inner: { kind: swiftui-view, inside: Holder }
              Other: { kind: swiftui-view }
            setup:
              - show: { root: tabs, tabs: [Holder, Other] }
            steps:
              - launch

        """

    static let log = """
        ---
        title: "Tabs"
        url: https://example.com/tabs
        action: "two tabs, the second tapped"
        excerpt: "all lines"
        map: { First: "tab 1", Second: "tab 2" }
        calls: { appear: onAppear, disappear: onDisappear }
        instrumented: [onAppear, onDisappear]
        ---
        tab 1 appear
        tab 2 appear
        tab 1 disappear

        """

    @Test func aTabSwitchLogDoesNotRecordAPush() throws {
        let validated = try validate(["lifecycles/views.yaml": Self.lifecycle, "evidence/tabs.log": Self.log])
        #expect(validated.messages == [])
        let context = try #require(validated.context)
        let lifecycle = try #require(context.catalog.lifecycle(id: "views"))
        func levels(_ id: String) throws -> [String: EvidenceLevel] {
            let scenario = try #require(lifecycle.scenario(id: id))
            let events = try #require(context.result(lifecycle, scenario)).events
            return Dictionary(events.map { ($0.notation, context.evidence.level(of: $0)) }, uniquingKeysWith: { first, _ in first })
        }
        let tabs = try levels("tab-switch")
        #expect(tabs["Second.onAppear"] == .recorded)
        #expect(tabs["First.onDisappear"] == .recorded)
        let push = try levels("push")
        #expect(push["Detail.onAppear"] != nil && push["Detail.onAppear"] != .recorded)
        #expect(push["Home.onDisappear"] != nil && push["Home.onDisappear"] != .recorded)
        // The same step, the same kind of view: but one holding another has a place among
        // the views in its body, which a log of a view alone does not show.
        #expect(tabs["First.onAppear"] == .recorded)
        let holder = try levels("holder")
        #expect(holder["Holder.onAppear"] != nil && holder["Holder.onAppear"] != .recorded)
    }
}
