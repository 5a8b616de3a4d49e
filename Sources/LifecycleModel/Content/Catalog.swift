/// Everything loaded from one content tree, in the order the site presents it.
public struct Catalog: Sendable {
    public var settings: SiteSettings
    /// In navigation order: `site.yaml`'s `nav` first, then the rest by id.
    public var lifecycles: [Lifecycle]
    /// Sorted by slug, with `index` first.
    public var pages: [Page]
    /// Recorded logs from `Content/evidence/`, sorted by id.
    public var evidence: [EvidenceLog]
    /// Lifecycles whose file reported an error while loading, by id (by the file's name
    /// for a file that gave no lifecycle): what they hold is not all known, so a check
    /// across files says nothing about what they might name or be named by. Empty when
    /// every lifecycle file loaded whole.
    public var incompleteLifecycles: Set<String> = []
    /// The engine reference's behaviour titles as the content translates them, over those
    /// lifeline ships: language → behaviour id → title
    /// (`Content/translations/LANG/behaviours.yaml`).
    public var behaviourTitles: [String: [String: Located<String>]] = [:]
    /// Their notes on where sources disagree, likewise: language → behaviour id → note.
    public var behaviourDisagreements: [String: [String: Located<String>]] = [:]

    /// Whether a lifecycle file gave no lifecycle at all (a syntax error, a missing id), so
    /// that nothing of it, not even which claims it has, is known.
    public var someLifecycleIsUnread: Bool {
        !incompleteLifecycles.isSubset(of: lifecycles.map(\.id))
    }

    public init(settings: SiteSettings, lifecycles: [Lifecycle], pages: [Page], evidence: [EvidenceLog] = []) {
        self.settings = settings
        self.lifecycles = lifecycles
        self.pages = pages
        self.evidence = evidence
    }

    public func lifecycle(id: String) -> Lifecycle? {
        lifecycles.first { $0.id == id }
    }

    public func evidenceLog(id: String) -> EvidenceLog? {
        evidence.first { $0.id == id }
    }
}
