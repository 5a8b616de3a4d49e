public import Diagnostics

/// One `Content/lifecycles/ID.yaml`: a page of the site, its diagram and its scenarios.
public struct Lifecycle: Sendable {
    public var id: String
    public var title: LocalizedText
    /// The engine's model kind this page documents.
    public var object: ObjectKind
    public var config: ConfigOverrides
    public var summary: LocalizedText?
    public var body: LocalizedText?
    /// The Markdown file `body-file` named, as the loader read it (`Content/lifecycles/app.md`);
    /// nil for a body written in the YAML file or none.
    public var bodyFile: String?
    public var references: [Reference]
    public var diagram: Diagram?
    public var callbacks: [CallbackNote]
    public var scenarios: [Scenario]
    public var claims: [Claim]
    /// Statements split into claims (`part-of`) that have no check of their own.
    public var claimGroups: [ClaimGroup] = []
    /// The `lifeline-calls` references in its prose (body and scenario notes), at their
    /// place in the YAML or body file.
    public var embeds: [Located<OrderEmbed>] = []
    /// The links of its prose (body, callback notes, scenario notes), at their place in the files.
    public var links: [Located<ProseLink>] = []
    /// Where its `id` is written (the file's start when it has none), for diagnostics
    /// about the lifecycle as a whole.
    public var location: SourceLocation

    public init(
        id: String, title: LocalizedText, object: ObjectKind, config: ConfigOverrides = .init(),
        summary: LocalizedText? = nil, body: LocalizedText? = nil, references: [Reference] = [],
        diagram: Diagram? = nil, callbacks: [CallbackNote] = [], scenarios: [Scenario] = [],
        claims: [Claim] = [], location: SourceLocation
    ) {
        self.id = id
        self.title = title
        self.object = object
        self.config = config
        self.summary = summary
        self.body = body
        self.references = references
        self.diagram = diagram
        self.callbacks = callbacks
        self.scenarios = scenarios
        self.claims = claims
        self.location = location
    }

    public func scenario(id: String) -> Scenario? {
        scenarios.first { $0.id == id }
    }
}

/// A link shown on a page: a source, Apple's documentation, a recorded log.
public struct Reference: Sendable, Hashable {
    public var title: LocalizedText
    public var url: String?
    /// The title's language (`lang:`, a BCP 47 tag) when it is not the site's, so that the
    /// page marks it for screen readers and fonts.
    public var language: String?

    public init(title: LocalizedText, url: String?) {
        self.title = title
        self.url = url
    }
}

/// A row of a lifecycle's callbacks table.
public struct CallbackNote: Sendable {
    /// The callback as resolved against the model (its full Swift name).
    public var callback: CallbackSpec
    public var note: LocalizedText?
    public var location: SourceLocation

    public init(callback: CallbackSpec, note: LocalizedText?, location: SourceLocation) {
        self.callback = callback
        self.note = note
        self.location = location
    }
}
