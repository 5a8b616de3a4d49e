import Foundation
@testable import LivePreview
import TestSupport
import Testing

/// The preview serves the built site and nothing else: a path that climbs out of it, in
/// any spelling a client can send, is refused or not found, never answered with a file
/// from beside the site.
@Suite("Live preview path traversal", .serialized)
struct TraversalTests {
    /// `..` spelt plainly, percent-encoded (one or both dots, the slash too), with a
    /// backslash, deep enough to reach the file system's root, and through an absolute path.
    static func attacks(to secret: String) -> [String] {
        let up = String(repeating: "/..", count: 12)
        let encodedUp = String(repeating: "/%2e%2e", count: 12)
        return [
            "/../secret.txt", "/../../secret.txt", "/../../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/%2E%2E/secret.txt",
            "/.%2e/.%2e/secret.txt", "/..%2fsecret.txt", "/..%2f..%2f..%2fsecret.txt", "/..%5csecret.txt", "/..\\secret.txt",
            "/vc/../../secret.txt", "/./../secret.txt", up + secret, encodedUp + secret, "/vc" + up + secret,
            "/" + secret.replacingOccurrences(of: "/", with: "%2f") + "%2f..%2fsecret.txt",
        ]
    }

    @Test("a path that leaves the site is refused, in every spelling, and nothing beside the site is sent")
    func climbingOutIsRefused() throws {
        try withPreview { preview in
            // Secrets beside the content, in the work folder and one level down in it.
            let secrets = [preview.root, preview.work, preview.work.appendingPathComponent("builds")].map {
                $0.appendingPathComponent("secret.txt")
            }
            for secret in secrets {
                try FileManager.default.createDirectory(at: secret.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("TOP SECRET".utf8).write(to: secret)
            }
            #expect(try preview.client.get("/vc/show.html").status == 200)
            for secret in secrets {
                for path in Self.attacks(to: secret.path) {
                    let response = try preview.client.get(path)
                    #expect([400, 404].contains(response.status), "\(path): \(response.status)")
                    #expect(!response.body.contains("TOP SECRET"), "\(path)")
                }
            }
        }
    }
}
