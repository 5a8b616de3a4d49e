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
          trace-check  Compare a console log from a real app with a scenario's simulated order

        OPTIONS:
          --help       Show help (also after a command: lifeline build --help)
          --version    Show the version

        Exit status: 0 success, 1 content or validation errors (or a stale site), 2 usage errors.
        """

    static let build = """
        USAGE: lifeline build [--content DIR] [--templates DIR] [--output DIR] [--check]

        Validates Content/, renders it through Templates/ and writes a self-contained static
        site. The site is written to a temporary directory and swapped in only when the whole
        build succeeded, so a failed build leaves the previous output untouched. Content/static/
        is copied in as it is; files listed under keep: in site.yaml stay in the output; any
        other file no build wrote is reported, then removed with the old site.

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

    static let traceCheck = """
        USAGE: lifeline trace-check FILE SCENARIO LOG [--map NAME=Class ...]

        Compares a console log captured from a real app with the simulated trace of one
        scenario of a lifecycle file. LOG is a file, or - for standard input.

        Each line that names a callback is read as one call; timestamps, process ids,
        addresses and tags are skipped. Each of these reads as B.viewWillAppear(_:):
          B  viewWillAppear:
          B viewWillAppear(_:)
          -[BViewController viewWillAppear:]
          <Demo.BViewController: 0x6000012c4000> viewWillAppear(_:)
          [Lifecycle] B.viewWillAppear(_:)
          2020-04-01 10:11:12.345678+0800 Demo[123:4567] B viewWillAppear:
        Objective-C selectors become Swift names (initWithCoder: is init(coder:), dealloc is
        deinit). Lines that do not read as a call (blank lines, separators, prose, methods the
        model does not know) are ignored and counted.

        The receiver is the scenario's object named on the line: by its name (B), by a class
        given with --map, or by convention (BViewController or BVC for a controller B, BView
        for a view B); AppDelegate is app and SceneDelegate is scene. A line with no receiver
        goes to the only object that has that callback.

        The simulated trace is narrowed to the (object, callback) pairs the log shows, as a log
        has only the methods that were instrumented, and the two are compared call for call.
        The scenario's `only` does not apply. Trim the log to the scenario's steps: the calls
        of its setup are not traced.

        OPTIONS:
          --map NAME=Class  Read Class in the log as the scenario's object NAME (repeatable)
          --help            Show this help

        Exit status: 0 the log agrees; 1 it diverges (the first divergent log line and both
        orders are printed), or the file, its scenario or the log has errors; 2 usage errors.
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
