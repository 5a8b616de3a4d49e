internal import LifecycleSimulator
internal import Mustache

/// The one sentence a scenario page opens with, generated from the engine's trace so it
/// cannot disagree with the call table under it: which call comes first, which last, and
/// how many there are. Never a hand-written order (the checker reports those in prose).
enum ScenarioAnswer {
    /// A piece of the sentence: plain words, or a name set in code.
    struct Part: Equatable {
        var text: String
        var isCode = false
    }

    /// The sentence for the calls the table shows (`isFiltered` when `only:` narrows them).
    static func parts(_ calls: [TraceEvent], isFiltered: Bool) -> [Part] {
        guard let first = calls.first, let last = calls.last else {
            return [Part(text: isFiltered ? "No call matches the filter." : "No callback is called.")]
        }
        if calls.count == 1 {
            return [Part(text: isFiltered ? "One call matches the filter: " : "One call: ")] + call(first) + [Part(text: ".")]
        }
        let objects = Set(calls.map(\.receiver)).count
        var count = "; \(calls.count) calls"
        if objects > 1 { count += " to \(objects) objects" }
        if isFiltered { count += " match the filter" }
        return call(first) + [Part(text: " comes first, ")] + call(last) + [Part(text: " last\(count).")]
    }

    /// `A`'s `viewDidLoad()`.
    private static func call(_ event: TraceEvent) -> [Part] {
        [Part(text: event.receiver, isCode: true), Part(text: "'s "), Part(text: event.callback.name, isCode: true)]
    }

    static func value(_ calls: [TraceEvent], isFiltered: Bool) -> MustacheValue {
        .array(
            parts(calls, isFiltered: isFiltered).map {
                .dictionary(["text": .string($0.text), "code": .bool($0.isCode)])
            })
    }
}
