internal import Diagnostics
internal import Mustache

extension SiteRenderer {
    static let unknownVariableID = "lifeline.templates.unknown-variable"

    /// A variable tag whose name no page rendered with its template has in its context
    /// writes nothing, silently: a misspelt `{{titel}}`, or a name from another kind of
    /// page. A warning at the tag (an error with `--strict`); true when there was one.
    ///
    /// Sections are never reported: `{{#x}}` and `{{^x}}` ask whether a name is there.
    func reportUnknown(_ variables: VariableLookups, _ diagnostics: inout DiagnosticBag) -> Bool {
        let unknown = variables.neverResolved
        for variable in unknown {
            diagnostics.append(
                Diagnostic(
                    .warning, id: Self.unknownVariableID,
                    at: SourceLocation(file: templatePath(variable.templateName), line: variable.position.line, column: variable.position.column),
                    "'\(variable.tag)' names nothing in the page's context",
                    hint: "it writes nothing on every page this template renders; check the spelling against the built-in "
                        + "templates (lifeline templates export DIR), or wrap a name some pages lack in a section"))
        }
        return !unknown.isEmpty
    }
}
