import CGraphviz
@testable import GraphvizSupport
import Testing

/// Point 9 of issue 9: the wrapper compiles against the installed Graphviz and reports the
/// version it runs with, which the site's marker records.
@Suite struct GraphvizVersionTests {
    /// The headers the shim was compiled against and the library loaded at run time agree:
    /// a mismatch would mean the version-dependent wrappers were chosen for another ABI.
    @Test func runtimeVersionIsTheVersionOfTheHeaders() throws {
        #expect(try GraphvizRenderer().version() == PACKAGE_VERSION)
    }

    /// A build that lays nothing out reads the version from a context without plugins:
    /// the same as the one that lays out says.
    @Test func theVersionWithoutPluginsIsTheVersionWithThem() throws {
        let withPlugins = try GraphvizContext(plugins: GraphvizPlugins.installed.get()).version
        #expect(try GraphvizContext.bareVersion() == withPlugins)
        #expect(withPlugins == PACKAGE_VERSION)
    }
}
