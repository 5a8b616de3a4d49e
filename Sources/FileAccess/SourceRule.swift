/// One kind of entry a source root (the content or the templates) may hold.
///
/// A root is described by a list of rules; anything in it that no rule claims is a
/// problem, so a file is never skipped without a word. Adding a folder to the content
/// format is one more rule.
public struct SourceRule: Sendable {
    public enum Shape: Sendable {
        /// One named file at the root (`site.yaml`).
        case file
        /// A folder of files with these extensions, no subfolders (`lifecycles/*.yaml`).
        case folder(extensions: [String])
        /// A folder taken whole with its subfolders (`static/`, `assets/`), hidden files
        /// (`.nojekyll`) only when asked for.
        case tree(includingHidden: Bool)
        /// Files with these extensions directly in the root (`*.mustache`); `name` is unused.
        case topLevel(extensions: [String])
    }

    public var name: String
    public var shape: Shape
    /// The largest file this rule accepts, in bytes.
    public var sizeLimit: Int64

    public init(_ name: String, _ shape: Shape, sizeLimit: Int64) {
        self.name = name
        self.shape = shape
        self.sizeLimit = sizeLimit
    }

    public static func file(_ name: String, sizeLimit: Int64) -> SourceRule {
        SourceRule(name, .file, sizeLimit: sizeLimit)
    }

    public static func folder(_ name: String, extensions: [String], sizeLimit: Int64) -> SourceRule {
        SourceRule(name, .folder(extensions: extensions), sizeLimit: sizeLimit)
    }

    public static func tree(_ name: String, includingHidden: Bool = false, sizeLimit: Int64) -> SourceRule {
        SourceRule(name, .tree(includingHidden: includingHidden), sizeLimit: sizeLimit)
    }

    public static func topLevel(extensions: [String], sizeLimit: Int64) -> SourceRule {
        SourceRule("", .topLevel(extensions: extensions), sizeLimit: sizeLimit)
    }

    /// How an author would name what this rule holds, for hints: `lifecycles/*.yaml`.
    public var pattern: String {
        switch shape {
        case .file: name
        case .folder(let extensions): "\(name)/" + extensions.map { "*.\($0)" }.joined(separator: ", ")
        case .tree: "\(name)/…"
        case .topLevel(let extensions): extensions.map { "*.\($0)" }.joined(separator: ", ")
        }
    }

    func matchesTopLevelFile(_ name: String) -> Bool {
        switch shape {
        case .file: return name == self.name
        case .topLevel(let extensions): return extensions.contains { name.hasSuffix(".\($0)") && name.count > $0.count + 1 }
        case .folder, .tree: return name == self.name
        }
    }
}

/// A file a root holds, vetted: a regular file inside the root.
public struct SourceFile: Sendable, Hashable {
    /// Under the root as the user named it (`Content/lifecycles/app.yaml`), for messages.
    public var path: String
    /// Relative to the root, with `/` separators (`lifecycles/app.yaml`).
    public var relativePath: String
    /// Where to read it: absolute, symbolic links resolved.
    public var readPath: String
    /// The rule that claimed it (`lifecycles`).
    public var rule: String
    public var sizeLimit: Int64

    public init(path: String, relativePath: String, readPath: String, rule: String, sizeLimit: Int64) {
        self.path = path
        self.relativePath = relativePath
        self.readPath = readPath
        self.rule = rule
        self.sizeLimit = sizeLimit
    }

    /// The name of the file (`app.yaml`).
    public var name: String { Paths.lastComponent(of: relativePath) }
}

/// Something in a root that is not a file the build may read.
public struct SourceProblem: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// No rule claims it; `expected` names what the place holds.
        case unclaimed(expected: String)
        /// A symbolic link that leads out of the root (its target is not named).
        case outsideRoot
        case danglingLink
        case linkLoop
        /// A FIFO, socket or device.
        case special(String)
        /// A directory where a file belongs (a folder named `x.md`).
        case directory
        /// A file where a folder belongs (a file named `pages`).
        case notADirectory
        case unreadable(String)
    }

    public var path: String
    public var kind: Kind

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }
}

extension [SourceRule] {
    /// The size limit of the rule that claims `path` (relative to the root), or the largest
    /// of them when none does: what a fingerprint may read of a file before the loader has
    /// looked at it, so that a huge file is refused from its size and never read whole.
    public func sizeLimit(of path: String) -> Int64 {
        let head = path.split(separator: "/", maxSplits: 1).first.map(String.init) ?? path
        let isTopLevel = !path.contains("/")
        let claiming = first(where: { rule in
            switch rule.shape {
            case .file, .topLevel: isTopLevel && rule.matchesTopLevelFile(path)
            case .folder, .tree: !isTopLevel && rule.name == head
            }
        })
        return claiming?.sizeLimit ?? map(\.sizeLimit).max() ?? 0
    }
}
