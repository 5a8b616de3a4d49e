/// What the site's manifest keeps of one lifecycle's job, so that a later build after an
/// edit of the lifecycle's body alone can render its lifecycle page and nothing else
/// (`ProseEdit` in `SiteBuilder`): the navigation entry every other page lists it by, the
/// heading ids of its body that links elsewhere may name, and each page's fingerprint,
/// from which the job's is made again with the one page that changed.
public struct LifecycleRecord: Sendable, Equatable {
    public var id: String
    /// In the site's language, as the navigation shows it.
    public var title: String
    /// Fingerprint of the body's heading ids, in order.
    public var anchors: String
    /// Fingerprint of each page of the job, in job order: the lifecycle page first.
    public var pages: [String]
    /// The lifecycle's file and its `body-file`, under the content folder
    /// (`lifecycles/app.yaml`, `lifecycles/app.md`); set by the builder, which knows the
    /// content folder.
    public var source: String = ""
    public var bodyFile: String?

    public init(id: String, title: String, anchors: String, pages: [String], source: String = "", bodyFile: String? = nil) {
        self.id = id
        self.title = title
        self.anchors = anchors
        self.pages = pages
        self.source = source
        self.bodyFile = bodyFile
    }

    /// The job's fingerprint, as ``JobRenderer`` gives it.
    public var jobFingerprint: String { JobFingerprint.of(pages: pages) }

    public var navigationEntry: NavigationEntry { NavigationEntry(id: id, title: title) }

    static func anchorsDigest(_ ids: [String]) -> String {
        Digest.of(ids)
    }
}
