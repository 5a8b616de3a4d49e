/// Why a YAML source could not be turned into a node tree, and where.
///
/// ```
/// 3:9: mapping values are not allowed in this context
/// 2:1: found unexpected end of stream (while scanning a quoted scalar at 1:7)
/// ```
///
/// Every error carries the position of the problem; libyaml's "while parsing
/// …" hint, when it gives one, is kept apart in `context` so a diagnostic can
/// show it as a note at its own position.
public struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for callers that react differently to each.
    public enum Kind: Sendable, Hashable {
        /// A byte sequence that is not UTF-8 (found before libyaml runs).
        case invalidUTF8
        /// A character YAML does not allow, such as a control character.
        case invalidCharacter
        /// libyaml's scanner or parser rejected the text.
        case syntax
        /// `*name` with no `&name` before it.
        case undefinedAlias
        /// `*name` inside the node anchored as `&name`.
        case recursiveAlias
        /// Expanding aliases would produce more nodes than allowed.
        case aliasExpansionLimit
        /// Collections nested deeper than allowed.
        case nestingLimit
        /// A second document (`---`) after the first.
        case multipleDocuments
        /// libyaml could not allocate memory.
        case outOfMemory
    }

    /// A second position that explains the first, such as where an unclosed
    /// quote was opened.
    public struct Context: Sendable, Hashable {
        public var message: String
        public var mark: Mark

        public init(_ message: String, at mark: Mark) {
            self.message = message
            self.mark = mark
        }
    }

    public var kind: Kind
    /// Where the problem is.
    public var mark: Mark
    /// What the problem is, in lower case and without position, so it reads
    /// well after `path:line:col: error: `.
    public var message: String
    public var context: Context?

    public init(_ kind: Kind, _ message: String, at mark: Mark, context: Context? = nil) {
        self.kind = kind
        self.message = message
        self.mark = mark
        self.context = context
    }

    public var description: String {
        guard let context else { return "\(mark): \(message)" }
        return "\(mark): \(message) (\(context.message) at \(context.mark))"
    }
}
