internal import Diagnostics
internal import Foundation
internal import LivePreview
internal import SiteBuilder

/// `lifeline serve`: builds, serves on 127.0.0.1, rebuilds on every saved change and
/// reloads the open pages. Runs until interrupted (Ctrl-C).
///
/// Only the loopback interface is served unless `--allow-remote` is given: a preview
/// server shows unpublished work and has no authentication.
struct ServeCommand {
    let cli: CLI
    /// Blocks until the server should stop; tests pass their own, `main` waits for SIGINT or SIGTERM.
    var waitUntilStopped: (PreviewServer) -> Void = { _ in SignalWait.untilInterrupted() }

    func run(_ arguments: [String]) throws(UsageError) -> CLI.ExitStatus {
        let parser = ArgumentParser(Help.serve)
        let parsed = try parser.parse(arguments)
        let content = parsed.options["--content"] ?? "Content"
        let host = try Self.host(parsed.options["--host"] ?? "127.0.0.1", allowRemote: parsed.flags.contains("--allow-remote"))
        let port = try Self.port(parsed.options["--port"] ?? "8000")
        let options = PreviewOptions(
            contentDirectory: content,
            templatesDirectory: parsed.options["--templates"] ?? BuildOptions.templatesBeside(content: content),
            host: host, port: port)
        guard FileManager.default.fileExists(atPath: content) else {
            return cli.fail("content directory '\(content)' does not exist", hint: "run from the project's root or pass --content DIR")
        }
        let server = PreviewServer(options: options)
        let console = SharedConsole(cli.console, quiet: cli.verbosity == .quiet)
        do {
            try server.start { build, changed in console.report(build, changed: changed) }
        } catch {
            return cli.fail(error.message, hint: port == 0 ? nil : "pass another --port, or --port 0 for any free one")
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let watched = [options.contentDirectory] + [options.templatesDirectory].compactMap { $0 }
        console.out("Serving http://\(shownHost):\(server.port ?? port)/ — watching \(watched.map { $0 + "/" }.joined(separator: " and ")).")
        console.out("Press Ctrl-C to stop.")
        waitUntilStopped(server)
        server.stop()
        return .success
    }

    /// Loopback addresses only, unless the user asked for more.
    static func host(_ value: String, allowRemote: Bool) throws(UsageError) -> String {
        let host = value == "localhost" ? "127.0.0.1" : value
        let isLoopback = host.hasPrefix("127.") || host == "::1"
        guard isLoopback || allowRemote else {
            throw UsageError(
                "refusing to serve on '\(value)', which other machines can reach", command: "serve",
                hint: "the preview has no authentication; add --allow-remote if you mean it")
        }
        return host
    }

    static func port(_ value: String) throws(UsageError) -> UInt16 {
        guard let port = UInt16(value) else {
            throw UsageError("--port must be a number from 0 to 65535, not '\(value)'", command: "serve", hint: "0 picks any free port")
        }
        return port
    }
}

/// The console, usable from the watcher's thread: one build's lines are printed together.
private final class SharedConsole: @unchecked Sendable {
    private let console: any Console
    private let quiet: Bool
    private let lock = NSLock()

    init(_ console: any Console, quiet: Bool) {
        self.console = console
        self.quiet = quiet
    }

    func out(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        console.out(text)
    }

    func report(_ build: PreviewBuild, changed: [String]) {
        lock.lock()
        defer { lock.unlock() }
        let cause = changed.isEmpty ? "Built" : "Rebuilt after a change to \(changed.count == 1 ? changed[0] : "\(changed.count) files")"
        if build.succeeded {
            if !quiet { console.out("\(cause) in \(build.milliseconds) ms.") }
            return
        }
        let formatter = DiagnosticFormatter(sources: build.sources)
        build.diagnostics.sorted.forEach { console.err(formatter.format($0)) }
        let count = build.diagnostics.errorCount
        let still = changed.isEmpty ? "nothing to serve until they are fixed" : "still serving the last good build"
        console.err("\(count) error\(count == 1 ? "" : "s") found; \(still).")
    }
}

/// Waits for Ctrl-C or a termination request, instead of letting them kill the process
/// before the server has stopped and removed its staging directories.
enum SignalWait {
    static func untilInterrupted() {
        let stop = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "lifeline.signals")
        let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { stop.signal() }
            source.resume()
            return source
        }
        stop.wait()
        sources.forEach { $0.cancel() }
    }
}
