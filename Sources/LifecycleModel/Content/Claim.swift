public import Diagnostics

/// An order or behaviour stated elsewhere (an article, a book, an answer), checked
/// against the engine: `says` (an order), `absent` (calls that must not happen) and
/// `path` (states an object passes through), each of them that is given must hold.
public struct Claim: Sendable {
    public var id: String
    public var source: Reference
    public var scenario: Located<String>
    /// The order the source states, in trace notation; empty when the claim is only about
    /// absent calls or a state path.
    public var says: [CallReference]
    /// Calls the source says do not happen during the steps.
    public var absent: [AbsentCall] = []
    /// States the source says an object passes through, one after the other.
    public var path: StatePath?
    /// What the author expects the engine to find: true when the claim holds.
    public var verdict: Bool
    /// Where `verdict` is written: a claim the engine finds true is reported there.
    public var verdictLocation: SourceLocation?
    /// The source's own words, in its language.
    public var quote: Quote?
    /// The quote in the site's language, by the author of the entry.
    public var translation: LocalizedText?
    /// What the claim says, in one line of the site's language: what readers see wherever
    /// the claim is listed or linked (its id stays the anchor).
    public var statement: LocalizedText?
    /// For a claim that does not hold: what the recordings and the engine show instead,
    /// in one line.
    public var correction: LocalizedText?
    /// The whole statement this claim is a part of, when a partly right statement was
    /// split (`ID` in this file, or `LIFECYCLE/ID`).
    public var partOf: Located<String>?
    public var location: SourceLocation

    public init(
        id: String, source: Reference, scenario: Located<String>, says: [CallReference],
        verdict: Bool, location: SourceLocation
    ) {
        self.id = id
        self.source = source
        self.scenario = scenario
        self.says = says
        self.verdict = verdict
        self.location = location
    }
}

/// A statement that was split into parts because it is partly right, when the whole, as
/// worded, states nothing the engine can compare: shown with its parts, never with a
/// verdict of its own.
public struct ClaimGroup: Sendable {
    public var id: String
    public var source: Reference
    public var quote: Quote
    public var translation: LocalizedText?
    /// What the whole statement says, in one line.
    public var statement: LocalizedText?
    public var location: SourceLocation

    public init(id: String, source: Reference, quote: Quote, translation: LocalizedText?, location: SourceLocation) {
        self.id = id
        self.source = source
        self.quote = quote
        self.translation = translation
        self.location = location
    }
}

/// Words quoted verbatim, with the language they are in (a BCP 47 tag, `zh-Hans`).
public struct Quote: Sendable, Hashable {
    public var language: String
    public var text: String

    public init(language: String, text: String) {
        self.language = language
        self.text = text
    }
}

/// `B.viewWillAppear` or `app.*` in a claim's `absent`.
public struct AbsentCall: Sendable, Hashable {
    public var object: String
    /// Nil for `Object.*`: any callback of the object.
    public var callback: CallbackSpec?
    public var location: SourceLocation

    public init(object: String, callback: CallbackSpec?, location: SourceLocation) {
        self.object = object
        self.callback = callback
        self.location = location
    }

    public var notation: String { "\(object).\(callback?.name ?? "*")" }
}

/// `path: { object: app, states: [background, inactive, active] }`.
public struct StatePath: Sendable, Hashable {
    public var object: Located<String>
    public var states: [Located<String>]

    public init(object: Located<String>, states: [Located<String>]) {
        self.object = object
        self.states = states
    }
}
