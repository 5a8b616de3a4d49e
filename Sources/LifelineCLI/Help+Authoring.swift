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
