/// Parses YAML text into a `YAMLNode` tree that remembers every position.
///
/// ```swift
/// let root = try YAMLParser.parse(Array("title: Present\n".utf8))
/// root?.pairs?.first?.value.mark   // 1:8
/// ```
///
/// Built on libyaml's event API. Each call makes and frees its own parser, so
/// `parse` may be called from many threads at once.
public enum YAMLParser {
    /// How many nodes aliases may add to one document by default.
    public static let defaultAliasExpansionLimit = 100_000
    /// How deeply collections may nest by default.
    public static let defaultNestingLimit = 512

    /// Parses the one document in `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 text; a byte order mark at the start is allowed.
    ///   - aliasExpansionLimit: the most nodes that expanding `*alias`es may
    ///     add, counted over the whole document. Protects callers that walk
    ///     the tree from "billion laughs" documents.
    ///   - nestingLimit: the deepest collections may nest, aliases included.
    /// - Returns: the root node, or nil when the stream has no document at all
    ///   (empty, whitespace, or only comments).
    /// - Throws: `YAMLError` at the first problem: invalid UTF-8, a syntax
    ///   error, an undefined or recursive alias, a limit exceeded, or a second
    ///   document.
    public static func parse(
        _ bytes: [UInt8],
        aliasExpansionLimit: Int = defaultAliasExpansionLimit,
        nestingLimit: Int = defaultNestingLimit
    ) throws(YAMLError) -> YAMLNode? {
        try UTF8Validation.validate(bytes)
        let handle = try ParserHandle(copying: bytes)
        let builder = TreeBuilder(aliasExpansionLimit: aliasExpansionLimit, nestingLimit: nestingLimit)
        var reader = SingleDocumentReader(handle: handle, builder: builder)
        return try reader.read()
    }

    /// Parses the one document in `text`; see `parse(_:aliasExpansionLimit:nestingLimit:)`.
    public static func parse(
        _ text: String,
        aliasExpansionLimit: Int = defaultAliasExpansionLimit,
        nestingLimit: Int = defaultNestingLimit
    ) throws(YAMLError) -> YAMLNode? {
        try parse(Array(text.utf8), aliasExpansionLimit: aliasExpansionLimit, nestingLimit: nestingLimit)
    }
}

extension YAMLParser {
    /// Checks any text file the way `parse` checks YAML, so a Markdown file with a bad
    /// byte is reported at the same line and column, with the same message.
    public static func validateUTF8(_ bytes: [UInt8]) throws(YAMLError) {
        try UTF8Validation.validate(bytes)
    }
}
