import Foundation
@testable import GraphvizSupport
import Testing

/// The SVG is committed and CI checks a rebuild gives the same bytes on another
/// machine, so nothing machine-specific (fonts above all) may reach the layout.
@Suite struct GraphvizDeterminismTests {
    static let dot = """
        digraph { node [fontname="Helvetica"]; viewWillAppear -> viewDidAppear [label="animated: true"]; }
        """

    @Test func twoRendersAreByteIdentical() throws {
        let renderer = GraphvizRenderer()
        #expect(try renderer.svg(fromDOT: Self.dot) == renderer.svg(fromDOT: Self.dot))
    }

    /// Graphviz 2.42 orders clusters by the heap address of their names unless
    /// we number them ourselves; churn the heap and check nothing moves.
    @Test func clustersKeepTheirDOTOrderWhateverWasRenderedBefore() throws {
        let renderer = GraphvizRenderer()
        let dot = """
            digraph clusters {
              subgraph cluster_zeta { label="zeta"; z1 -> z2 }
              subgraph cluster_alpha { label="alpha"; a1 -> a2 }
              subgraph cluster_mid { label="mid"; m1 -> m2; subgraph cluster_inner { i1 } }
              z2 -> a1; a2 -> m1; m2 -> i1; start -> z1; start -> m1
            }
            """
        let first = try renderer.svg(fromDOT: dot)
        for number in 0..<100 {
            let name = String(repeating: "n", count: number % 37 + 1)
            _ = try renderer.svg(fromDOT: "digraph { \(name) -> x\(number); subgraph cluster_\(number) { y\(number) } }")
            #expect(try renderer.svg(fromDOT: dot) == first)
        }
        let clusters = try SVGInspection(first).groups.filter { $0.classes == "cluster" }.map(\.id)
        #expect(clusters == ["clust1", "clust2", "clust3", "clust4"])
        #expect(try SVGInspection(first).titles.prefix(5) == ["clusters", "cluster_zeta", "cluster_alpha", "cluster_mid", "cluster_inner"])
    }

    /// cgraph names an unnamed graph `%<number>` from a process-wide counter unless we number
    /// it ourselves. Graphviz 2.42 writes that name as the graph's title; 13 and later write
    /// no title for an unnamed graph.
    @Test func unnamedGraphsGetTheSameTitleEveryTime() throws {
        let renderer = GraphvizRenderer()
        let titles = try (0..<3).map { _ in try SVGInspection(renderer.svg(fromDOT: "digraph { a }")).titles }
        #expect(titles[0] == ["%1", "a"] || titles[0] == ["a"])
        #expect(titles.allSatisfy { $0 == titles[0] })
    }

    @Test func theSharedContextCarriesNoStateBetweenCalls() throws {
        let shared = try GraphvizEngine.render(dot: Self.dot, format: "svg")
        let fresh = try GraphvizEngine.render(dot: Self.dot, format: "svg", freshContext: true)
        #expect(shared == fresh)
    }

    /// Without a text-layout plugin Graphviz measures labels with built-in metrics.
    @Test func onlyCoreAndDotPluginsAreLoaded() throws {
        #expect(try GraphvizEngine.loadedPluginNames(kind: "textlayout") == [])
        #expect(try GraphvizEngine.loadedPluginNames(kind: "layout") == ["dot"])
        #expect(try GraphvizEngine.loadedPluginNames(kind: "render").contains("svg"))
        #expect(try !GraphvizEngine.loadedPluginNames(kind: "render").contains("cairo"))
    }

    /// pango is what would read the machine's fonts; it must never be mapped into the process.
    @Test func pangoPluginIsNeverLoaded() throws {
        _ = try GraphvizRenderer().svg(fromDOT: Self.dot)
        let directory = try GraphvizPlugins.installed.get().directory
        let names = [
            "libgvplugin_pango.so.6", "libgvplugin_pango.so.8", "libgvplugin_pango.so",
            "libgvplugin_pango.6.dylib", "libgvplugin_pango.dylib",
        ]
        for name in names {
            let handle = dlopen("\(directory)/\(name)", RTLD_LAZY | RTLD_NOLOAD)
            #expect(handle == nil, "\(name) is loaded")
            if let handle { dlclose(handle) }
        }
    }

    @Test func pluginsComeFromTheGraphvizFolderNextToLibgvc() throws {
        let plugins = try GraphvizPlugins.installed.get()
        #expect(plugins.directory.hasSuffix("/graphviz"))
        #expect(
            plugins.libraries.map(\.symbol.description)
                == ["gvplugin_core_LTX_library", "gvplugin_dot_layout_LTX_library"])
    }
}
