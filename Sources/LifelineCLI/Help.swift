/// The commands that read content, each described once (``CommandSpec``): `--help`, the
/// man page, the completions and the parser are made from these.
extension Help {
    static let version = "lifeline 0.1.0"

    static let build = CommandSpec(
        name: "build", summary: "Validate the content and write the site (or --check it is up to date)",
        options: [
            .init("--content", value: .directory(), "Content tree to read (default: Content)"),
            .init(
                "--templates", value: .directory(),
                "Mustache templates and assets/ that replace the built-in ones of the same name; the folder holds only "
                    + "what it changes (default: Templates/ beside the content folder when there is one)"),
            .init("--output", value: .directory(), "Where the site is written (default: site)"),
            .init("--check", "Write nothing; exit 1 and list the files that differ when the output is not what a build would write now"),
            .init(
                "--strict",
                "Treat warnings (a log no scenario lists, a template variable that names nothing, …) as errors: exit 1 "
                    + "and write nothing"),
            .init("--clean", "Render every page, reusing nothing from the current site"),
            .init("--jobs", value: .any("N"), "Render on N threads (default: one per core); the site is the same byte for byte whatever N is"),
        ],
        description: """
            Validates Content/, renders it through the templates and writes a self-contained
            static site. The site is written to a temporary directory and swapped in only when the
            whole build succeeded, so a failed build leaves the previous output untouched.
            Content/static/ is copied in as it is; files listed under keep: in site.yaml stay in
            the output; any other file no build wrote is reported, then removed with the old site.

            Builds are incremental: the site's .lifeline-site marker records fingerprints of the
            inputs, the templates, the engine and Graphviz. When none changed, nothing is loaded
            or written; otherwise only the pages whose inputs changed are rendered, the others
            are linked from the current site, and the result is swapped in as a whole, byte for
            byte what a clean build writes.
            """)

    static let simulate = CommandSpec(
        name: "simulate", summary: "Print the simulated trace of one scenario",
        positionals: [.init(placeholder: "FILE", kind: .file), .init(placeholder: "SCENARIO", kind: .any)],
        options: [
            .init(
                "--format", value: .choice("text", "json", "expect"),
                "Output format (default: text); expect prints the scenario's expect: block, indented to paste into the file"),
            .init("--all", "Show every call, ignoring the scenario's `only`"),
        ],
        description: """
            Runs one scenario of a lifecycle file in the engine and prints its calls in order:
            step, call, arguments and the receiver's state after the call. The scenario's
            `only` filter applies. Errors in other scenarios of the file are reported but do
            not stop this one. To write the order into the file, use lifeline update-expect.
            """)

    static let updateExpect = CommandSpec(
        name: "update-expect", summary: "Rewrite scenarios' expect lists from the engine, in place",
        positionals: [.init(placeholder: "FILE", kind: .file), .init(placeholder: "SCENARIO", kind: .any, arity: .repeated)],
        description: """
            Rewrites the expect list of each named scenario of a lifecycle file (of every
            scenario, when none is named) with the engine's order after its only filter, in
            place: every byte outside those lists stays as it was (comments, quoting, blank
            lines, the order of keys). A flow list stays a flow list and a block list keeps its
            indentation; a scenario without expect gets one after its only (else its steps),
            with the file's line breaks. An expect that already agrees with the engine is left
            as it is. The file is replaced in one step, never left half-written.

            A scenario with an error of its own (in the file or in the engine) is reported at
            its line and left as it is, and the command exits 1; errors inside an expect list
            do not count, as the list is replaced. Errors before the first scenario, or a
            scenario name the file does not have, leave the whole file as it was.
            """)

    static let check = CommandSpec(
        name: "check", summary: "Validate the content only; write nothing",
        options: [
            .init("--content", value: .directory(), "Content tree to read (default: Content)"),
            .init(
                "--format", value: .choice("text", "json", "github"),
                "How problems are reported (default: text): json prints one object on standard output for editors "
                    + "and tools; github prints GitHub Actions annotations"),
            .init("--strict", "Treat warnings as errors (exit 1), as CI should"),
        ],
        description: """
            Loads and validates the content (syntax, schema, names, call orders, recorded
            logs, links in prose) and reports every problem as file:line:col. Writes nothing.
            """)
}
