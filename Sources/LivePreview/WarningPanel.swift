/// A good build's warnings on the page: a small panel in a corner, folded to its count
/// (`<details>`), that a reader can open or close and that covers nothing else.
///
/// Errors get the overlay (`ProblemReport.overlayHTML`), which asks to be read: the page
/// under it is the last good build, no longer the content. A warning leaves the page
/// right, so it must not stand in the way of reading it.
enum WarningPanel {
    static func html(_ report: ProblemReport) -> String {
        let count = report.warningCount
        let heading = "\(count) warning\(count == 1 ? "" : "s") in this build"
        return """
            <aside id="lifeline-warnings" role="status" aria-label="Build warnings" style="position:fixed;right:1rem;bottom:1rem;\
            max-width:min(48rem,calc(100vw - 2rem));max-height:50vh;overflow:auto;z-index:2147483646;background:#1e1e1e;\
            color:#f3f3f3;border:2px solid #d4a72c;border-radius:8px;padding:.5rem .75rem;\
            font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;box-shadow:0 4px 16px rgba(0,0,0,.3)">\
            <button type="button" onclick="this.parentNode.remove()" aria-label="Close" style="float:right;background:none;\
            border:0;color:inherit;font-size:1.2rem;line-height:1;cursor:pointer;margin-left:.5rem">×</button>\
            <details><summary style="cursor:pointer;color:#f5d06f">\(ProblemReport.escape(heading))</summary>\
            <pre style="margin:.5rem 0 0;padding:0;border:0;background:none;color:#f3f3f3;font:inherit;white-space:pre-wrap">\
            \(ProblemReport.escape(report.text))</pre></details></aside>
            """
    }
}
