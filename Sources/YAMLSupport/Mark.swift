/// A position in a YAML source, 1-based in both directions.
///
/// ```
/// name: 视图 🙂 appear
///       ^ 1:7
/// ```
///
/// The column counts **Unicode scalars** (code points), not bytes and not
/// grapheme clusters: `视` is one column and `🙂` is one column, although they
/// take 3 and 4 bytes in UTF-8. That is the unit libyaml counts in, so marks
/// from libyaml and marks computed in Swift (for invalid UTF-8) agree. A tab is
/// one column. A UTF-8 byte order mark at the start of the file takes no column.
///
/// Lines are separated the way libyaml separates them: LF, CR LF, a lone CR,
/// and also NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR
/// (U+2029), which YAML 1.1 counts as line breaks.
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, starting at 1.
    public var line: Int
    /// The column in Unicode scalars, starting at 1.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders marks as they appear in the source: by line, then by column.
    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, the shape compilers and editors use.
    public var description: String { "\(line):\(column)" }
}
