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
    /// Blocks until the server should stop; tests pass their own. nil: until SIGINT,
    /// SIGTERM or SIGHUP.
    var waitUntilStopped: ((PreviewServer) -> Void)?
    /// Ends the process after a signal during the first build, once the temporary folder
    /// is gone: with the shell's status for a death by that signal.
    var exitAfterSignal: @Sendable (Int32) -> Never = { number in exit(128 + number) }
    /// `--open`: shows the served address in the default browser; tests pass their own.
    var openBrowser: (String) throws -> Void = { try BrowserOpener.open($0) }

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
        let exitAfterSignal = exitAfterSignal
        let signals = StopSignals { number in
            server.removeTemporaryFolder()
            exitAfterSignal(number)
        }
        defer { signals.cancel() }
        let console = SharedConsole(cli)
        do {
            try server.start { build, changed in console.report(build, changed: changed) }
        } catch {
            return cli.fail(error.message, hint: error.hint)
        }
        signals.started()
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let watched = [options.contentDirectory] + [options.templatesDirectory].compactMap { $0 }
        console.out("Serving http://\(shownHost):\(server.port ?? port)/ — watching \(watched.map { $0 + "/" }.joined(separator: " and ")).")
        console.out("Press Ctrl-C to stop.")
        if parsed.flags.contains("--open") { open(BrowserOpener.url(host: host, port: server.port ?? port)) }
        if let waitUntilStopped { waitUntilStopped(server) } else { signals.wait() }
        server.stop()
        return .success
    }

    /// Once the first build is served, so the browser finds a page (or the problems)
    /// rather than a placeholder. A browser that cannot be opened is said, not fatal.
    private func open(_ url: String) {
        do {
            try openBrowser(url)
        } catch {
            let reason = (error as? BrowserOpener.Failure)?.reason ?? "\(error)"
            cli.console.err(cli.style.diagnostic("lifeline: warning: cannot open a browser: \(reason); open \(url) yourself"))
        }
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
    private let cli: CLI
    private let lock = NSLock()

    init(_ cli: CLI) {
        self.cli = cli
    }

    func out(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        cli.console.out(text)
    }

    /// A build's diagnostics as `check` prints them (warnings too, on a build that
    /// succeeded), then what the build did.
    func report(_ build: PreviewBuild, changed: [String]) {
        lock.lock()
        defer { lock.unlock() }
        cli.printDiagnostics(build.diagnostics, sources: build.sources)
        let file = changed.count == 1 ? VisibleText.escaping(changed[0]) : "\(changed.count) files"
        let cause = changed.isEmpty ? "Built" : "Rebuilt after a change to \(file)"
        if build.succeeded {
            let warnings = build.warningCount
            cli.info("\(cause) in \(build.milliseconds) ms\(warnings == 0 ? "" : ", with \(warnings) warning\(warnings == 1 ? "" : "s")").")
            return
        }
        let count = build.diagnostics.errorCount
        let still = changed.isEmpty ? "nothing to serve until they are fixed" : "still serving the last good build"
        cli.console.err("\(count) error\(count == 1 ? "" : "s") found; \(still).")
    }
}
