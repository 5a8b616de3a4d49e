import Testing

/// iOS 7 to 27 are simulated; what a scenario's version lacks is refused at the step or
/// the expected call, with a hint naming the first version that has it.
@Suite struct VersionErrorTests {
    private func file(ios: Int, steps: String, expect: String? = nil) -> String {
        """
        id: vc
        title: T
        object: view-controller
        config: { ios: \(ios) }
        scenarios:
          - id: a
            title: A
            objects:
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup: [launch, { show: { root: A } }]
            steps:
              - \(steps)
        """ + (expect.map { "\n    expect: [\($0)]" } ?? "") + "\n"
    }

    /// The over-styles and popovers came with presentation controllers in iOS 8.
    @Test(arguments: ["overFullScreen", "overCurrentContext", "popover"])
    func overStylesNeedIOS8(style: String) throws {
        let tree = try loadLifecycle(file(ios: 7, steps: "present: { vc: B, from: A, style: \(style) }"))
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:13:9: 'present: { vc: B, from: A, style: \(style) }' needs iOS 8 or later, but this scenario runs iOS 7 [lifeline.step.ios-version]"
            ])
        #expect(tree.hints == ["the '\(style)' presentation style [ios.presentation-controller]; set 'config: { ios: 8 }' or later"])
        let eight = try loadLifecycle(file(ios: 8, steps: "present: { vc: B, from: A, style: \(style) }"))
        #expect(eight.messages == [])
    }

    /// A full-screen presentation, a push or a rotation exist on iOS 7 already.
    @Test func iOS7ScenariosLoad() throws {
        let tree = try loadLifecycle(file(ios: 7, steps: "present: { vc: B, from: A, style: fullScreen }"))
        #expect(tree.messages == [])
        #expect(try loadLifecycle(file(ios: 7, steps: "rotate: { to: landscape }", expect: "A.willRotate, A.didRotate")).messages == [])
    }

    @Test func anExpectedCallbackThatCameLaterIsReportedAtTheCall() throws {
        let tree = try loadLifecycle(file(ios: 12, steps: "present: { vc: B, from: A }", expect: "B.viewWillAppear, B.viewIsAppearing"))
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:14:32: 'B.viewIsAppearing(_:)' needs iOS 13 or later, but this scenario runs iOS 12 [lifeline.trace.ios-version]"
            ])
        #expect(tree.hints == ["viewIsAppearing(_:) (back-deployed to iOS 13) [vc.appearance.view-is-appearing]; set 'config: { ios: 13 }' or later"])
    }

    /// The rotation callbacks deprecated in iOS 8 are simulated on iOS 7 only.
    @Test func aRotationCallbackReplacedInIOS8IsReported() throws {
        let tree = try loadLifecycle(file(ios: 17, steps: "rotate: { to: landscape }", expect: "A.willRotate, A.viewWillTransition"))
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:14:14: 'A.willRotate(to:duration:)' needs iOS 7 or earlier, but this scenario runs iOS 17 [lifeline.trace.ios-version]"
            ])
        let seven = try loadLifecycle(file(ios: 7, steps: "rotate: { to: landscape }", expect: "A.viewWillTransition"))
        #expect(
            seven.messages == [
                "lifecycles/vc.yaml:14:14: 'A.viewWillTransition(to:with:)' needs iOS 8 or later, but this scenario runs iOS 7 [lifeline.trace.ios-version]"
            ])
    }
}
