internal import CGraphviz
internal import Foundation

/// Owns one `GVC_t` that knows only the plugins in ``GraphvizPlugins``.
///
/// Not thread-safe: use it only while holding ``GraphvizEngine``'s lock.
final class GraphvizContext {
    private let gvc: OpaquePointer
    /// libgvc keeps this pointer, so the list lives exactly as long as the context.
    private let builtins: UnsafeMutablePointer<lt_symlist_t>

    init(plugins: GraphvizPlugins) throws(GraphvizError) {
        let list = UnsafeMutablePointer<lt_symlist_t>.allocate(capacity: plugins.libraries.count + 1)
        for (index, library) in plugins.libraries.enumerated() {
            let name = UnsafeRawPointer(library.symbol.utf8Start).assumingMemoryBound(to: CChar.self)
            (list + index).initialize(to: lt_symlist_t(name: name, address: library.address))
        }
        (list + plugins.libraries.count).initialize(to: lt_symlist_t(name: nil, address: nil))

        // demand_loading 0: never read the plugin config file, so never load pango.
        guard let gvc = gvContextPlugins(list, 0) else {
            list.deallocate()
            throw GraphvizError(stage: .setup, reports: GraphvizMessageLog.reports)
        }
        self.gvc = gvc
        self.builtins = list
    }

    deinit {
        gvFreeContext(gvc)
        builtins.deallocate()
    }

    /// The version of libgvc from a context that loads no plugin: what a build that
    /// lays nothing out (its site is up to date) needs, without opening the plugins'
    /// libraries, which took most of a millisecond or three.
    static func bareVersion() throws(GraphvizError) -> String {
        var empty = lt_symlist_t(name: nil, address: nil)
        guard let gvc = gvContextPlugins(&empty, 0) else { throw GraphvizError(stage: .setup, reports: GraphvizMessageLog.reports) }
        defer { gvFreeContext(gvc) }
        return gvcVersion(gvc).map { String(cString: $0) } ?? "unknown"
    }

    /// Parses `dot`, lays it out with the `dot` engine and renders it as `format`.
    ///
    /// Any error cgraph reports fails the call even when the C function returned
    /// success: a diagram that Graphviz complained about is a bug in the DOT we
    /// generate, and we'd rather hear about it than commit a broken picture.
    func render(dot: String, format: String) throws(GraphvizError) -> String {
        try DOTReader.withSingleGraph(dot) { graph throws(GraphvizError) in
            let laidOut = gvLayout(gvc, graph, "dot")
            defer { gvFreeLayout(gvc, graph) }
            guard laidOut == 0, !GraphvizMessageLog.hasErrors else {
                throw GraphvizError(stage: .layout, reports: GraphvizMessageLog.reports)
            }

            var data: UnsafeMutablePointer<CChar>?
            var length = 0
            let rendered = lifeline_render_data(gvc, graph, format, &data, &length)
            defer { gvFreeRenderData(data) }
            guard rendered == 0, let data, !GraphvizMessageLog.hasErrors else {
                throw GraphvizError(stage: .render, reports: GraphvizMessageLog.reports)
            }
            return String(decoding: UnsafeRawBufferPointer(start: data, count: Int(length)), as: UTF8.self)
        }
    }

    /// The version of the libgvc this process loaded (`2.43.0`), which decides the layout.
    var version: String {
        gvcVersion(gvc).map { String(cString: $0) } ?? "unknown"
    }

    /// The names of the loaded plugins of one kind (`"textlayout"`, `"render"`, …).
    func pluginNames(kind: String) -> [String] {
        var count: Int32 = 0
        guard let list = lifeline_plugin_list(gvc, kind, &count) else { return [] }
        defer { free(list) }
        return (0..<Int(count)).compactMap { index in
            guard let name = list[index] else { return nil }
            defer { free(name) }
            return String(cString: name)
        }
    }
}
