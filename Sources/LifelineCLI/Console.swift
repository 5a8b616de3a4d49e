internal import Foundation

/// Where the command line writes; tests pass a recorder, `main` the real streams.
public protocol Console: AnyObject {
    func out(_ text: String)
    func err(_ text: String)
    /// Whether standard error is a terminal, for colour; false unless a console says so.
    var isTerminal: Bool { get }
}

/// Standard output and standard error.
public final class StandardConsole: Console {
    public init() {}

    /// Unbuffered, like `err`: `serve` prints its address and each rebuild as it happens,
    /// and a pipe (`lifeline serve | tee log`) would otherwise hold them back.
    public func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    public func err(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
