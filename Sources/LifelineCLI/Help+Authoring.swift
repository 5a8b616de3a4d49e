/// The `--help` texts of the author's-loop commands.
extension Help {
    static let serve = """
        USAGE: lifeline serve [--content DIR] [--templates DIR] [--port N] [--host ADDR] [--allow-remote] [--open]

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

        OPTIONS:
          --content DIR     Content tree to read (default: Content)
          --templates DIR   Mustache templates and assets/ (default: Templates/ beside the
                            content folder when there is one, else the built-in templates)
          --port N          Port to serve on (default: 8000; 0 picks a free one)
          --host ADDR       Address to serve on (default: 127.0.0.1)
          --allow-remote    Allow an address other machines can reach, such as 0.0.0.0
          --open            Open the served address in the default browser once the
                            first build is served
          --help            Show this help

        Stop it with Ctrl-C (or SIGTERM, or by closing the terminal).
        """
}

extension Help {
    static let initSite = """
        USAGE: lifeline init [DIR] [--ci github|gitlab] [--lifeline-source URL[@REF]]

        Creates a new site in DIR (default: the current directory): Content/site.yaml, one
        lifecycle with a scenario and its expected order, a front page and a .gitignore,
        then builds it once into site/, so that the editor schema the files name
        (site/schema/) is there from the start. It passes check as it is, with no
        Templates/ folder: the templates are built into lifeline (see lifeline templates
        export). Refuses to touch an existing Content/; keeps an existing .gitignore.

        OPTIONS:
          --ci HOST         Also write a CI workflow that installs lifeline, checks the
                            content, builds the site and publishes it to Pages: github
                            (.github/workflows/lifeline.yml) or gitlab (.gitlab-ci.yml)
          --lifeline-source URL[@REF]
                            The lifeline the workflow installs (default: the repository
                            and commit scripts/install recorded for this lifeline)
          --help            Show this help
        """

    static let schema = """
        USAGE: lifeline schema DIR

        Writes site.schema.json and lifecycle.schema.json into DIR: the JSON Schemas an
        editor checks content files with (every build also writes them into site/schema/,
        where the files lifeline init makes point).

        OPTIONS:
          --help            Show this help
        """

    static let templates = """
        USAGE: lifeline templates export DIR

        Writes the built-in Mustache templates and assets/ into DIR, to customise them. Use
        them with --templates DIR, or name the folder Templates/ beside Content/, where
        build, check and serve find it by themselves. Never overwrites a file.

        OPTIONS:
          --help            Show this help
        """

    static let completions = """
        USAGE: lifeline completions bash|zsh|fish

        Prints a completion script for the shell, generated from this help text. Install it:
          bash: lifeline completions bash > ~/.local/share/bash-completion/completions/lifeline
          zsh:  lifeline completions zsh > ~/.zfunc/_lifeline   (with ~/.zfunc in fpath)
          fish: lifeline completions fish > ~/.config/fish/completions/lifeline.fish

        OPTIONS:
          --help            Show this help
        """

    static let man = """
        USAGE: lifeline man

        Prints the manual page, in roff, generated from this help text:
          lifeline man > lifeline.1 && man ./lifeline.1

        OPTIONS:
          --help            Show this help
        """

    static let help = """
        USAGE: lifeline help [COMMAND]

        Shows the help of a command, as lifeline COMMAND --help does, or this overview.

        OPTIONS:
          --help            Show this help
        """
}
