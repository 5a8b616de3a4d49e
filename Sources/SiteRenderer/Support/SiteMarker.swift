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
///     checksum: 1d7e…
///     graphviz: 2.43.0
///     build: 5f0c…
///     inputs: 9a1e…
///     content: 77c0…	lifecycles/app.md
///     lifecycle: app	4b1f…	c2d9…,e8a0…	lifecycles/app.yaml	lifecycles/app.md	App lifecycle
///     job: 03be…	app/index.html	app/push.html
///     files:
///     assets/site.css
///     index.html
///
/// The marker is written last, so a staged site that has one is complete. Its second line
/// is a checksum of the lines after it: a marker edited or cut short by hand is never
/// taken as the record of what a build wrote (``isVerified``). Nothing in it depends on
/// the machine or the executable that wrote it, so a committed site stays as it is when
/// another machine builds it; what a rebuild needs about this machine is kept beside it.
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
    /// Every content file (under the content folder) → the fingerprint of its bytes, and
    /// every lifecycle's job (``LifecycleRecord``), in catalog order: what a build after an
    /// edit of bodies alone needs to render only those pages (`ProseEdit`). Both empty when
    /// `inputs` is nil, and when a path or title cannot be listed.
    public var content: [String: String]
    public var lifecycles: [LifecycleRecord]
    /// Whether the bytes read held a checksum that matches the rest (always true for a
    /// marker made in memory): only a verified marker is trusted to tell what changed.
    public var isVerified = true

    public init(
        graphvizVersion: String?, files: [String]?, build: String? = nil, inputs: String? = nil, jobs: [String: [String]] = [:],
        content: [String: String] = [:], lifecycles: [LifecycleRecord] = []
    ) {
        self.graphvizVersion = graphvizVersion
        self.files = files?.filter { $0 != Self.fileName }.sorted()
        self.build = build
        self.inputs = inputs
        // A path with a tab or line break cannot be listed; such a job is not reused.
        self.jobs = jobs.filter { entry in !entry.value.contains(where: Self.cannotBeListed) }
        let listable =
            inputs != nil && !content.keys.contains(where: Self.cannotBeListed)
            && !lifecycles.contains { record in
                ([record.id, record.title, record.source, record.bodyFile ?? ""] + record.pages).contains(where: Self.cannotBeListed)
            }
        self.content = listable ? content : [:]
        self.lifecycles = listable ? lifecycles : []
    }

    private static func cannotBeListed(_ text: String) -> Bool {
        text.utf8.contains { $0 == 9 || $0 == 10 || $0 == 13 }
    }

    /// The marker's bytes, built as bytes: it lists every file of the site.
    public var file: OutputFile {
        let body = bodyBytes
        var digest = Digest()
        digest.feed(body)
        let head = Self.banner + "\n" + Self.checksumPrefix + digest.hex + "\n"
        return OutputFile(path: Self.fileName, bytes: Array(head.utf8) + body)
    }

    static let checksumPrefix = "checksum: "

    /// Every line after the banner and the checksum.
    private var bodyBytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 * ((files?.count ?? 0) + 2 * jobs.count + content.count + 2 * lifecycles.count) + 256)
        func line(_ parts: String...) {
            for part in parts { out += part.utf8 }
            out.append(0x0A)
        }
        if let graphvizVersion { line("graphviz: ", graphvizVersion) }
        if let build { line("build: ", build) }
        if let inputs { line("inputs: ", inputs) }
        for path in content.keys.sorted() { line("content: ", content[path]!, "\t", path) }
        for record in lifecycles {
            line(
                "lifecycle: ", record.id, "\t", record.anchors, "\t", record.pages.joined(separator: ","), "\t", record.source, "\t",
                record.bodyFile ?? "", "\t", record.title)
        }
        for fingerprint in jobs.keys.sorted() {
            out += "job: ".utf8
            out += fingerprint.utf8
            for path in jobs[fingerprint]! {
                out.append(0x09)
                out += path.utf8
            }
            out.append(0x0A)
        }
        if let files {
            line("files:")
            for path in files { line(path) }
        }
        return out
    }

    /// Reads a marker; an older or foreign one gives what it has (possibly nothing).
    /// Without `jobs`, the lines of jobs, content and lifecycles are skipped: a rebuild
    /// that proves nothing changed needs only the file list, and they are most of the marker.
    public init(parsing text: String, jobs readJobs: Bool = true) {
        var text = text
        self = text.withUTF8 { Self(parsing: $0, jobs: readJobs) }
    }

    /// ``init(parsing:jobs:)`` on the marker's bytes, split and compared as bytes: a marker
    /// lists every file of the site, and reading it in Characters was most of the time a
    /// build took to find nothing changed, and a third of an edit's.
    public init(parsing bytes: UnsafeBufferPointer<UInt8>, jobs readJobs: Bool = true) {
        var version: String?
        var files: [String]?
        var build: String?
        var inputs: String?
        var jobs: [String: [String]] = [:]
        var content: [String: String] = [:]
        var lifecycles: [LifecycleRecord] = []
        var sorted = true
        let verified = Self.checksumHolds(bytes)
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        func fields(_ range: Range<Int>) -> [Range<Int>] {
            var parts: [Range<Int>] = []
            var start = range.lowerBound
            for index in range where bytes[index] == 0x09 {
                parts.append(start..<index)
                start = index + 1
            }
            parts.append(start..<range.upperBound)
            return parts
        }
        func starts(_ range: Range<Int>, with prefix: StaticString) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard range.count >= count else { return false }
            return prefix.withUTF8Buffer { prefix in
                for offset in 0..<count where bytes[range.lowerBound + offset] != prefix[offset] { return false }
                return true
            }
        }
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let line = lineStart..<lineEnd
            lineStart = lineEnd + 1
            guard !line.isEmpty else { continue }
            if files != nil {
                let path = string(line)
                if sorted, let last = files?.last, !(last.utf8.lexicographicallyPrecedes(path.utf8)) { sorted = false }
                files?.append(path)
            } else if starts(line, with: "job: ") {
                guard readJobs else { continue }
                let parts = fields(line.lowerBound + 5..<line.upperBound)
                jobs[string(parts[0])] = parts.dropFirst().filter { !$0.isEmpty }.map(string)
            } else if starts(line, with: "content: ") {
                guard readJobs else { continue }
                let parts = fields(line.lowerBound + 9..<line.upperBound)
                if parts.count == 2 { content[string(parts[1])] = string(parts[0]) }
            } else if starts(line, with: "lifecycle: ") {
                guard readJobs else { continue }
                let parts = fields(line.lowerBound + 11..<line.upperBound).map(string)
                if parts.count == 6 {
                    lifecycles.append(
                        LifecycleRecord(
                            id: parts[0], title: parts[5], anchors: parts[1], pages: parts[2].split(separator: ",").map(String.init),
                            source: parts[3], bodyFile: parts[4].isEmpty ? nil : parts[4]))
                }
            } else if starts(line, with: "graphviz: ") {
                version = string(line.lowerBound + 10..<line.upperBound)
            } else if starts(line, with: "build: ") {
                build = string(line.lowerBound + 7..<line.upperBound)
            } else if starts(line, with: "inputs: ") {
                inputs = string(line.lowerBound + 8..<line.upperBound)
            } else if line.count == 6, starts(line, with: "files:") {
                files = []
            }
        }
        // Written sorted by byte, which is how Strings compare when they are all ASCII; the
        // initializer sorts whatever is not.
        if sorted, let listed = files, listed.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) {
            self.init(graphvizVersion: version, files: nil, build: build, inputs: inputs, jobs: jobs, content: content, lifecycles: lifecycles)
            self.files = listed.filter { $0 != Self.fileName }
        } else {
            self.init(
                graphvizVersion: version, files: files, build: build, inputs: inputs, jobs: jobs, content: content, lifecycles: lifecycles)
        }
        isVerified = verified
    }

    /// Whether the second line is `checksum: ` and the digest of every byte after it.
    private static func checksumHolds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let firstEnd = bytes.firstIndex(of: 0x0A) else { return false }
        let secondStart = firstEnd + 1
        guard let secondEnd = bytes[secondStart...].firstIndex(of: 0x0A) else { return false }
        let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[secondStart..<secondEnd]), as: UTF8.self)
        guard line.hasPrefix(checksumPrefix) else { return false }
        var digest = Digest()
        digest.feed(UnsafeBufferPointer(rebasing: bytes[(secondEnd + 1)...]))
        return line.dropFirst(checksumPrefix.count) == digest.hex
    }
}
