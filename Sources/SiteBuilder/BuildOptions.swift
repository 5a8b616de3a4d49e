/// What `lifeline build` was asked to do.
public struct BuildOptions: Sendable, Equatable {
    public var contentDirectory: String
    public var templatesDirectory: String
    public var outputDirectory: String
    /// Compare with the output directory instead of writing it.
    public var checkOnly: Bool

    public init(
        contentDirectory: String = "Content", templatesDirectory: String = "Templates",
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
