/// One piece of a scanned template: a run of text within a line, a line break, or a tag.
///
/// Text never contains a line break; line breaks are tokens of their own. The standalone
/// rules are all about lines, and splitting here means the layout pass never has to search
/// inside strings for them.
struct Token {
    enum Kind {
        case text(String)
        /// `"\n"` or `"\r\n"`, kept as written so output reproduces the template's line endings.
        case newline(String)
        case tag(Tag)
    }

    var kind: Kind
    /// Byte offset in the template source, for error positions.
    let offset: Int

    var tag: Tag? {
        if case .tag(let tag) = kind { return tag }
        return nil
    }

    /// Empty or only spaces and tabs: the only text a standalone line may contain.
    var isBlankText: Bool {
        guard case .text(let text) = kind else { return false }
        return text.utf8.allSatisfy { $0 == ASCII.space || $0 == ASCII.tab }
    }
}

/// A tag as written, after its name has been checked.
struct Tag {
    enum Kind: Equatable {
        case interpolation(escaped: Bool)
        case section
        case invertedSection
        case close
        case comment
        case partial
        case parent
        case block
        case setDelimiters
    }

    let kind: Kind
    /// The normalized name: `items`, `a.b`, `.`, or `*name` for a dynamic partial or parent.
    /// A closing tag carries the label of the tag it closes, so matching is string equality.
    let label: String
    /// Whitespace to put before each line rendered by this tag: set by the layout pass for
    /// standalone partials and parents, and for blocks whose content is re-indented.
    var indentation = ""

    /// Tags that open a section-like pair ended by `{{/label}}`.
    var opensPair: Bool {
        kind == .section || kind == .invertedSection || kind == .parent || kind == .block
    }

    /// Every tag but an interpolation may stand alone on a line and take the line with it.
    var canStandAlone: Bool {
        if case .interpolation = kind { return false }
        return true
    }
}
