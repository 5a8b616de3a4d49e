public import Diagnostics

/// One entry of `site.yaml`'s `nav`: a lifecycle listed on its own, or a named section of
/// lifecycles.
///
/// Sections are what keep pages small on a large site: a page's navigation expands only
/// the section it belongs to, so adding lifecycles to other sections changes nothing on it.
public enum NavEntry: Sendable {
    /// `- app`: a lifecycle listed outside any section, shown in every page's navigation.
    case lifecycle(Located<String>)
    /// `- section: App and scenes` with its `lifecycles: [app, scene]`.
    case section(NavSection)

    /// The lifecycle ids this entry names, in order.
    public var lifecycleIDs: [Located<String>] {
        switch self {
        case .lifecycle(let id): [id]
        case .section(let section): section.lifecycles
        }
    }
}

/// A named group of lifecycles in the navigation.
public struct NavSection: Sendable {
    /// Names the section's anchor on the index page (`index.html#section-ID`).
    public var id: String
    public var title: LocalizedText
    public var lifecycles: [Located<String>]
    public var location: SourceLocation

    public init(id: String, title: LocalizedText, lifecycles: [Located<String>], location: SourceLocation) {
        self.id = id
        self.title = title
        self.lifecycles = lifecycles
        self.location = location
    }
}
