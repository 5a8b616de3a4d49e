/// The author's-loop commands, each described once (``CommandSpec``).
extension Help {
    static let serve = CommandSpec(
        name: "serve", summary: "Serve the site locally, rebuilding and reloading on every change",
        options: [
            .init("--content", value: .directory(), "Content tree to read (default: Content)"),
            .init(
                "--templates", value: .directory(),
                "Mustache templates and assets/ that replace the built-in ones of the same name; the folder holds only "
                    + "what it changes (default: Templates/ beside the content folder when there is one)"),
            .init("--port", value: .any("N"), "Port to serve on (default: 8000; 0 picks a free one)"),
            .init("--host", value: .any("ADDR"), "Address to serve on (default: 127.0.0.1)"),
            .init("--allow-remote", "Allow an address other machines can reach, such as 0.0.0.0"),
            .init("--open", "Open the served address in the default browser once the first build is served"),
        ],
        description: """
            Builds the site and serves it at http://127.0.0.1:8000/, then watches the content
            (and the templates, when they come from a folder) and rebuilds on every saved change,
            also when the folder itself is replaced. Editors' files (index.md~, .#index.md,
            .index.md.swp, .DS_Store) are passed over, as check and build pass over them.
            Open pages reload by themselves. A build's warnings are printed as check prints
            them and shown in a small panel on the page; a build with errors prints them here
            and shows them over the page, and the last good build stays served until they are
            fixed. The served pages carry a small reload script; the site a build writes never does.

            Only requests addressed to localhost, 127.0.0.1, [::1] or the --host address are
            answered (403 otherwise), so a web page cannot read the preview by rebinding its
            own name to this machine. A connection silent for 20 seconds is closed, and one
            address holds at most 64 at once. The staged sites go in a temporary folder that
            is removed when serve stops, and swept by the next serve if it was killed.
            """,
        epilogue: "Stop it with Ctrl-C (or SIGTERM, or by closing the terminal).")

    static let initSite = CommandSpec(
        name: "init", summary: "Create a new site that builds and passes check at once",
        positionals: [.init(placeholder: "DIR", kind: .directory, arity: .optional)],
        options: [
            .init(
                "--ci", value: .choice("github", "gitlab"),
                "Also write a CI workflow that installs lifeline, checks the content, builds the site and publishes it to "
                    + "Pages: github (.github/workflows/lifeline.yml) or gitlab (.gitlab-ci.yml)"),
            .init(
                "--lifeline-source", value: .any("URL[@REF]"),
                "The lifeline the workflow installs (default: the repository and commit scripts/install recorded for this lifeline)"),
        ],
        description: """
            Creates a new site in DIR (default: the current directory): Content/site.yaml, one
            lifecycle with a scenario and its expected order, a front page and a .gitignore,
            then builds it once into site/, so that the editor schema the files name
            (site/schema/) is there from the start. It passes check as it is, with no
            Templates/ folder: the templates are built into lifeline (see lifeline templates
            export). Refuses to touch an existing Content/; keeps an existing .gitignore.
            """)

    static let schema = CommandSpec(
        name: "schema", summary: "Write the JSON Schemas editors check content files with",
        positionals: [.init(placeholder: "DIR", kind: .directory)],
        description: """
            Writes site.schema.json and lifecycle.schema.json into DIR: the JSON Schemas an
            editor checks content files with (every build also writes them into site/schema/,
            where the files lifeline init makes point).
            """)

    static let templates = CommandSpec(
        name: "templates", summary: "Write the built-in templates out to customise them",
        positionals: [.init(placeholder: "export", kind: .words(["export"])), .init(placeholder: "DIR", kind: .directory)],
        description: """
            Writes the built-in Mustache templates and assets/ into DIR, to customise them. Use
            them with --templates DIR, or name the folder Templates/ beside Content/, where
            build and serve find it by themselves. The folder need only keep the files you
            change: any template or asset it lacks is the built-in one, and a partial it
            holds (sidebar.mustache) is the one the built-in pages include too. Never
            overwrites a file.
            """)

    static let completions = CommandSpec(
        name: "completions", summary: "Print a shell completion script for bash, zsh or fish",
        positionals: [.init(placeholder: "bash|zsh|fish", kind: .words(["bash", "zsh", "fish"]))],
        description: """
            Prints a completion script for the shell, made from the same description of each
            command's options as this help. Install it:
              bash: lifeline completions bash > ~/.local/share/bash-completion/completions/lifeline
              zsh:  lifeline completions zsh > ~/.zfunc/_lifeline   (with ~/.zfunc in fpath)
              fish: lifeline completions fish > ~/.config/fish/completions/lifeline.fish
            """)

    static let man = CommandSpec(
        name: "man", summary: "Print the manual page",
        description: """
            Prints the manual page, in roff, made from the same description of each command as
            this help:
              lifeline man > lifeline.1 && man ./lifeline.1
            """)

    static let help = CommandSpec(
        name: "help", summary: "Show the help of a command",
        positionals: [.init(placeholder: "COMMAND", kind: .commands, arity: .optional)],
        description: """
            Shows the help of a command, as lifeline COMMAND --help does, or this overview.
            """)
}
