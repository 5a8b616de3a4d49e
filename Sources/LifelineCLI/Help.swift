/// The `--help` texts, one per command.
enum Help {
    static let version = "lifeline 0.1.0"

    static let main = """
    lifeline — lifecycle documentation whose every call order is simulated and checked.

    USAGE: lifeline <command> [options]

    COMMANDS:
      build        Validate the content and write the site (or --check it is up to date)
      check        Validate the content only; write nothing
      simulate     Print the simulated trace of one scenario

    OPTIONS:
      --help       Show help (also after a command: lifeline build --help)
      --version    Show the version

    Exit status: 0 success, 1 content or validation errors (or a stale site), 2 usage errors.
    """

    static let build = """
    USAGE: lifeline build [--content DIR] [--templates DIR] [--output DIR] [--check]

    Validates Content/, renders it through Templates/ and writes a self-contained static
    site. The site is written to a temporary directory and swapped in only when the whole
    build succeeded, so a failed build leaves the previous output untouched.

    OPTIONS:
      --content DIR     Content tree to read (default: Content)
      --templates DIR   Mustache templates and assets/ (default: Templates)
      --output DIR      Where the site is written (default: site)
      --check           Write nothing; exit 1 and list the files that differ when the
                        output is not what a build would write now
      --help            Show this help
    """

    static let simulate = """
    USAGE: lifeline simulate FILE SCENARIO [--format text|json]

    Runs one scenario of a lifecycle file in the engine and prints its calls in order:
    step, call, arguments and the receiver's state after the call. The scenario's
    `only` filter applies.

    OPTIONS:
      --format text|json   Output format (default: text)
      --help               Show this help
    """

    static let check = """
    USAGE: lifeline check [--content DIR]

    Loads and validates the content (syntax, schema, names) and reports every problem
    as file:line:col. Writes nothing.

    OPTIONS:
      --content DIR     Content tree to read (default: Content)
      --help            Show this help
    """
}
