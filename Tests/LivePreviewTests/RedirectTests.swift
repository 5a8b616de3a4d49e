import Foundation
@testable import LivePreview
import TestSupport
import Testing

/// A folder asked for without its slash is redirected to it; the redirect must stay on
/// the server whatever slashes the path starts with.
@Suite("Live preview redirects", .serialized)
struct RedirectTests {
    @Test(
        "a folder without its slash redirects to a relative URL on the same server",
        arguments: ["/vc", "//vc", "///vc", "/%2F/vc", "/%2f%2fvc"])
    func redirectStaysOnTheServer(_ path: String) throws {
        try withPreview { preview in
            let response = try preview.client.get(path)
            #expect(response.status == 301)
            let location = try #require(response.headers["location"])
            #expect(location == "./vc/")
            // Resolved as a browser resolves it, against the URL it asked for.
            let base = try #require(URL(string: "http://127.0.0.1:\(preview.server.port!)\(path)"))
            let target = try #require(URL(string: location, relativeTo: base)?.absoluteURL)
            #expect(target.host == "127.0.0.1")
            #expect(target.port == Int(preview.server.port!))
        }
    }

    @Test("a folder name that would read as a scheme or needs escaping is escaped and kept relative")
    func oddFolderNames() {
        #expect(DirectoryRedirect.location(for: "/a:b") == "./a:b/")
        #expect(DirectoryRedirect.location(for: "/docs/two words") == "./two%20words/")
        #expect(DirectoryRedirect.location(for: "/q?x#y") == "./q%3Fx%23y/")
        #expect(DirectoryRedirect.location(for: "/100%") == "./100%25/")
    }
}
