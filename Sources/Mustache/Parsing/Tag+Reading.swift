/// Why a tag's content was rejected; the scanner adds the position.
enum TagReadingError: Error {
    case emptyName
    case invalidName(String)

    func message(for tagText: String) -> String {
        switch self {
        case .emptyName:
            "empty tag name in '\(tagText)'"
        case .invalidName(let name):
            "invalid tag name '\(name)' in '\(tagText)'; names cannot contain whitespace or empty dotted parts"
        }
    }
}

extension Tag {
    /// Reads the text between the delimiters (sigil included), such as `# items ` or `>* kind`.
    ///
    /// Whitespace around the name is padding and is dropped (`{{ name }}` is `{{name}}`).
    /// Whitespace inside a name is rejected rather than looked up, because a key with a
    /// space in it is almost always a typo such as `{{# items}` or a missing sigil.
    init(reading content: String) throws(TagReadingError) {
        let sigil = content.first
        let rest = String(content.dropFirst())
        switch sigil {
        case "{", "&": self.init(kind: .interpolation(escaped: false), label: try Self.dottedName(rest))
        case "#": self.init(kind: .section, label: try Self.dottedName(rest))
        case "^": self.init(kind: .invertedSection, label: try Self.dottedName(rest))
        case "/": self.init(kind: .close, label: try Self.templateName(rest))
        case "!": self.init(kind: .comment, label: "")
        case ">": self.init(kind: .partial, label: try Self.templateName(rest))
        case "<": self.init(kind: .parent, label: try Self.templateName(rest))
        case "$": self.init(kind: .block, label: try Self.plainName(rest))
        default: self.init(kind: .interpolation(escaped: true), label: try Self.dottedName(content))
        }
    }

    /// `.` or names joined by dots, each part non-empty: `person.name`.
    private static func dottedName(_ text: String) throws(TagReadingError) -> String {
        let name = try plainName(text)
        if name != ".", name.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            throw .invalidName(name)
        }
        return name
    }

    /// A partial or parent name, or `*` and a dotted name for a dynamic one: `{{> * kind }}`
    /// becomes `*kind`. Closing tags use the same form so `{{/*kind}}` matches `{{<*kind}}`.
    private static func templateName(_ text: String) throws(TagReadingError) -> String {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.hasPrefix("*") else { return try plainName(trimmed) }
        return "*" + (try dottedName(String(trimmed.dropFirst())))
    }

    private static func plainName(_ text: String) throws(TagReadingError) -> String {
        let name = text.trimmingWhitespace()
        guard !name.isEmpty else { throw .emptyName }
        guard !name.utf8.contains(where: ASCII.isWhitespace) else { throw .invalidName(name) }
        return name
    }
}

extension String {
    /// Drops spaces, tabs and line breaks at both ends without pulling in Foundation.
    func trimmingWhitespace() -> String {
        let utf8 = self.utf8
        guard let first = utf8.firstIndex(where: { !ASCII.isWhitespace($0) }),
            let last = utf8.lastIndex(where: { !ASCII.isWhitespace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
