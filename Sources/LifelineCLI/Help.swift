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
          serve        Serve the site locally, rebuilding and reloading on every change
          init         Create a new site that builds and passes check at once
          templates    Write the built-in templates out to customise them
          schema       Write the JSON Schemas editors check content files with
          completions  Print a shell completion script for bash, zsh or fish
          man          Print the manual page
          help         Show the help of a command

        OPTIONS:
          -h, --help   Show help (also after a command: lifeline build --help)
          --version    Show the version
          -q, --quiet  Print only results and errors (no progress or summaries)
          --verbose    Also print what each step did

        Colour is used when standard error is a terminal, unless NO_COLOR is set.

        Exit status: 0 success, 1 content or validation errors (or a stale site), 2 usage errors,
        3 trace-check inconclusive.
        """

    static let build = """
        USAGE: lifeline build [--content DIR] [--templates DIR] [--output DIR] [--check] [--strict] [--clean] [--jobs N]

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

        OPTIONS:
          --content DIR     Content tree to read (default: Content)
          --templates DIR   Mustache templates and assets/ (default: Templates/ beside the
                            content folder when there is one, else the built-in templates)
          --output DIR      Where the site is written (default: site)
          --check           Write nothing; exit 1 and list the files that differ when the
                            output is not what a build would write now
          --strict          Treat warnings (a log no scenario lists, …) as errors: exit 1
                            and write nothing
          --clean           Render every page, reusing nothing from the current site
          --jobs N          Render on N threads (default: one per core); the site is the
                            same byte for byte whatever N is
          --help            Show this help
        """

    static let simulate = """
        USAGE: lifeline simulate FILE SCENARIO [--format text|json|expect] [--all]

        Runs one scenario of a lifecycle file in the engine and prints its calls in order:
        step, call, arguments and the receiver's state after the call. The scenario's
        `only` filter applies. Errors in other scenarios of the file are reported but do
        not stop this one.

        OPTIONS:
          --format text|json|expect
                               Output format (default: text); expect prints the scenario's
                               expect: block, indented to paste into the file
          --all                Show every call, ignoring the scenario's `only`
          --help               Show this help
        """

    static let traceCheck = """
        USAGE: lifeline trace-check FILE SCENARIO LOG [--map NAME=Class[,NAME=Class…]] [--format text|json] [--call Printed=callback[,…]] [--pairs PAIRING]

        Compares a console log captured from a real app with the simulated trace of one
        scenario of a lifecycle file. LOG is a file, or - for standard input. Errors in other
        scenarios or the claims of FILE are reported but do not block the check. LOG may be a
        recorded log in the format of Content/evidence/ (a --- header, then the lines): its
        map: is used as --map, its instrumented: as check uses it (every such call the
        engine makes on a mapped object must be in the log), and its pairs: and calls: as
        --pairs and --call; options given on the command line override the header.

        Every word that names a callback is read as one call, so a line may hold several;
        timestamps, process names and ids, addresses and tags are skipped. Each of these
        reads as B.viewWillAppear(_:):
          B  viewWillAppear:                 B: viewWillAppear
          B(viewWillAppear)                  B viewWillAppear(_:)
          -[BViewController viewWillAppear:] [B viewWillAppear:]
          <Demo.BViewController: 0x6000012c4000> viewWillAppear(_:)
          2020-04-01 10:11:12.345678+0800 Demo[123:4567] B viewWillAppear:
          B viewWillAppear - begin           (with its "- end" line, counted once)
        Objective-C selectors become Swift names (initWithCoder: is init(coder:), dealloc is
        deinit, -init is the object's designated initializer, applicationDidFinishLaunching-
        WithOptions: is application(_:didFinishLaunchingWithOptions:)), and notification
        constants too (UIKeyboardWillShowNotification is keyboardWillShowNotification).
        Blank lines, separators, prose, comment lines (# or //) and UIKit methods or
        notifications the engine does not model are ignored, each reported by line.

        The receiver is the scenario's object named on the line: by its name (B), by a class
        given with --map, or by convention (BViewController, B_ViewController or BVC for a
        controller B, BView for a view B); AppDelegate is app, SceneDelegate is scene,
        UINavigationController the scenario's only navigation controller. A call with no
        receiver goes to the only object that has that callback.

        It prints what it read (lines, calls, the header and the lines paired, every
        ignored line by reason with its line number), then the verdict. A line that looks
        like a lifecycle call but cannot be read (a misspelt name such as viewwillAppear,
        names run together, a class that is no object, a call several objects could have
        made, a handler's name such as keyboardWillShow or onKeyboardShow) makes the verdict
        inconclusive, with a did-you-mean or a hint; so does a call outside what the scenario
        models (a SwiftUI app's undeclared delegate, an object no step creates, a controller
        told it disappears while it is off screen and no step moves it), and so does an
        object the log instruments (mapped, or a delegate named on a line by its class,
        such as AppDelegate) with no call read where the engine makes some.

        The simulated trace is narrowed to the (object, callback) pairs the log shows, as a log
        has only the methods that were instrumented, and the two are compared call for call;
        a layout pass the engine marks "×1 or more" may occur one or more times in a row, one
        marked "×0 or more" also not at all. An
        empty log says the steps make no call. The scenario's `only` does not apply. Trim the
        log to the scenario's steps: the calls of its setup are not traced.

        OPTIONS:
          --map NAME=Class   Read Class in the log as the scenario's object NAME; several
                             pairs separated by commas, or the option repeated
          --call Printed=callback
                             Read the name Printed (a handler's, such as keyboardWillShow)
                             as the callback; several pairs separated by commas, or the
                             option repeated
          --pairs PAIRING    Read two lines as one call: BEGIN/END marks where each call
                             starts and ends (begin/end, '->/<-'; other calls may come
                             between); value reads a call's line with the line after it,
                             which prints a value (a size, the receiver). Without it the
                             usual words (begin, start … end, finish) pair lines
          --format text|json Output format (default: text). JSON: an object with scenario,
                             verdict (agreement, divergence or inconclusive), lines, calls
                             [{line, text, call}], ignored [{line, text, reason, unread,
                             detail, suggestion?}], engine [{call, step, repeatablePass?,
                             passMinimum?}], firstDifference (null or {row, logLine, log,
                             engine}), header (null or {lastLine}), pairing (null,
                             "BEGIN/END" or "value"), pairs [{first, second}] and silent
                             [{object, engineCalls, mappedTo? or namedOnLine?}]
          --help             Show this help

        Exit status: 0 the log agrees; 1 it diverges (the first divergent log line and both
        orders are printed), or the file, its scenario or the log has errors; 2 usage errors;
        3 inconclusive (a line that looks like a call was not read or is outside what the
        scenario models, an instrumented object had no call read, or nothing was read).
        """

    static let check = """
        USAGE: lifeline check [--content DIR] [--format text|json|github] [--strict]

        Loads and validates the content (syntax, schema, names, call orders, recorded
        logs, links in prose) and reports every problem as file:line:col. Writes nothing.

        OPTIONS:
          --content DIR     Content tree to read (default: Content)
          --format text|json|github
                            How problems are reported (default: text): json prints one
                            object on standard output for editors and tools; github prints
                            GitHub Actions annotations
          --strict          Treat warnings as errors (exit 1), as CI should
          --help            Show this help
        """
}
