/// A file every build writes at the root of the site, so the writer can tell a directory
/// it may replace as a whole (a site it wrote before) from one it must not touch.
public enum SiteMarker {
    public static let fileName = ".lifeline-site"

    static let file = OutputFile(
        path: fileName,
        text: "This directory is written by `lifeline build` and replaced as a whole on every build.\n"
    )
}
