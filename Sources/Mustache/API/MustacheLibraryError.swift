/// Every problem found while loading a ``MustacheLibrary``.
///
/// A site author fixing templates should see all the broken ones in one run, so loading keeps
/// going after the first error and reports them together, ordered by template name and then
/// by position.
public struct MustacheLibraryError: Error, CustomStringConvertible, Sendable, Hashable {
    /// Never empty.
    public let errors: [MustacheError]

    public init(errors: [MustacheError]) {
        self.errors = errors
    }

    /// One error per line, each in `name:line:column: error: message` form.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
