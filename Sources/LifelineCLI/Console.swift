internal import Foundation

/// Where the command line writes; tests pass a recorder, `main` the real streams.
public protocol Console: AnyObject {
    func out(_ text: String)
    func err(_ text: String)
}

/// Standard output and standard error.
public final class StandardConsole: Console {
    public init() {}

    public func out(_ text: String) {
        print(text)
    }

    public func err(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
