internal import Foundation

/// What `lifeline build` was asked to do.
public struct BuildOptions: Sendable, Equatable {
    public var contentDirectory: String
    /// nil: the templates built into lifeline (`DefaultTemplates`).
    public var templatesDirectory: String?
    public var outputDirectory: String
    /// Compare with the output directory instead of writing it.
    public var checkOnly: Bool

    public init(
        contentDirectory: String = "Content", templatesDirectory: String? = nil,
        outputDirectory: String = "site", checkOnly: Bool = false
    ) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        // `site/` and `site` are the same directory; messages append the slash themselves.
        var output = outputDirectory
        while output.count > 1, output.hasSuffix("/") { output.removeLast() }
        self.outputDirectory = output
        self.checkOnly = checkOnly
    }
}

extension BuildOptions {
    /// The templates a site uses when none are named: a `Templates/` folder beside its
    /// content folder (`demo/Templates` for `demo/Content`), else the built-in ones (nil).
    public static func templatesBeside(content contentDirectory: String) -> String? {
        var content = contentDirectory
        while content.count > 1, content.hasSuffix("/") { content.removeLast() }
        let parent = content.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let candidate = parent.isEmpty ? (content.hasPrefix("/") ? "/Templates" : "Templates") : "\(parent)/Templates"
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) && isDirectory.boolValue ? candidate : nil
    }
}
