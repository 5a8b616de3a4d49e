/// The `--help` texts of the author's-loop commands.
extension Help {
    static let serve = """
        USAGE: lifeline serve [--content DIR] [--templates DIR] [--port N] [--host ADDR] [--allow-remote]

        Builds the site and serves it at http://127.0.0.1:8000/, then watches the content
        (and the templates, when they come from a folder) and rebuilds on every saved change.
        Open pages reload by themselves. A build with errors prints them here and shows them
        over the page, and the last good build stays served until the errors are fixed.
        The served pages carry a small reload script; the site a build writes never does.

        OPTIONS:
          --content DIR     Content tree to read (default: Content)
          --templates DIR   Mustache templates and assets/ (default: Templates/ beside the
                            content folder when there is one, else the built-in templates)
          --port N          Port to serve on (default: 8000; 0 picks a free one)
          --host ADDR       Address to serve on (default: 127.0.0.1)
          --allow-remote    Allow an address other machines can reach, such as 0.0.0.0
          --help            Show this help

        Stop it with Ctrl-C.
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
