internal import Foundation

/// `serve --open`: hands the served address to the desktop's opener (`xdg-open` on Linux,
/// `open` on macOS), which starts the default browser, and does not wait for it.
enum BrowserOpener {
    struct Failure: Error {
        var reason: String

        init(_ reason: String) {
            self.reason = reason
        }
    }

    /// The address to open: a wildcard (`0.0.0.0`, `::`) is reached on the same machine
    /// through loopback, which is also what the Host check answers.
    static func url(host: String, port: UInt16) -> String {
        switch host {
        case "0.0.0.0": return "http://127.0.0.1:\(port)/"
        case "::": return "http://[::1]:\(port)/"
        default: return host.contains(":") ? "http://[\(host)]:\(port)/" : "http://\(host):\(port)/"
        }
    }

    static func command(for url: String) -> [String] {
        #if os(macOS)
            ["open", url]
        #else
            ["xdg-open", url]
        #endif
    }

    /// Starts the opener with its output discarded (a browser started by it prints to its
    /// terminal otherwise); throws when it cannot be started at all.
    static func open(_ url: String) throws(Failure) {
        let command = command(for: url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard let path = ProcessInfo.processInfo.environment["PATH"],
            path.split(separator: ":").contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(command[0])") })
        else { throw Failure("\(command[0]) was not found") }
        do {
            try process.run()
        } catch {
            throw Failure("\(command[0]) did not start: \(error.localizedDescription)")
        }
    }
}
