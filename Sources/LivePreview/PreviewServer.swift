internal import Diagnostics
internal import FileAccess
public import FileWatching
internal import Foundation
internal import HTTPSupport
internal import ParallelWork

/// `lifeline serve`: builds the site, serves it over HTTP, rebuilds when a file under the
/// content or templates changes, and tells the open pages to reload.
///
/// A failed build changes nothing that is served: the last good site stays, its pages
/// carry an overlay with the problems, and the next good build clears it. A good build's
/// warnings show in a panel on its pages.
///
/// ```swift
/// let server = PreviewServer(options: PreviewOptions(contentDirectory: "Content"))
/// try server.start { build, changed in print(build.milliseconds, changed) }
/// print("http://127.0.0.1:\(server.port!)/")
/// server.stop()
/// ```
public final class PreviewServer: Sendable {
    public let options: PreviewOptions
    private let state = Locked(PreviewState())
    private let hub: ReloadHub
    private let watcher: any FileWatcher
    private let http = Locked<HTTPServer?>(nil)
    /// Where the sites are built, once started; `owned` when it is a temporary folder.
    private let work = Locked<(builds: String, owned: ServeFolder?)?>(nil)

    public init(options: PreviewOptions, watcher: any FileWatcher = FileWatchers.platformDefault()) {
        self.options = options
        self.watcher = watcher
        hub = ReloadHub(heartbeat: options.heartbeat)
    }

    /// The port being served, once started.
    public var port: UInt16? { http.withValue { $0?.port } }

    /// Takes the port, builds once, then watches; pages asked for during the first build
    /// get a placeholder. `onBuild` hears about every build (the first one included) on
    /// the thread that ran it. When it throws, nothing is left behind.
    ///
    /// Without a `workDirectory`, first removes the temporary folders of servers that were
    /// killed (see `ServeFolder`).
    public func start(onBuild: @escaping @Sendable (PreviewBuild, _ changed: [String]) -> Void) throws(PreviewError) {
        do {
            try startServing()
        } catch {
            stop()
            throw error
        }
        runBuild(changed: [], onBuild: onBuild)
        let roots = [options.contentDirectory] + (options.templatesDirectory.map { [$0] } ?? [])
        do {
            try watcher.start(watching: roots, settle: options.settle) { [weak self] changed in
                let relevant = changed.filter(EditorFiles.matters)
                guard !relevant.isEmpty else { return }
                self?.runBuild(changed: relevant, onBuild: onBuild)
            }
        } catch {
            stop()
            throw PreviewError(error.message)
        }
    }

    private func startServing() throws(PreviewError) {
        if let directory = options.workDirectory {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw PreviewError("cannot create \(directory): \(error.localizedDescription)")
            }
            work.withValue { $0 = (directory, nil) }
        } else {
            let root = options.temporaryRoot ?? NSTemporaryDirectory()
            ServeFolder.sweep(in: root)
            let folder = try ServeFolder.create(in: root)
            work.withValue { $0 = (folder.buildsDirectory, folder) }
        }
        let routes = PreviewRoutes(state: state, hub: hub, hosts: AllowedHosts(servedHost: options.host))
        do {
            let limits = HTTPServer.Limits(idleTimeout: options.idleTimeout, connectionsPerClient: options.connectionsPerClient)
            let server = try HTTPServer(host: options.host, port: options.port, limits: limits) { routes.answer($0) }
            http.withValue { $0 = server }
        } catch {
            throw PreviewError(error.message, hint: options.port == 0 ? nil : "pass another --port, or --port 0 for any free one")
        }
    }

    /// Stops watching, ends the open event streams, stops the server and removes the
    /// temporary folder it made. A rebuild under way is waited for.
    public func stop() {
        watcher.stop()
        hub.closeAll()
        let server = http.withValue { server in
            defer { server = nil }
            return server
        }
        server?.stop()
        removeTemporaryFolder()
    }

    /// Removes the temporary folder at once, even while a build writes into it: for a
    /// signal during the first build, which cannot be stopped, just before the process
    /// exits. Whatever the build adds in the instant before the exit, the next `serve`
    /// sweeps, as nobody holds its lock any more.
    public func removeTemporaryFolder() {
        work.withValue { $0?.owned }?.remove()
    }

    /// How many pages are listening for reloads (for tests and the terminal).
    public var listeningPages: Int { hub.connectedCount }

    private func runBuild(changed: [String], onBuild: @Sendable (PreviewBuild, [String]) -> Void) {
        guard let builds = work.withValue({ $0?.builds }) else { return }
        let served = state.withValue { $0.servedDirectory }
        let rebuild = SiteRebuild(
            contentDirectory: options.contentDirectory, templatesDirectory: options.templatesDirectory, workDirectory: builds)
        let build = rebuild.build(replacing: served)
        if let directory = build.directory {
            let warnings = build.warningCount > 0 ? ProblemReport(build) : nil
            let generation = state.withValue { state in
                state.servedDirectory = directory
                state.problems = nil
                state.warnings = warnings
                state.generation += 1
                return state.generation
            }
            hub.publish("reload", data: "\(generation)")
        } else {
            let report = ProblemReport(build)
            state.withValue { $0.problems = report }
            hub.publish("problems", data: report.overlayHTML)
        }
        onBuild(build, changed)
    }
}

/// What `lifeline serve` was asked for.
public struct PreviewOptions: Sendable {
    public var contentDirectory: String
    /// nil: the templates built into lifeline.
    public var templatesDirectory: String?
    public var host: String
    /// 0 lets the system choose a free port.
    public var port: UInt16
    /// Where the staging builds go; nil: a fresh folder in `temporaryRoot`, removed on stop.
    public var workDirectory: String?
    /// Where the temporary folder goes; nil: the system's (`TMPDIR`).
    public var temporaryRoot: String?
    /// How long a burst of file changes must be quiet before a rebuild starts.
    public var settle: Double
    /// Seconds a connection may stay silent before it is closed, so that clients which
    /// never finish a request cannot hold every connection (see `HTTPServer.Limits`).
    public var idleTimeout: Int = 20
    /// Connections one address may hold at once.
    public var connectionsPerClient: Int = 64

    /// Event streams send a comment this often when there is nothing to say, well within
    /// the idle timeout, or the server would close every open page's stream.
    var heartbeat: Double { min(15, Double(max(1, idleTimeout)) / 2) }

    public init(
        contentDirectory: String = "Content", templatesDirectory: String? = nil, host: String = "127.0.0.1", port: UInt16 = 8000,
        workDirectory: String? = nil, settle: Double = 0.05
    ) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.host = host
        self.port = port
        self.workDirectory = workDirectory
        self.settle = settle
    }
}

/// `serve` cannot start: the port is taken, or the content cannot be watched.
public struct PreviewError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var hint: String?

    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    public var description: String { message }
}
