/// One node of a parsed YAML document, with where it came from.
///
/// ```
/// title: Present      →  mapping [ (scalar "title" @1:1, scalar "Present" @1:8) ]
/// ```
///
/// The tree is a plain value: no C pointers and no references to the parser,
/// so it can be passed between threads and kept after parsing.
///
/// Aliases are already expanded: `*base` is replaced by a copy of the node
/// anchored as `&base`. The copy's top node takes the mark of the alias (so a
/// message about "the value of this key" points where the key's value is
/// written); the nodes inside the copy keep the marks of the anchored text,
/// because that is where their words are.
public struct YAMLNode: Sendable, Hashable {
    /// What a node holds.
    public enum Kind: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        /// The pairs in source order. Duplicate keys are kept, so the caller can
        /// report both positions.
        case mapping([Pair])
    }

    /// One `key: value` entry of a mapping.
    public struct Pair: Sendable, Hashable {
        public var key: YAMLNode
        public var value: YAMLNode

        public init(key: YAMLNode, value: YAMLNode) {
            self.key = key
            self.value = value
        }
    }

    public var kind: Kind
    /// Where the node starts: at its `&anchor` or `!tag` if it has one, so
    /// `a: &x !t v` puts the value at 1:4.
    public var mark: Mark
    /// Where the node ends, as libyaml reports it.
    ///
    /// For a flow node or a one-line scalar this is just past the last
    /// character. For a block collection or a block scalar (`|`, `>`) it is
    /// usually the start of the line after the node, where libyaml noticed the
    /// indentation ended. libyaml pretends a file ends with a line break, so a
    /// block collection that runs to the end of a file without one ends at
    /// column 1 of the line after the last.
    public var endMark: Mark
    /// The explicit tag, resolved by libyaml: `!!str` becomes
    /// `tag:yaml.org,2002:str`, a local `!point` stays `!point`. `nil` when the
    /// source gives no tag.
    public var tag: String?

    public init(_ kind: Kind, mark: Mark, endMark: Mark? = nil, tag: String? = nil) {
        self.kind = kind
        self.mark = mark
        self.endMark = endMark ?? mark
        self.tag = tag
    }
}
