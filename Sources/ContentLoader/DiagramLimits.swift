internal import Diagnostics
internal import LifecycleModel
internal import YAMLSupport

/// What a hand-drawn diagram may hold, so that Graphviz lays it out in a moment.
///
/// The `dot` layout is superlinear: a random graph of 100 states and 300 transitions took
/// over a minute on a 2-core machine, and 8,000 copies of one transition 51 s. Lifecycle
/// diagrams are small (the bundled ones have at most 6 states and 10 transitions), so the
/// limits sit far above them and far below the slow cases: 50 states and 100 transitions
/// of random shape lay out in under half a second. A transition drawn twice (same states,
/// same calls) is a mistake, and reported as one.
enum DiagramLimits {
    static let maximumStates = 50
    static let maximumTransitions = 100
    /// Characters of a state or transition label.
    static let maximumLabel = 200

    static func check(states: [DiagramState], transitions: [DiagramTransition], diagram: YAMLNode, reader: FileReader) {
        if states.count > maximumStates {
            reader.error(
                "diagram.too-large", at: diagram, "this diagram has \(states.count) states; a diagram may have at most \(maximumStates)",
                hint: "draw the lifecycle's main states only, or split it")
        }
        if transitions.count > maximumTransitions {
            reader.error(
                "diagram.too-large", at: diagram,
                "this diagram has \(transitions.count) transitions; a diagram may have at most \(maximumTransitions)",
                hint: "draw the lifecycle's main transitions only, or split it")
        }
        var first: [String: SourceLocation] = [:]
        for transition in transitions {
            let key = ([transition.from.value, transition.to.value] + transition.calls.map(\.value.name)).joined(separator: "\u{0}")
            if let earlier = first[key] {
                reader.error(
                    "diagram.duplicate-transition", at: transition.location,
                    "this transition from '\(transition.from.value)' to '\(transition.to.value)' with the same calls is already drawn",
                    hint: "first drawn at line \(earlier.line); remove one of them")
            } else {
                first[key] = transition.location
            }
        }
        let labels =
            states.compactMap { state in state.label.map { ($0, state.location) } }
            + transitions.compactMap { transition in transition.label.map { ($0, transition.location) } }
        for (label, location) in labels where label.translations.contains(where: { $0.text.count > maximumLabel }) {
            reader.error(
                "diagram.label-too-long", at: location, "this label is longer than \(maximumLabel) characters",
                hint: "put the explanation in the lifecycle's body or a callback note")
        }
    }
}
