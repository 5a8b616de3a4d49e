import LifecycleModel
import Testing

/// `config:` blocks: ranges, choices, and combinations the engine cannot simulate.
@Suite struct ConfigErrorTests {
    @Test func iosOutOfRange() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            config: { ios: 30 }
            """)
        #expect(tree.messages == ["lifecycles/vc.yaml:4:16: config 'ios' must be between 7 and 27, found 30 [lifeline.schema.range]"])
        #expect(tree.catalog.lifecycles.first?.config == ConfigOverrides())
    }

    /// iOS 7 is the oldest version simulated; 6 is refused with the range.
    @Test func iosFromSevenOn() throws {
        let seven = try loadLifecycle("id: vc\ntitle: T\nobject: view-controller\nconfig: { ios: 7 }\n")
        #expect(seven.messages == [])
        #expect(seven.catalog.lifecycles.first?.config.resolved.lifecycle == .appDelegate)
        let six = try loadLifecycle("id: vc\ntitle: T\nobject: view-controller\nconfig: { ios: 6 }\n")
        #expect(six.messages == ["lifecycles/vc.yaml:4:16: config 'ios' must be between 7 and 27, found 6 [lifeline.schema.range]"])
    }

    /// SwiftUI's App life cycle and scenePhase came with iOS 14.
    @Test func swiftUIOnIOS13() throws {
        let tree = try loadLifecycle("id: vc\ntitle: T\nobject: view-controller\nconfig: { ios: 13, lifecycle: swiftui }\n")
        #expect(
            tree.messages == ["lifecycles/vc.yaml:4:9: config 'lifecycle: swiftui' needs iOS 14 or later, but 'ios' is 13 [lifeline.schema.config]"])
        #expect(tree.hints == ["use 'lifecycle: scenes', or 'ios: 14'"])
    }

    @Test func iosThatIsNotAnInteger() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            config: { ios: "17" }
            """)
        #expect(tree.messages == ["lifecycles/vc.yaml:4:16: config 'ios' must be an integer, found '17' [lifeline.schema.type]"])
    }

    @Test func scenesOnIOS12() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            config: { ios: 12, lifecycle: scenes }
            """)
        #expect(
            tree.messages == ["lifecycles/vc.yaml:4:9: config 'lifecycle: scenes' needs iOS 13 or later, but 'ios' is 12 [lifeline.schema.config]"])
        #expect(tree.hints == ["use 'lifecycle: app-delegate' for iOS 12"])
    }

    /// The file says iOS 12, the scenario asks for scenes: the merged configuration is
    /// what the engine would run, so it is checked too, at the scenario's block.
    @Test func scenesOnIOS12AfterMergingWithTheFileConfig() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            config: { ios: 12 }
            scenarios:
              - id: a
                title: A
                config: { lifecycle: scenes }
                steps: [launch]
            """)
        #expect(
            tree.messages == ["lifecycles/vc.yaml:8:13: config 'lifecycle: scenes' needs iOS 13 or later, but 'ios' is 12 [lifeline.schema.config]"])
    }

    @Test func unknownDeviceAndUnknownKey() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            config: { device: iphon, animate: false }
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:4:19: config 'device' 'iphon' is not one of iphone, iphone-max, ipad, ipad-split-view, ipad-slide-over [lifeline.schema.value]",
                "lifecycles/vc.yaml:4:26: unknown key 'animate' in config [lifeline.schema.unknown-key]",
            ])
        #expect(tree.hints == ["did you mean 'iphone'?", "did you mean 'animated'?"])
    }

    /// iPhone Plus models came with iOS 8, Split View and Slide Over with iOS 9.
    @Test func devicesBeforeTheirVersion() throws {
        let max = try loadLifecycle("id: vc\ntitle: T\nobject: view-controller\nconfig: { ios: 7, device: iphone-max }\n")
        #expect(
            max.messages == [
                "lifecycles/vc.yaml:4:9: config 'device: iphone-max' needs iOS 8 or later (an iPhone Plus or Max), but 'ios' is 7 [lifeline.schema.config]"
            ])
        #expect(max.hints == ["use 'ios: 8' or later, or another device"])
        let slideOver = try loadLifecycle("id: vc\ntitle: T\nobject: view-controller\nconfig: { ios: 8, device: ipad-slide-over }\n")
        #expect(slideOver.messages.first?.contains("'device: ipad-slide-over' needs iOS 9 or later") == true)
        let nine = try loadLifecycle("id: vc\ntitle: T\nobject: view-controller\nconfig: { ios: 9, device: ipad-split-view }\n")
        #expect(nine.messages == [])
    }

    @Test func animatedMustBeAPlainBoolean() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            config: { animated: "yes" }
            """)
        #expect(tree.messages == ["lifecycles/vc.yaml:4:21: config 'animated' must be true or false, found 'yes' [lifeline.schema.type]"])
    }
}
