/// A set of named templates that can include each other, loaded and checked all at once.
///
/// The site keeps its templates as `Templates/*.mustache` files; the caller reads them and
/// passes name → source, with each name being the file name without its extension, so
/// `{{>header}}` includes `header.mustache`. File access stays with the caller, which keeps
/// this module pure and lets tests declare templates inline:
///
/// ```swift
/// let library = try MustacheLibrary(sources: [
///     "page": "{{<layout}}{{$body}}Hello{{/body}}{{/layout}}",
///     "layout": "<main>{{$body}}{{/body}}</main>",
/// ])
/// try library.render("page", context: [:])   // "<main>Hello</main>"
/// ```
public struct MustacheLibrary: Sendable, MustachePartialProvider {
    private let templates: [String: MustacheTemplate]

    /// Parses every source and checks that each fixed partial or parent name exists.
    ///
    /// Throws one ``MustacheLibraryError`` listing every problem, not only the first: each
    /// template's first syntax error, and every `{{>name}}` or `{{<name}}` naming a
    /// template that is not in `sources`.
    public init(sources: [String: String]) throws(MustacheLibraryError) {
        try self.init(sources: sources, roots: nil)
    }

    /// Parses only the templates that rendering `roots` can reach: those, the partials and
    /// parents they name, theirs, and so on (every template, once one has a dynamic
    /// `{{>*name}}`). For a build that renders one kind of page from templates a build
    /// before it checked whole: parsing them all was a tenth of rebuilding one page.
    /// Problems are reported as ``init(sources:)`` does, for the templates parsed.
    public init(sources: [String: String], reachableFrom roots: [String]) throws(MustacheLibraryError) {
        try self.init(sources: sources, roots: roots)
    }

    private init(sources: [String: String], roots: [String]?) throws(MustacheLibraryError) {
        var templates: [String: MustacheTemplate] = [:]
        var errors: [MustacheError] = []
        var pending = roots ?? Array(sources.keys)
        var queued = Set(pending)
        while let name = pending.popLast() {
            guard let source = sources[name] else { continue }
            do throws(MustacheError) {
                let template = try MustacheTemplate(source: source, name: name)
                templates[name] = template
                guard roots != nil else { continue }
                let called = template.hasDynamicCalls ? Array(sources.keys) : template.namedCalls.map(\.name)
                for next in called where queued.insert(next).inserted { pending.append(next) }
            } catch {
                errors.append(error)
            }
        }
        for template in templates.values {
            for call in template.namedCalls where sources[call.name] == nil {
                errors.append(call.site.error("unknown partial '\(call.name)'"))
            }
        }
        guard errors.isEmpty else {
            throw MustacheLibraryError(errors: errors.sorted(by: Self.reportingOrder))
        }
        self.templates = templates
    }

    /// The template names, sorted.
    public var names: [String] {
        templates.keys.sorted()
    }

    public subscript(name: String) -> MustacheTemplate? {
        templates[name]
    }

    public func partial(named name: String) -> MustacheTemplate? {
        templates[name]
    }

    /// Renders the template called `name`, with every template in the library as a partial.
    public func render(_ name: String, context: MustacheValue) throws(MustacheError) -> String {
        String(decoding: try renderUTF8(name, context: context), as: UTF8.self)
    }

    /// Renders as ``render(_:context:)`` does, returning the page's UTF-8 bytes.
    public func renderUTF8(_ name: String, context: MustacheValue) throws(MustacheError) -> [UInt8] {
        var ignored: Set<UnescapedPlainText> = []
        return try renderUTF8(name, context: context, unescapedText: &ignored)
    }

    /// Renders as above and adds every tag that wrote plain text unescaped to `unescapedText`.
    public func renderUTF8(
        _ name: String, context: MustacheValue, unescapedText: inout Set<UnescapedPlainText>
    ) throws(MustacheError) -> [UInt8] {
        var variables = VariableLookups()
        return try renderUTF8(name, context: context, unescapedText: &unescapedText, variables: &variables)
    }

    /// Renders as above and also adds to `variables` which variable tags found their name.
    public func renderUTF8(
        _ name: String, context: MustacheValue, unescapedText: inout Set<UnescapedPlainText>, variables: inout VariableLookups
    ) throws(MustacheError) -> [UInt8] {
        guard let template = templates[name] else {
            throw MustacheError(templateName: name, position: nil, message: "no template named '\(name)'")
        }
        return try template.renderUTF8(context, partials: self, unescapedText: &unescapedText, variables: &variables)
    }

    private static func reportingOrder(_ lhs: MustacheError, _ rhs: MustacheError) -> Bool {
        if lhs.templateName != rhs.templateName {
            return lhs.templateName < rhs.templateName
        }
        let left = lhs.position ?? .init(line: 0, column: 0)
        let right = rhs.position ?? .init(line: 0, column: 0)
        return left != right ? left < right : lhs.message < rhs.message
    }
}
