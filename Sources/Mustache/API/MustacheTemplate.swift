/// A Mustache template, parsed once and rendered as often as needed.
///
/// ```swift
/// let row = try MustacheTemplate(source: "<li>{{name}}</li>", name: "row")
/// let list = try MustacheTemplate(source: "<ul>{{#items}}{{>row}}{{/items}}</ul>", name: "list")
/// try list.render(["items": [["name": "A & B"]]], partials: ["row": row])
/// // "<ul><li>A &amp; B</li></ul>"
/// ```
///
/// Supports the whole Mustache spec except lambdas, plus the optional inheritance
/// (`{{<parent}}`, `{{$block}}`) and dynamic-name (`{{>*name}}`) modules. `{{name}}` escapes
/// HTML; `{{{name}}}` and `{{&name}}` do not.
///
/// A template is an immutable value, so one parsed template can be rendered from several
/// threads at once.
public struct MustacheTemplate: Sendable {
    /// How many partials and parents may be open inside each other while rendering.
    ///
    /// Recursive partials are legitimate for nested data (a tree of nodes), but a template
    /// that includes itself unconditionally never ends. Past this depth rendering throws
    /// instead of exhausting the stack.
    public static let maximumNestingDepth = 100

    /// The largest text one render may write. A page of the bundled site is under 100 KB;
    /// a template whose partials each include the next twice wrote 134 MB before this.
    public static let maximumOutputBytes = 32 << 20

    /// Nodes one render may visit (text, tags, each repetition of a section). Pages of a
    /// site with 2,000 lifecycles take tens of thousands.
    public static let maximumSteps = 5_000_000

    /// The name used in error messages, and the name partials are looked up by in a library.
    public let name: String
    let nodes: [Node]

    /// Parses `source`, reporting the first syntax error with `name` and its line and column.
    public init(source: String, name: String) throws(MustacheError) {
        let text = SourceText(source, name: name)
        let tokens = try Scanner.tokens(in: text)
        self.name = name
        nodes = try TreeBuilder.nodes(from: LineLayout.apply(to: tokens), source: text)
    }

    /// Renders against `context`, resolving `{{>name}}` and `{{<name}}` through `partials`.
    ///
    /// A partial the provider does not know renders as nothing, as the spec requires; use
    /// ``MustacheLibrary`` to have unknown names reported when templates are loaded instead.
    /// Throws only when partials nest deeper than ``maximumNestingDepth``.
    public func render(
        _ context: MustacheValue, partials: any MustachePartialProvider
    ) throws(MustacheError) -> String {
        String(decoding: try renderUTF8(context, partials: partials), as: UTF8.self)
    }

    /// Renders as ``render(_:partials:)`` does, returning the UTF-8 bytes: what a file
    /// holds, without decoding the text into a `String` and encoding it back.
    public func renderUTF8(
        _ context: MustacheValue, partials: any MustachePartialProvider
    ) throws(MustacheError) -> [UInt8] {
        var ignored: Set<UnescapedPlainText> = []
        return try renderUTF8(context, partials: partials, unescapedText: &ignored)
    }

    /// Renders as above and adds every tag that wrote plain text unescaped to `unescapedText`.
    public func renderUTF8(
        _ context: MustacheValue, partials: any MustachePartialProvider, unescapedText: inout Set<UnescapedPlainText>
    ) throws(MustacheError) -> [UInt8] {
        var variables = VariableLookups()
        return try renderUTF8(context, partials: partials, unescapedText: &unescapedText, variables: &variables)
    }

    /// Renders as above and also adds to `variables` which variable tags found their name.
    public func renderUTF8(
        _ context: MustacheValue, partials: any MustachePartialProvider, unescapedText: inout Set<UnescapedPlainText>,
        variables: inout VariableLookups
    ) throws(MustacheError) -> [UInt8] {
        var renderer = Renderer(context: context, partials: partials, rootName: name)
        let bytes = try renderer.render(self)
        unescapedText.formUnion(renderer.unescapedText)
        variables.formUnion(renderer.variables)
        return bytes
    }

    /// Renders a template that includes no partials.
    public func render(_ context: MustacheValue) throws(MustacheError) -> String {
        try render(context, partials: NoPartials())
    }
}
