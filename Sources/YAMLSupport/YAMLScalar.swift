/// The text of a scalar node and how it was written.
///
/// The value is already unescaped and folded by libyaml: `"a\tb"` gives a real
/// tab, and a folded block scalar gives its folded text. The style is kept
/// because only a *plain* scalar may be read as something other than a string:
/// `enabled: true` is a boolean, `enabled: "true"` is the text `true`.
public struct YAMLScalar: Sendable, Hashable {
    /// How a scalar was written in the source.
    public enum Style: Sendable, Hashable, CaseIterable {
        /// `value`: no quotes and no block indicator.
        case plain
        /// `'value'`
        case singleQuoted
        /// `"value"`
        case doubleQuoted
        /// `|` followed by indented lines, kept as written.
        case literal
        /// `>` followed by indented lines, single line breaks folded into spaces.
        case folded
    }

    /// The scalar's content after unescaping and folding.
    public var value: String
    public var style: Style

    public init(_ value: String, style: Style = .plain) {
        self.value = value
        self.style = style
    }

    /// Whether this scalar is one of YAML's spellings of null: `~`, `null`,
    /// `Null`, `NULL` or nothing at all, written plain.
    ///
    /// A quoted `"null"` is the text `null`, not a null.
    public var isPlainNull: Bool {
        style == .plain && Self.nullSpellings.contains(value)
    }

    private static let nullSpellings: Set<String> = ["", "~", "null", "Null", "NULL"]
}
