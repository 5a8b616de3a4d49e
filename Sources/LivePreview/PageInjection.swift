internal import Foundation

/// What `serve` adds to each HTML page it sends, and only there: the built site on disk
/// never contains it.
enum PageInjection {
    /// Opens the event stream; a `reload` event reloads the page, a `problems` event shows
    /// the overlay the server rendered (already escaped). When the stream reconnects after
    /// the server went away, the page reloads to catch what changed meanwhile.
    static let script = """
        <script id="lifeline-live-reload">
        (function () {
          var source = new EventSource("\(PreviewRoutes.eventsPath)");
          var opened = false;
          source.addEventListener("open", function () { if (opened) { location.reload(); } opened = true; });
          source.addEventListener("reload", function () { location.reload(); });
          source.addEventListener("problems", function (event) {
            ["lifeline-problems", "lifeline-warnings"].forEach(function (id) {
              var old = document.getElementById(id);
              if (old) { old.remove(); }
            });
            document.body.insertAdjacentHTML("beforeend", event.data);
          });
        })();
        </script>
        """

    /// `html` with the script before its last `</body>` (or at the end when it has none),
    /// and the overlay when the last build failed, or else the panel of its warnings.
    static func inject(into html: String, problems: ProblemReport?, warnings: ProblemReport? = nil) -> String {
        let shown = problems?.overlayHTML ?? warnings.map(WarningPanel.html) ?? ""
        let addition = shown + script
        guard let end = html.range(of: "</body>", options: .backwards) else { return html + addition }
        return html.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: addition)
    }

    /// Shown before the first build succeeded: nothing to serve yet but the problems.
    static func placeholder(problems: ProblemReport?) -> String {
        let body = problems == nil ? "<p>Building…</p>" : ""
        return inject(
            into: "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>lifeline serve</title></head><body>\(body)</body></html>",
            problems: problems)
    }
}
