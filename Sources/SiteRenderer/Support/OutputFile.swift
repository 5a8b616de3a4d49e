/// One file of the site, as a value: the renderer returns these and exactly one writer
/// puts them on disk.
public struct OutputFile: Sendable, Hashable {
    /// Relative to the output directory, with '/' separators (`app/push.html`).
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
