import TestSupport
import Testing

#if os(Linux)
    @Suite struct StartupLibrariesTests {
        /// Only `serve` runs a server, and libmicrohttpd brings a TLS stack with it: loaded at
        /// every start it was half of `lifeline --version` (see Sources/CMicroHTTPD/shim.h).
        /// The serve tests show that the server still opens it when it starts.
        @Test func aCommandOtherThanServeDoesNotLoadLibmicrohttpd() throws {
            _ = try #require(LifelineProcess.binary, "\(LifelineProcess.Missing())")

            let result = try LifelineProcess.run(["--version"], environment: ["LD_DEBUG": "files"])

            #expect(result.status == 0)
            // The dynamic loader did report the libraries it loaded: libgvc is linked.
            #expect(result.output.contains("libgvc"))
            #expect(!result.output.contains("libmicrohttpd"))
        }
    }
#endif
