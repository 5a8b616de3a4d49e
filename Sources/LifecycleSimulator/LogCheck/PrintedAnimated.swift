/// The `animated` a line prints with its call, `viewWillAppear(true)`, `viewWillAppear: NO`
/// or `viewWillAppear(animated: false)`, against the one the engine passes. The order
/// agrees either way, so a difference is a note, not a divergence: the scenario's step may
/// animate where the app did not (a push with `animated: true` against a
/// `pushViewController(_:animated: false)`), or the engine may pass another value than
/// UIKit did. openradar 18246020 (2014) prints each appearance call's `animated`.
public struct AnimatedDifference: Sendable, Hashable {
    public var line: Int
    /// `B.viewWillAppear(_:)`.
    public var call: String
    public var printed: Bool
    public var engine: Bool
}

enum PrintedAnimated {
    /// The boolean right after the call's name on the line: after its signature (`(_:)`,
    /// `:`, `:]`) and an `animated` label, with only brackets, colons, equals signs and
    /// spaces between; nil when the line prints none there (`viewWillAppear - isMovingToParent:
    /// true` prints another value).
    ///
    /// The name may be printed as a word (`willDisappear: NO`, read with `--call`).
    static func value(in text: String, base: String) -> Bool? {
        let text = text.lowercased()
        let base = base.lowercased()
        let short = base.hasPrefix("view") ? String(base.dropFirst(4)) : base
        // The last: a logger's function column comes before a message that prints the call again.
        guard let range = text.ranges(of: base).last ?? text.ranges(of: short).last else { return nil }
        var rest = text[range.upperBound...]
        if rest.hasPrefix("(_:)") { rest = rest.dropFirst(4) }
        rest = rest.drop { " (:=_]".contains($0) }
        if rest.hasPrefix("animated") {
            rest = rest.dropFirst("animated".count).drop { " (:=".contains($0) }
        }
        switch rest.prefix(while: \.isLetter) {
        case "true", "yes": return true
        case "false", "no": return false
        default: return nil
        }
    }
}

extension LogComparison {
    /// The compared calls (before a divergence) whose line prints another `animated` than
    /// the engine passes.
    public var animatedDifferences: [AnimatedDifference] {
        let compared = min(divergence?.index ?? log.calls.count, simulated.count, log.calls.count)
        return (0..<compared).compactMap { index in
            let call = log.calls[index]
            let event = simulated[index]
            // Only a call whose one argument is `animated`: `setSelected(_:animated:)` prints
            // its `selected` first.
            guard event.arguments.count == 1, let engine = event.arguments.first(where: { $0.label == "animated" }).map({ $0.value == "true" }),
                let base = call.callback.name.split(separator: "(").first,
                let printed = PrintedAnimated.value(in: call.text, base: String(base)), printed != engine
            else { return nil }
            return AnimatedDifference(line: call.line, call: event.notation, printed: printed, engine: engine)
        }
    }
}
