import Testing
import YAMLSupport

/// Parses `text` and returns the one error it must produce.
///
/// Records an issue, at the caller's line, if parsing succeeds instead.
func parseError(
    _ text: String,
    aliasExpansionLimit: Int = YAMLParser.defaultAliasExpansionLimit,
    nestingLimit: Int = YAMLParser.defaultNestingLimit,
    sourceLocation: SourceLocation = #_sourceLocation
) -> YAMLError? {
    parseError(
        Array(text.utf8), aliasExpansionLimit: aliasExpansionLimit,
        nestingLimit: nestingLimit, sourceLocation: sourceLocation)
}

/// Parses `bytes` and returns the one error it must produce.
func parseError(
    _ bytes: [UInt8],
    aliasExpansionLimit: Int = YAMLParser.defaultAliasExpansionLimit,
    nestingLimit: Int = YAMLParser.defaultNestingLimit,
    sourceLocation: SourceLocation = #_sourceLocation
) -> YAMLError? {
    do {
        let root = try YAMLParser.parse(bytes, aliasExpansionLimit: aliasExpansionLimit, nestingLimit: nestingLimit)
        // Only the root: a tree that should have been refused may be huge.
        let parsed = root.map { "a \($0.kindName) at \($0.mark)" } ?? "no document"
        Issue.record("expected an error, parsed \(parsed)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// The pair values of a mapping root, for tests that only look one level down.
func values(of root: YAMLNode?) -> [YAMLNode] {
    root?.pairs?.map(\.value) ?? []
}
