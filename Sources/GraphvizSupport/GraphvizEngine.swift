internal import Foundation

/// Runs every Graphviz call in the process, one at a time, on one long-lived context.
///
/// libgvc and cgraph are not thread-safe: the DOT lexer, the default attribute
/// tables, the error handler and the layout engines all live in globals. So
/// every entry point takes the same process-wide lock for the whole
/// parse–layout–render sequence. A context per thread does not lift this: with
/// one `GVC_t` per render thread and no lock, a build of 200 diagrams on two
/// threads crashed in each of three runs (Graphviz 2.43; the backtrace read was
/// inside the dot layout plugin). Callers on several threads get their layouts one at a time and do
/// their other work meanwhile.
///
/// The context is created on first use and kept for the life of the process.
/// A context per call gives the same bytes but costs about 0.03 ms more per
/// graph: measured on Debian's Graphviz 2.42, 50 small graphs took 6.9 ms with
/// the shared context and 8.5 ms with a fresh one each (10.6 vs 12.3 ms with a
/// cluster in each graph).
enum GraphvizEngine {
    private static let lock = NSLock()
    /// Guarded by `lock`.
    nonisolated(unsafe) private static var sharedContext: GraphvizContext?

    /// Renders `dot` to `format` (such as `"svg"`) with the `dot` layout engine.
    ///
    /// - Parameter freshContext: Use a new context for this call only instead of
    ///   the shared one; for tests that check the shared one carries no state over.
    static func render(dot: String, format: String, freshContext: Bool = false) throws(GraphvizError) -> String {
        try withContext(fresh: freshContext) { context throws(GraphvizError) in
            try context.render(dot: dot, format: format)
        }
    }

    /// The version of the loaded libgvc: the shared context's once it exists, else one
    /// read without loading the plugins.
    static func version() throws(GraphvizError) -> String {
        try exclusively { () throws(GraphvizError) in
            if let sharedContext { return sharedContext.version }
            return try GraphvizContext.bareVersion()
        }
    }

    /// The plugins of one kind that the shared context has loaded.
    static func loadedPluginNames(kind: String) throws(GraphvizError) -> [String] {
        try withContext(fresh: false) { context in context.pluginNames(kind: kind) }
    }

    private static func withContext<Result>(
        fresh: Bool,
        _ body: (GraphvizContext) throws(GraphvizError) -> Result
    ) throws(GraphvizError) -> Result {
        try exclusively { () throws(GraphvizError) in
            if fresh {
                return try body(GraphvizContext(plugins: GraphvizPlugins.installed.get()))
            }
            if sharedContext == nil {
                sharedContext = try GraphvizContext(plugins: GraphvizPlugins.installed.get())
            }
            // Force-unwrapped only because it was just set above.
            return try body(sharedContext!)
        }
    }

    /// Runs `body` holding the lock, with Graphviz's messages collected for its errors.
    private static func exclusively<Result>(_ body: () throws(GraphvizError) -> Result) throws(GraphvizError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        let previousHandlers = GraphvizMessageLog.startCollecting()
        defer { GraphvizMessageLog.stopCollecting(restoring: previousHandlers) }
        return try body()
    }
}
