/// Which variable tags (`{{x}}`, `{{{x}}}`, `{{&x}}`) found their name in the context
/// stack while rendering, and which found it in no frame (so wrote nothing), gathered over
/// any number of renders.
///
/// A name absent on one page may be present on another (a partial several kinds of page
/// include), so a tag is only *unknown* when it was rendered and found its name on none
/// of those renders: ``neverResolved``. Section tags are not looked at: `{{#x}}` and
/// `{{^x}}` are meant to ask about names that may be absent.
public struct VariableLookups: Sendable {
    private var resolved: Set<TagSite> = []
    /// The tags that missed at least once, with how they are written (`{{x}}`).
    private var missed: [TagSite: String] = [:]

    public init() {}

    mutating func record(_ site: TagSite, resolved found: Bool, name: VariableName, escaped: Bool) {
        if found {
            resolved.insert(site)
        } else if missed[site] == nil {
            let label = name.parts.isEmpty ? "." : name.parts.joined(separator: ".")
            missed[site] = escaped ? "{{\(label)}}" : "{{{\(label)}}}"
        }
    }

    public mutating func formUnion(_ other: VariableLookups) {
        resolved.formUnion(other.resolved)
        missed.merge(other.missed) { first, _ in first }
    }

    /// The tags that were rendered and found their name on none of the renders, in
    /// template and source order.
    public var neverResolved: [UnknownVariable] {
        missed.filter { !resolved.contains($0.key) }
            .map { UnknownVariable(templateName: $0.key.templateName, position: $0.key.position, tag: $0.value) }
            .sorted { ($0.templateName, $0.position) < ($1.templateName, $1.position) }
    }
}

/// A variable tag whose name no context frame held, on any render.
public struct UnknownVariable: Sendable, Hashable {
    public let templateName: String
    public let position: MustacheError.Position
    /// The tag as written, in its shortest form: `{{summary}}`, `{{{body}}}`.
    public let tag: String
}
