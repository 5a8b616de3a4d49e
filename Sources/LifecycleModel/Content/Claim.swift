public import Diagnostics

/// An order stated elsewhere (an article, a book, an answer), checked against the engine.
public struct Claim: Sendable {
    public var id: String
    public var source: Reference
    public var scenario: Located<String>
    public var says: [CallReference]
    /// What the author expects the engine to find: true when the claim holds.
    public var verdict: Bool
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
