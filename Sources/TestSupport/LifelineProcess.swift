public import Foundation

/// The `lifeline` executable SwiftPM built beside the test bundle, run as a real process:
/// for what an in-process call cannot show (a crash on a path, a build killed half-way).
public enum LifelineProcess {
    public struct Result: Sendable {
        public var status: Int32
        /// True when a signal ended the process (a trap is SIGILL, a kill SIGKILL).
        public var wasSignalled: Bool
        public var output: String
    }

    /// Found by walking up from the test bundle; nil when it was not built.
    public static var binary: URL? {
        let starts = [Bundle.main.executableURL, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
        for start in starts.compactMap({ $0 }) {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("lifeline")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory.deleteLastPathComponent()
            }
        }
        return nil
    }

    /// A process ready to run `lifeline ARGUMENTS` in `directory`, its output going to `pipe`.
    public static func process(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], output pipe: Pipe
    ) throws -> Process {
        guard let binary else { throw Missing() }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var inherited = ProcessInfo.processInfo.environment
        inherited.merge(environment) { _, new in new }
        process.environment = inherited
        process.standardOutput = pipe
        process.standardError = pipe
        return process
    }

    /// Runs `lifeline ARGUMENTS` to its end.
    public static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        let pipe = Pipe()
        let process = try process(arguments, in: directory, environment: environment, output: pipe)
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal,
            output: String(decoding: data, as: UTF8.self))
    }

    public struct Missing: Error, CustomStringConvertible {
        public init() {}

        public var description: String { "the lifeline executable was not found beside the test bundle; run swift build first" }
    }
}
