/// A position in a content file, as an author's editor shows it.
///
/// `line` and `column` are 1-based. The column counts Unicode scalars, not bytes and not
/// grapheme clusters, so `标题: x` puts `x` at column 5. That is what libyaml reports and
/// what most editors' "column" means for text without combining marks.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The path as the user gave it (relative paths stay relative, so messages match the
    /// command line the user typed).
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The start of a file, for problems that belong to the file as a whole (an empty file).
    public static func start(of file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
