/// A parsed template: what the renderer walks, with every name already split and checked.
///
/// Parsing once into this tree is what makes rendering hundreds of pages cheap: rendering
/// never looks at delimiters, whitespace rules or tag syntax again.
enum Node: Sendable {
    /// Template text, line breaks included, already stripped of standalone lines.
    case text(String)
    /// `site` points at the tag: one that writes plain text unescaped (see
    /// `MustacheValue.html`), or whose name is found in no context (``VariableLookups``).
    case variable(VariableName, escaped: Bool, site: TagSite)
    case section(VariableName, content: [Node], inverted: Bool)
    case partial(TemplateCall)
    /// `{{<parent}}…{{/parent}}`: only the block arguments survive parsing.
    case parent(TemplateCall, arguments: [String: Block])
    case block(Block)
}

/// A name looked up in the context stack: `.` (no parts) or dotted parts, `["person", "name"]`.
struct VariableName: Sendable {
    let parts: [String]

    init(_ label: String) {
        parts = label == "." ? [] : label.split(separator: ".").map(String.init)
    }
}

/// The template a `{{>…}}` or `{{<…}}` tag asks for.
enum TemplateReference: Sendable {
    case named(String)
    /// `{{>*name}}`: the template name is the value of `name` in the context.
    case dynamic(VariableName)

    init(_ label: String) {
        self = label.hasPrefix("*") ? .dynamic(VariableName(String(label.dropFirst()))) : .named(label)
    }
}

/// A partial or parent tag, with what rendering needs to place and to blame it.
struct TemplateCall: Sendable {
    let reference: TemplateReference
    /// Put before every line of the called template (from a standalone tag's leading spaces).
    let indentation: String
    /// Where the tag is, for the error raised when templates nest too deeply.
    let site: TagSite
}

/// `{{$name}}default{{/name}}`: a place a parent's caller can fill in.
struct Block: Sendable {
    let name: String
    /// Added before each line of whatever content renders here; see ``BlockIndentation``.
    let indentation: String
    let content: [Node]
}

/// A tag's location, kept for tags that can fail or be reported while rendering.
struct TagSite: Sendable, Hashable {
    let templateName: String
    let position: MustacheError.Position

    func error(_ message: String) -> MustacheError {
        MustacheError(templateName: templateName, position: position, message: message)
    }
}
