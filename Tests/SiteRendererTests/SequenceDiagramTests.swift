import LifecycleModel
@testable import SiteRenderer
import Testing

/// The sequence diagram is drawn in Swift: its messages are the table's rows, in order.
@Suite struct SequenceDiagramTests {
    static let messages: [SequenceDiagram.Message] = [
        .init(index: 1, receiver: "A", callback: "viewWillDisappear(_:)", stateAfter: "disappearing", evidence: "recorded"),
        .init(index: 2, receiver: "B", callback: "viewWillAppear(_:)", stateAfter: "appearing", evidence: "unverified"),
        .init(index: 3, receiver: "A", callback: "viewDidDisappear(_:)", stateAfter: "disappeared", evidence: "documented"),
    ]

    @Test func oneNumberedMessagePerRowInOrder() {
        let svg = SequenceDiagram.svg(Self.messages, label: "Push")
        let steps = svg.components(separatedBy: "data-step=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(steps == ["1", "2", "3"])
        #expect(svg.contains(">1. viewWillDisappear(_:)</text>"))
        #expect(svg.contains(">→ appearing</text>"))
    }

    @Test func oneLifelinePerReceiverAfterUIKitInOrderOfFirstCall() {
        let svg = SequenceDiagram.svg(Self.messages, label: "Push")
        let heads = svg.components(separatedBy: "<g class=\"lifeline\">").dropFirst().map {
            $0.components(separatedBy: "</text>")[0].components(separatedBy: ">").last!
        }
        #expect(heads == ["UIKit", "A", "B"])
    }

    /// `onAppear` is SwiftUI's call, not UIKit's: the caller is the framework that declares
    /// the calls, and `iOS` where a page has both (a hosting controller and its view).
    @Test func theCallerIsTheFrameworkThatDeclaresTheCalls() throws {
        let view = Vocabulary.callbacks(of: .swiftuiView)
        let onAppear = try #require(view.first { $0.name == "onAppear" })
        let make = try #require(view.first { $0.name.hasPrefix("makeUIViewController") })
        let phase = try #require(Vocabulary.callbacks(of: .swiftuiApp).first { $0.name == "onChange(of:)" })
        let viewDidLoad = try #require(Vocabulary.callbacks(of: .viewController).first { $0.name == "viewDidLoad()" })
        let deinitCall = try #require(Vocabulary.callbacks(of: .viewController).first { $0.name == "deinit" })
        #expect(SequenceDiagram.caller(of: [onAppear, make, phase]) == "SwiftUI")
        #expect(SequenceDiagram.caller(of: [viewDidLoad, deinitCall]) == "UIKit")
        #expect(SequenceDiagram.caller(of: [viewDidLoad, onAppear]) == "iOS")
        let svg = SequenceDiagram.svg(Self.messages, label: "Sheet", caller: "SwiftUI")
        #expect(svg.components(separatedBy: "<g class=\"lifeline\">")[1].contains(">SwiftUI</text>"))
    }

    @Test func evidenceIsMarkedBySymbolAndClass() {
        let svg = SequenceDiagram.svg(Self.messages, label: "Push")
        #expect(svg.contains("class=\"message evidence-unverified\" data-step=\"2\""))
        #expect(svg.contains(">2. viewWillAppear(_:) △</text>"))
        #expect(svg.contains(">3. viewDidDisappear(_:) ◇</text>"))
        #expect(svg.contains(">1. viewWillDisappear(_:)</text>"))
    }

    @Test func textIsEscapedAndTheOutputIsDeterministic() {
        let odd = [SequenceDiagram.Message(index: 1, receiver: "<A&B>", callback: "x", stateAfter: "\"s\"", evidence: "recorded")]
        let svg = SequenceDiagram.svg(odd, label: "a \"b\"")
        #expect(!svg.contains("<A&B>"))
        #expect(svg.contains("&lt;A&amp;B&gt;"))
        #expect(svg.contains("aria-label=\"a &quot;b&quot;\""))
        #expect(svg == SequenceDiagram.svg(odd, label: "a \"b\""))
    }

    /// The diagram is as wide as its longest label needs, so text is never scaled down.
    @Test func widthFitsTheLongestLabel() {
        let long = [
            SequenceDiagram.Message(index: 1, receiver: "A", callback: String(repeating: "x", count: 120), stateAfter: "s", evidence: "recorded")
        ]
        let svg = SequenceDiagram.svg(long, label: "L")
        let width = Int(svg.components(separatedBy: "width=\"")[1].prefix { $0 != "\"" })!
        #expect(
            Double(width) >= Double(SequenceDiagram.headWidth("UIKit") / 2 + 16)
                + DiagramFont.width(of: "1. " + String(repeating: "x", count: 120), size: 13))
    }

