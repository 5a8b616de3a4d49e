/// Everything loaded from one content tree, in the order the site presents it.
public struct Catalog: Sendable {
    public var settings: SiteSettings
    /// In navigation order: `site.yaml`'s `nav` first, then the rest by id.
    public var lifecycles: [Lifecycle]
    /// Sorted by slug, with `index` first.
    public var pages: [Page]
    /// Recorded logs from `Content/evidence/`, sorted by id.
    public var evidence: [EvidenceLog]

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
