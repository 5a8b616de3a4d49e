import CGraphviz
import GraphvizSupport
import Testing

/// Point 9 of issue 9: the wrapper compiles against the installed Graphviz and reports the
/// version it runs with, which the site's marker records.
@Suite struct GraphvizVersionTests {
    /// The headers the shim was compiled against and the library loaded at run time agree:
    /// a mismatch would mean the version-dependent wrappers were chosen for another ABI.
    @Test func runtimeVersionIsTheVersionOfTheHeaders() throws {
        #expect(try GraphvizRenderer().version() == PACKAGE_VERSION)
    }
}
