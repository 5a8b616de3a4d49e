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

    /// The sentence for the calls the table shows (`isFiltered` when `only:` narrows them),
    /// in the edition's words: `{first}`, `{last}` and `{call}` in a string stand for a
    /// call, set in code, so a language puts them where its word order wants them.
    static func parts(_ calls: [TraceEvent], isFiltered: Bool, site: SiteInput) -> [Part] {
        guard let first = calls.first, let last = calls.last else {
            return [Part(text: isFiltered ? site.string("answerNoCallFiltered") : site.string("noCallbackIsCalled"))]
        }
        if calls.count == 1 {
            return sentence(isFiltered ? site.string("answerOneCallFiltered") : site.string("answerOneCall"), ["call": call(first, site)])
        }
        let objects = Set(calls.map(\.receiver)).count
        var count = site.plural("answerCallCount", count: calls.count)
        if objects > 1 { count += site.plural("answerObjectCount", count: objects) }
        if isFiltered { count += site.plural("answerMatchFilter", count: calls.count) }
        return sentence(site.string("answerFirstLast", ["count": count]), ["first": call(first, site), "last": call(last, site)])
    }

    /// `A`'s `viewDidLoad()`.
    private static func call(_ event: TraceEvent, _ site: SiteInput) -> [Part] {
        sentence(
            site.string("answerCall"),
            ["receiver": [Part(text: event.receiver, isCode: true)], "callback": [Part(text: event.callback.name, isCode: true)]])
    }

    /// `text` with each `{name}` of `values` replaced by its parts; other text, and a brace
    /// that names no value, stays plain (as `StringCatalog` fills a string).
    private static func sentence(_ text: String, _ values: [String: [Part]]) -> [Part] {
        var parts: [Part] = []
        var plain = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            plain += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[open...].firstIndex(of: "}"), let value = values[String(rest[afterOpen..<close])] else {
                plain.append("{")
                rest = rest[afterOpen...]
                continue
            }
            if !plain.isEmpty { parts.append(Part(text: plain)) }
            plain = ""
            parts += value
            rest = rest[rest.index(after: close)...]
        }
        plain += rest
        if !plain.isEmpty { parts.append(Part(text: plain)) }
        return parts
    }

    static func value(_ calls: [TraceEvent], isFiltered: Bool, site: SiteInput) -> MustacheValue {
        .array(
            parts(calls, isFiltered: isFiltered, site: site).map {
                .dictionary(["text": .string($0.text), "code": .bool($0.isCode)])
            })
    }
}
