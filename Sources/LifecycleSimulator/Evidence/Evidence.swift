/// How well a modelled behaviour is supported, weakest last. Never written by hand: it is
/// derived from the content (`EvidenceLevels`).
public enum EvidenceLevel: String, Sendable, Hashable, Comparable, CaseIterable {
    /// A recorded log attached to a scenario, and checked against it on every build,
    /// covers the behaviour's calls.
    case recorded
    /// Apple's documentation states it (`Behaviour.documentation`); no attached log covers it.
    case documented
    /// Neither: inferred by analogy, or sources disagree. Shown as such, never as fact.
    case unverified

    private var rank: Int {
        switch self {
        case .recorded: 0
        case .documented: 1
        case .unverified: 2
        }
    }

    public static func < (lhs: EvidenceLevel, rhs: EvidenceLevel) -> Bool {
        lhs.rank < rhs.rank
    }
}

public struct EvidenceSource: Sendable, Hashable {
    public var title: String
    public var url: String?
    /// The title's language when it is not English (`ja`, `zh-Hans`), for the pages' `lang`.
    public var language: String?
    /// Apple's sentence that states the behaviour's order, verbatim from the page at `url`;
    /// set on a behaviour's `documentation` entries only, where it is what makes the
    /// behaviour "documented". A page that describes the calls without giving their order
    /// is cited as a plain source.
    public var quote: String?

    public init(_ title: String, _ url: String? = nil, language: String? = nil) {
        self.title = title
        self.url = url
        self.language = language
    }

    /// This page, with the sentence of it that states a behaviour's order.
    func quoting(_ sentence: String) -> EvidenceSource {
        var quoted = self
        quoted.quote = sentence
        return quoted
    }

    /// Apple's documentation (or the Swift book), by its address: what may make a
    /// behaviour "documented". Forums and videos are not documentation.
    public var isAppleDocumentation: Bool {
        guard let url else { return false }
        return [
            "https://developer.apple.com/documentation/", "https://developer.apple.com/library/archive/",
            "https://developer.apple.com/tutorials/data/documentation/", "https://docs.swift.org/",
        ].contains { url.hasPrefix($0) }
    }
}

/// An identifier of a modelled behaviour (`vc.push`), stable across releases so pages
/// and tests can name it.
public struct BehaviourID: RawRepresentable, Sendable, Hashable, Comparable, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static func < (lhs: BehaviourID, rhs: BehaviourID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One behaviour the engine models, with what it rests on. Its evidence level is not part
/// of it: a behaviour is "recorded" only while an attached log that agrees covers its
/// calls, "documented" when `documentation` holds Apple's words for it, and otherwise
/// "unverified" (`EvidenceLevels`).
public struct Behaviour: Sendable, Hashable {
    public var id: BehaviourID
    public var title: String
    /// What the behaviour rests on besides Apple's documentation: articles, answers, the
    /// pages that quote the recordings (those are checked through `Content/evidence/`).
    public var sources: [EvidenceSource]
    /// Apple documentation that states this behaviour's order, each with its URL and the
    /// sentence that states it (`EvidenceSource.quote`, checked by `DocumentationQuoteTests`).
    public var documentation: [EvidenceSource]
    /// Where sources disagree, what each says; shown on the page.
    public var disagreement: String?
    /// What the order depends on besides the calls: a recording covers a call only when it
    /// was taken in the same situation as far as these go (`Situation`).
    public var dependsOn: [SituationAspect]

    public init(
        _ id: BehaviourID, _ title: String, sources: [EvidenceSource], documentation: [EvidenceSource] = [],
        disagreement: String? = nil, dependsOn: [SituationAspect] = []
    ) {
        self.id = id
        self.title = title
        self.sources = sources
        self.documentation = documentation
        self.disagreement = disagreement
        self.dependsOn = dependsOn
    }

    /// Every source, documentation first.
    public var allSources: [EvidenceSource] { documentation + sources }
}
