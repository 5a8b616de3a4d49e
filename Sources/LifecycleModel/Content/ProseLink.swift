/// A link written in prose (`[the push](view-controller/push.html)`), kept with the page
/// the prose is shown on, since a relative destination starts from that page. The build
/// checks it against the site's own pages and their anchors.
public struct ProseLink: Sendable, Hashable {
    /// The page a piece of prose is shown on, named by content ids rather than paths:
    /// where pages live is the renderer's business.
    public enum Place: Sendable, Hashable {
        /// A free page of `Content/pages/`, by slug.
        case page(String)
        /// A lifecycle's own page: its body and its callback notes.
        case lifecycle(String)
        /// A scenario's page: its notes.
        case scenario(lifecycle: String, scenario: String)
    }

    /// As the renderer writes it into `href`.
    public var destination: String
    public var place: Place

    public init(destination: String, place: Place) {
        self.destination = destination
        self.place = place
    }
}
