/// The one gate through which input is read: regular files inside a root, each claimed by
/// a rule, and every other entry reported.
///
/// A symbolic link is resolved and accepted only when it stays inside the root, so a link
/// to `/etc/shadow` or `/proc/self/environ` can neither be published nor quoted in a
/// message. FIFOs, sockets and devices are refused without being opened. Names starting
/// with `.` (editor and system files such as `.DS_Store`) are passed over, except inside
/// a `tree` folder that asks for them (`static/` keeps `.nojekyll` and `.well-known/`).
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
        var walk = Walk(root: root, realRoot: realRoot)
        for name in try FileSystem.entries(of: realRoot) where !name.hasPrefix(".") {
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

/// One walk of a root, collecting files and problems.
private struct Walk {
    let root: String
    let realRoot: String
    var scan = SourceTree.Scan()

    struct Entry {
        var status: FileStatus
        /// Absolute, links resolved.
        var readPath: String
    }

    mutating func problem(_ relative: String, _ kind: SourceProblem.Kind) {
        scan.problems.append(SourceProblem(path: Paths.join(root, relative), kind: kind))
    }

    /// What `path` (the entry `relative`) is, after a symbolic link; nil after reporting.
    mutating func resolve(_ relative: String, at path: String) -> Entry? {
        guard let status = FileStatus.of(path) else {
            problem(relative, .unreadable("it vanished while being read"))
            return nil
        }
        guard status.kind == .symbolicLink else { return Entry(status: status, readPath: path) }
        switch FileSystem.realPath(path) {
        case .failure(let error):
            if error.isMissing {
                problem(relative, .danglingLink)
            } else if error.code == FileSystemError.loopCode {
                problem(relative, .linkLoop)
            } else {
                problem(relative, .unreadable(error.reason))
            }
            return nil
        case .success(let target):
            guard Paths.isInside(target, realRoot) else {
                problem(relative, .outsideRoot)
                return nil
            }
            guard let targetStatus = FileStatus.of(target) else {
                problem(relative, .danglingLink)
                return nil
            }
            return Entry(status: targetStatus, readPath: target)
        }
    }

    mutating func expectFile(_ entry: Entry, _ relative: String, _ rule: SourceRule) {
        switch entry.status.kind {
        case .regular:
            scan.files.append(
                SourceFile(
                    path: Paths.join(root, relative), relativePath: relative, readPath: entry.readPath,
                    rule: rule.name, sizeLimit: rule.sizeLimit))
        case .directory: problem(relative, .directory)
        case .special(let kind): problem(relative, .special(kind))
        case .symbolicLink: problem(relative, .linkLoop)
        }
    }

    mutating func folder(_ entry: Entry, _ relative: String, _ rule: SourceRule, extensions: [String]) {
        guard case .directory = entry.status.kind else {
            entry.status.kind == .regular ? problem(relative, .notADirectory) : expectFile(entry, relative, rule)
            return
        }
        let names: [String]
        do { names = try FileSystem.entries(of: entry.readPath) } catch {
            problem(relative, .unreadable(error.reason))
            return
        }
        for name in names where !name.hasPrefix(".") {
            let child = relative + "/" + name
            guard extensions.contains(where: { name.hasSuffix(".\($0)") }) else {
                problem(child, .unclaimed(expected: "\(rule.name)/ holds " + extensions.map { "*.\($0)" }.joined(separator: " and ") + " files"))
                continue
            }
            guard let resolved = resolve(child, at: Paths.join(entry.readPath, name)) else { continue }
            expectFile(resolved, child, rule)
        }
    }

    /// A folder taken whole; `visited` (device and inode) stops a link back up the tree.
    mutating func tree(_ entry: Entry, _ relative: String, _ rule: SourceRule, hidden: Bool, visited: inout Set<[UInt64]>) {
        guard case .directory = entry.status.kind else {
            entry.status.kind == .regular ? problem(relative, .notADirectory) : expectFile(entry, relative, rule)
            return
        }
        guard visited.insert([entry.status.device, entry.status.inode]).inserted else {
            problem(relative, .linkLoop)
            return
        }
        defer { visited.remove([entry.status.device, entry.status.inode]) }
        let names: [String]
        do { names = try FileSystem.entries(of: entry.readPath) } catch {
            problem(relative, .unreadable(error.reason))
            return
        }
        for name in names where name != ".DS_Store" && (hidden || !name.hasPrefix(".")) {
            let child = relative + "/" + name
            guard let resolved = resolve(child, at: Paths.join(entry.readPath, name)) else { continue }
            if case .directory = resolved.status.kind {
                tree(resolved, child, rule, hidden: hidden, visited: &visited)
            } else {
                expectFile(resolved, child, rule)
            }
        }
    }
}
