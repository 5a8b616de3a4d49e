/// Resolves `{{>name}}` and `{{<name}}` to templates while rendering.
///
/// Lookups happen lazily, at the moment a tag is reached, because dynamic names
/// (`{{>*name}}`) are only known from the data. A provider that returns `nil` makes the tag
/// render as nothing, as the spec requires for a missing partial.
///
/// ``MustacheLibrary`` is the provider the site uses; a plain dictionary works for tests and
/// one-off templates.
public protocol MustachePartialProvider {
    func partial(named name: String) -> MustacheTemplate?
}

extension Dictionary: MustachePartialProvider where Key == String, Value == MustacheTemplate {
    public func partial(named name: String) -> MustacheTemplate? {
        self[name]
    }
}

/// The provider for templates rendered without partials.
struct NoPartials: MustachePartialProvider {
    func partial(named name: String) -> MustacheTemplate? { nil }
}