    /// Every label carries its width in the diagram's font, so a fallback face cannot
    /// make it wider; a long object name is shortened to fit its lifeline's head.
    @Test func labelsCarryTheirMeasuredLength() {
        let svg = SequenceDiagram.svg(Self.messages, label: "Push")
        let call = DiagramFont.format(DiagramFont.width(of: "1. viewWillDisappear(_:)", size: 13))
        #expect(svg.contains("textLength=\"\(call)\" lengthAdjust=\"spacingAndGlyphs\">1. viewWillDisappear(_:)</text>"))
        #expect(svg.components(separatedBy: "<text").count - 1 == svg.components(separatedBy: "textLength=").count - 1)
        let name = "navigationControllerOfTheSettingsTab"
        let short = SequenceDiagram.shortened(name)
        #expect(short.hasPrefix("navig") && short.hasSuffix("sTab") && short.contains("…"))
        #expect(DiagramFont.width(of: short, size: 13) <= Double(SequenceDiagram.maximumHeadWidth - 20))
        #expect(SequenceDiagram.shortened("nav") == "nav")
    }

    /// The objects the page is about come leftmost, the rest after them, each in order of first call.
    @Test func lifelinesInFirstComeLeftmost() {
        let calls = Self.messages + [.init(index: 4, receiver: "app", callback: "x", stateAfter: "s", evidence: "recorded")]
        #expect(SequenceDiagram.lifelineOrder(calls, first: []) == ["A", "B", "app"])
        #expect(SequenceDiagram.lifelineOrder(calls, first: ["B", "app"]) == ["B", "app", "A"])
        let heads = SequenceDiagram.svg(calls, label: "Push", first: ["app"]).components(separatedBy: "text-anchor=\"middle\"").dropFirst()
        #expect(heads.map { $0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" } } == ["UIKit", "app", "A", "B"])
    }

    /// Columns are as wide as the widest head needs, not a fixed width: UIKit and two short
    /// names fit on a 320 px phone (about 270 px of diagram) without scrolling.
    @Test func columnsFitTheWidestHead() {
        let svg = SequenceDiagram.svg(Self.messages, label: "Push")
        let centres = svg.components(separatedBy: "<line x1=\"").dropFirst().prefix(3).map { Int($0.prefix { $0 != "\"" })! }
        #expect(centres == [32, 128, 224])
        #expect(centres.last! + SequenceDiagram.headWidth("B") / 2 <= 270)
        let long = [SequenceDiagram.Message(index: 1, receiver: "sceneDelegate", callback: "x", stateAfter: "s", evidence: "recorded")]
        let heads = SequenceDiagram.svg(long + Self.messages, label: "L").components(separatedBy: "<rect x=\"").dropFirst()
        let boxes = heads.map { part -> (Int, Int) in
            let x = Int(part.prefix { $0 != "\"" })!
            let width = Int(part.components(separatedBy: "width=\"")[1].prefix { $0 != "\"" })!
            return (x, x + width)
        }
        #expect(zip(boxes, boxes.dropFirst()).allSatisfy { $0.1 < $1.0 }, "heads overlap: \(boxes)")
    }
}
