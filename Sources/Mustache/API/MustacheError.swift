/// A problem in a template, pinned to the template that has it.
///
/// Prints in the compiler's format so editors and CI logs can jump to it:
///
/// ```
/// page:12:5: error: unclosed section 'items'
/// ```
///
/// `templateName` is the name the template was created with (for a ``MustacheLibrary``, the
/// partial name, such as `page`). Callers that know the file behind a name can rebuild the
/// message around a path from `position` and `message`.
///
/// Errors inside a partial name the partial, not the template that included it, because the
/// partial's file is the one to fix.
public struct MustacheError: Error, CustomStringConvertible, Sendable, Hashable {
    /// A 1-based place in a template's source.
    ///
    /// `column` counts Unicode scalars from the start of the line, not bytes, so a tag after
    /// `é` or `→` is reported where an editor shows it (for text without combining marks).
    public struct Position: Sendable, Hashable, Comparable, CustomStringConvertible {
        public let line: Int
        public let column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public var description: String { "\(line):\(column)" }

        public static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }
    }

    public let templateName: String
    /// Where the problem starts; `nil` when it concerns a template as a whole (an unknown name).
    public let position: Position?
    /// What is wrong, without the location prefix, e.g. `unclosed section 'items'`.
    public let message: String

    public init(templateName: String, position: Position?, message: String) {
        self.templateName = templateName
        self.position = position
        self.message = message
    }

    public var description: String {
        if let position {
            return "\(templateName):\(position): error: \(message)"
        }
        return "\(templateName): error: \(message)"
    }
}
