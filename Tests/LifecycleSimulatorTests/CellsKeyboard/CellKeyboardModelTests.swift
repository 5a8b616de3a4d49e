import LifecycleModel
import LifecycleSimulator
import Testing

/// The explorer's graphs of a cell and a keyboard observer: what derived diagrams draw
/// and what hand-drawn ones are checked against.
@Suite struct CellKeyboardModelTests {
    private let cell = ModelExplorer.graph(for: .cell, config: EngineConfig(ios: 17))
    private let keyboard = ModelExplorer.graph(for: .keyboardObserver, config: EngineConfig(ios: 17))

    @Test func cellGraphHasTheReuseCycle() {
        #expect(cell.initial == "not-created")
        #expect(cell.states == ["not-created", "dequeued", "displayed", "reuse-pool"])
        #expect(
            Set(cell.edges(from: "not-created", to: "dequeued").map(\.calls)) == [
                ["init(style:reuseIdentifier:)"], ["init(coder:)", "awakeFromNib()"],
            ])
        #expect(cell.edges(from: "dequeued", to: "displayed").map(\.calls) == [[]])
        #expect(Set(cell.edges(from: "displayed", to: "reuse-pool").map(\.calls)) == [[], ["setHighlighted(_:animated:)"]])
        #expect(cell.edges(from: "reuse-pool", to: "dequeued").map(\.calls) == [["prepareForReuse()"]])
    }

    /// A tap, a held touch lifted, a tap on the selected row, and the old cell being
    /// deselected when another row is tapped: all stay displayed.
    @Test func cellGraphHasTheTapEdges() {
        let taps = Set(cell.edges(from: "displayed", to: "displayed").map(\.calls))
        #expect(
            taps == [
                ["setHighlighted(_:animated:)"],
                ["setHighlighted(_:animated:)", "setSelected(_:animated:)"],
                ["setHighlighted(_:animated:)", "setHighlighted(_:animated:)"],
                ["setHighlighted(_:animated:)", "setHighlighted(_:animated:)", "setSelected(_:animated:)"],
                ["setSelected(_:animated:)"],
            ])
    }

    @Test func keyboardGraphHasShowChangeAndHide() {
        #expect(keyboard.initial == "hidden")
        #expect(
            keyboard.edges(from: "hidden", to: "shown").map(\.calls) == [
                [
                    "keyboardWillChangeFrameNotification", "keyboardWillShowNotification",
                    "keyboardDidChangeFrameNotification", "keyboardDidShowNotification",
                ]
            ])
        #expect(
            keyboard.edges(from: "shown", to: "shown").map(\.calls) == [
                [
                    "keyboardWillChangeFrameNotification", "keyboardWillShowNotification",
                    "keyboardDidChangeFrameNotification", "keyboardDidShowNotification",
                ]
            ])
        #expect(
            keyboard.edges(from: "shown", to: "hidden").map(\.calls) == [
                [
                    "keyboardWillChangeFrameNotification", "keyboardWillHideNotification",
                    "keyboardDidChangeFrameNotification", "keyboardDidHideNotification",
                ]
            ])
        #expect(keyboard.edges(from: "hidden", to: "hidden") == [])
    }
}
