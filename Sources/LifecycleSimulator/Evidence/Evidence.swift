/// How well a modelled behaviour is supported, weakest last.
public enum EvidenceLevel: String, Sendable, Hashable, Comparable, CaseIterable {
    /// Console logs of real apps show this order.
    case recorded
    /// Apple's documentation states it; no log was found.
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

    public init(_ title: String, _ url: String? = nil) {
        self.title = title
        self.url = url
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

/// One behaviour the engine models, with what it rests on.
public struct Behaviour: Sendable, Hashable {
    public var id: BehaviourID
    public var title: String
    public var level: EvidenceLevel
    public var sources: [EvidenceSource]
    /// iOS versions the recordings were made on, when known (`iOS 8–13`).
    public var iosSeen: String?
    /// Where sources disagree, what each says; shown on the page.
    public var disagreement: String?

    public init(
        _ id: BehaviourID, _ title: String, _ level: EvidenceLevel, sources: [EvidenceSource],
        iosSeen: String? = nil, disagreement: String? = nil
    ) {
        self.id = id
        self.title = title
        self.level = level
        self.sources = sources
        self.iosSeen = iosSeen
        self.disagreement = disagreement
    }
}
