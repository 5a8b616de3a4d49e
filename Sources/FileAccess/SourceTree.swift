/// The one gate through which input is read: regular files inside a root, each claimed by
/// a rule, and every other entry reported.
///
/// A symbolic link is resolved and accepted only when it stays inside the root, so a link
/// to `/etc/shadow` or `/proc/self/environ` can neither be published nor quoted in a
/// message. FIFOs, sockets and devices are refused without being opened. Names starting
/// with `.` are passed over, except inside a `tree` folder that asks for them (`static/`
/// keeps `.nojekyll` and `.well-known/`), and editors' files (`index.md~`, `.DS_Store`,
/// see `EditorFiles`) everywhere.
public struct SourceTree: Sendable {
    /// The root as the user named it (`Content`); messages print paths under it.
    public let root: String
    public let rules: [SourceRule]

    public init(root: String, rules: [SourceRule]) {
        self.root = Paths.trimmingTrailingSlashes(root)
        self.rules = rules
    }

    /// What the root holds: its files in a stable order, and its problems.
    public struct Scan: Sendable {
        public var files: [SourceFile] = []
        public var problems: [SourceProblem] = []

        public func files(of rule: String) -> [SourceFile] {
            files.filter { $0.rule == rule }
        }
    }

    /// Walks the root. Throws only when the root itself cannot be read.
    public func scan() throws(FileSystemError) -> Scan {
        let realRoot = try FileSystem.realPath(root).get()
        var walk = SourceTreeWalk(root: root, realRoot: realRoot)
        for name in try FileSystem.entries(of: realRoot) where !name.hasPrefix(".") && !EditorFiles.isEditorFile(name) {
            let relative = name
            guard let rule = rules.first(where: { $0.matchesTopLevelFile(name) }) else {
                walk.problem(relative, .unclaimed(expected: "the root holds " + rules.map(\.pattern).joined(separator: ", ")))
                continue
            }
            guard let entry = walk.resolve(relative, at: Paths.join(realRoot, name)) else { continue }
            switch rule.shape {
            case .file, .topLevel:
                walk.expectFile(entry, relative, rule)
            case .folder(let extensions):
                walk.folder(entry, relative, rule, extensions: extensions)
            case .tree(let includingHidden):
                var visited: Set<[UInt64]> = []
                walk.tree(entry, relative, rule, hidden: includingHidden, visited: &visited)
            }
        }
        return walk.scan
    }
}
