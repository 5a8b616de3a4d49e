/// One walk of a root, collecting files and problems.
struct SourceTreeWalk {
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
        for name in names where !name.hasPrefix(".") && !EditorFiles.isEditorFile(name) {
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
        for name in names where !EditorFiles.isEditorFile(name) && (hidden || !name.hasPrefix(".")) {
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
