/// A file every build writes at the root of the site, so the writer can tell a directory
/// it may replace as a whole (a site it wrote before) from one it must not touch.
///
/// It is also the site's build manifest: the Graphviz version that laid out its diagrams
/// (so `build --check` can say why every diagram differs on another machine), the
/// fingerprint of what the build ran with (engine, templates, Graphviz), the fingerprint
/// of every input file (so the next build can prove nothing changed without rendering),
/// each job's fingerprint with the files it rendered (so the next build reuses them), and
/// every file the build wrote (so it can tell them from files someone put there):
///
///     This directory is written by `lifeline build` and replaced as a whole on every build.
///     graphviz: 2.43.0
///     build: 5f0c…
///     inputs: 9a1e…
///     job: 03be…	app/index.html	app/push.html
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
    /// Fingerprint of the engine, templates and Graphviz the site was built with; job
    /// fingerprints are only comparable between builds with the same one.
    public var build: String?
    /// Fingerprint of `build` and every input file; nil when the build gave diagnostics
    /// (a rebuild must then run to give them again).
    public var inputs: String?
    /// Job fingerprint → the files that job rendered.
    public var jobs: [String: [String]]

    public init(graphvizVersion: String?, files: [String]?, build: String? = nil, inputs: String? = nil, jobs: [String: [String]] = [:]) {
        self.graphvizVersion = graphvizVersion
        self.files = files?.filter { $0 != Self.fileName }.sorted()
        self.build = build
        self.inputs = inputs
        // A path with a tab or line break cannot be listed; such a job is not reused.
        self.jobs = jobs.filter { entry in !entry.value.contains { path in path.utf8.contains { $0 == 9 || $0 == 10 || $0 == 13 } } }
    }

    public var file: OutputFile {
        var lines = [Self.banner]
        if let graphvizVersion { lines.append("graphviz: \(graphvizVersion)") }
        if let build { lines.append("build: \(build)") }
        if let inputs { lines.append("inputs: \(inputs)") }
        for fingerprint in jobs.keys.sorted() {
            lines.append((["job: \(fingerprint)"] + jobs[fingerprint]!).joined(separator: "\t"))
        }
        if let files { lines += ["files:"] + files }
        return OutputFile(path: Self.fileName, text: lines.joined(separator: "\n") + "\n")
    }

    /// Reads a marker; an older or foreign one gives what it has (possibly nothing).
    /// Without `jobs`, their lines are skipped: a rebuild that proves nothing changed
    /// needs only the file list, and the jobs are a third of the marker.
    public init(parsing text: String, jobs readJobs: Bool = true) {
        var version: String?
        var files: [String]?
        var build: String?
        var inputs: String?
        var jobs: [String: [String]] = [:]
        // Split on the byte: a marker lists every file of the site, and splitting it in
        // Characters was most of the time a build took to find nothing changed.
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            // Skipped jobs are not made into strings at all.
            if !readJobs, files == nil, bytes.starts(with: "job: ".utf8) { continue }
            let line = String(Substring(bytes))
            if files != nil {
                files?.append(line)
            } else if line.hasPrefix("graphviz: ") {
                version = String(line.dropFirst("graphviz: ".count))
            } else if line.hasPrefix("build: ") {
                build = String(line.dropFirst("build: ".count))
            } else if line.hasPrefix("inputs: ") {
                inputs = String(line.dropFirst("inputs: ".count))
            } else if line.hasPrefix("job: ") {
                let parts = line.dropFirst("job: ".count).split(separator: "\t").map(String.init)
                if let fingerprint = parts.first { jobs[fingerprint] = Array(parts.dropFirst()) }
            } else if line == "files:" {
                files = []
            }
        }
        self.init(graphvizVersion: version, files: files, build: build, inputs: inputs, jobs: jobs)
    }
}
