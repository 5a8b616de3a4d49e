import Mustache
import Testing

/// Templates that include themselves forever must fail with an error, not overflow the stack.
@Suite struct NestingGuardTests {
    @Test func aPartialThatIncludesItselfThrowsAtTheIncludingTag() throws {
        let loop = try MustacheTemplate(source: "x\n  {{>loop}}", name: "loop")

        let error = renderError(loop, partials: ["loop": loop])

        #expect(error?.templateName == "loop")
        #expect(error?.position == MustacheError.Position(line: 2, column: 3))
        #expect(error?.message.contains("nested more than \(MustacheTemplate.maximumNestingDepth) templates deep") == true)
    }

    @Test func mutuallyRecursiveParentsThrow() throws {
        let library = try MustacheLibrary(sources: [
            "a": "{{<b}}{{$x}}a{{/x}}{{/b}}",
            "b": "{{$x}}{{/x}}{{<a}}{{/a}}",
        ])

        #expect(throws: MustacheError.self) { try library.render("a", context: [:]) }
    }

    @Test func aDynamicSelfIncludeThrows() throws {
        let loop = try MustacheTemplate(source: "{{>*next}}", name: "loop")

        #expect(renderError(loop, context: ["next": "loop"], partials: ["loop": loop]) != nil)
    }

    /// Data-driven recursion is legitimate and must keep working up to the limit.
    @Test func recursionThatDataEndsRendersUpToTheLimit() throws {
        let node = try MustacheTemplate(source: "({{#child}}{{>node}}{{/child}})", name: "node")
        let limit = MustacheTemplate.maximumNestingDepth

        let rendered = try node.render(nested(limit), partials: ["node": node])
        #expect(rendered == String(repeating: "(", count: limit + 1) + String(repeating: ")", count: limit + 1))

        #expect(renderError(node, context: nested(limit + 1), partials: ["node": node]) != nil)
    }

    /// `{"child": {"child": … {"child": false}}}`, so `node` includes itself `levels` times.
    ///
    /// The innermost `false` matters: a missing `child` would be looked up in the enclosing
    /// frames, find the parent's truthy `child`, and recurse forever.
    private func nested(_ levels: Int) -> MustacheValue {
        (0..<levels).reduce(["child": false]) { inner, _ in ["child": inner] }
    }

    private func renderError(
        _ template: MustacheTemplate, context: MustacheValue = [:], partials: [String: MustacheTemplate]
    ) -> MustacheError? {
        do {
            _ = try template.render(context, partials: partials)
            return nil
        } catch {
            return error
        }
    }
}
