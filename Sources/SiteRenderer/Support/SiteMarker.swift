/// A file every build writes at the root of the site, so the writer can tell a directory
/// it may replace as a whole (a site it wrote before) from one it must not touch.
///
/// It is also the site's manifest: the Graphviz version that laid out its diagrams (so
/// `build --check` can say why every diagram differs on another machine) and every file
/// the build wrote (so the next build can tell them from files someone put there):
///
///     This directory is written by `lifeline build` and replaced as a whole on every build.
///     graphviz: 2.43.0
///     files:
///     assets/site.css
///     index.html
///
/// The marker is written last, so a staged site that has one is complete.
public struct SiteMarker: Sendable, Equatable {
    public static let fileName = ".lifeline-site"
    static let banner = "This directory is written by `lifeline build` and replaced as a whole on every build."

    /// The version libgvc reported, or nil in a marker written before versions were recorded.
    public var graphvizVersion: String?
    /// The files the build wrote, marker excluded, sorted; nil in a marker that predates the list.
    public var files: [String]?

    public init(graphvizVersion: String?, files: [String]?) {
        self.graphvizVersion = graphvizVersion
        self.files = files?.filter { $0 != Self.fileName }.sorted()
    }

    public var file: OutputFile {
        var lines = [Self.banner]
        if let graphvizVersion { lines.append("graphviz: \(graphvizVersion)") }
        if let files { lines += ["files:"] + files }
        return OutputFile(path: Self.fileName, text: lines.joined(separator: "\n") + "\n")
    }

    /// Reads a marker; an older or foreign one gives what it has (possibly nothing).
    public init(parsing text: String) {
        var version: String?
        var files: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            if files != nil {
                files?.append(line)
            } else if line.hasPrefix("graphviz: ") {
                version = String(line.dropFirst("graphviz: ".count))
            } else if line == "files:" {
                files = []
            }
        }
        self.init(graphvizVersion: version, files: files)
    }
}
