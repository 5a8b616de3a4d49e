import Foundation
@testable import LivePreview
import TestSupport
import Testing

/// DNS rebinding: a page on `evil.example` whose name is made to resolve to 127.0.0.1
/// reaches the preview as the same origin, with `Host: evil.example:PORT`. Only requests
/// addressed to the machine itself by a loopback name are answered.
@Suite("Live preview Host check", .serialized)
struct HostCheckTests {
    @Test("a request addressed to another name gets 403, pages and the event stream alike")
    func otherNamesAreRefused() throws {
        try withPreview { preview in
            let port = preview.server.port!
            for host in ["evil.example:\(port)", "evil.example", "localhost.evil.example:\(port)", "127.0.0.1.evil.example", "localhost."] {
                for path in ["/", "/vc/show.html", "/assets/site.css", "/__lifeline/events", "/vc"] {
                    let response = try preview.client.get(path, host: .value(host), timeout: 10)
                    #expect(response.status == 403, "\(host) \(path)")
                    #expect(!response.body.contains("Shown as root"))
                    #expect(!response.body.contains("retry:"))
                }
            }
            let refused = try preview.client.get("/", host: .value("evil.example:\(port)"))
            #expect(refused.body.hasPrefix("lifeline serve answers requests for localhost, 127.0.0.1 and [::1] only"))
        }
    }

    @Test("loopback names are answered, with or without the port, in any case")
    func loopbackNamesAreAnswered() throws {
        try withPreview { preview in
            let port = preview.server.port!
            for host in ["127.0.0.1:\(port)", "127.0.0.1", "localhost:\(port)", "LocalHost", "[::1]:\(port)", "[::1]"] {
                let response = try preview.client.get("/vc/show.html", host: .value(host))
                #expect(response.status == 200, "\(host)")
            }
        }
    }

    @Test("a request with no Host (HTTP/1.0) is answered: browsers always send one, so it is no rebinding page")
    func missingHostIsAnswered() throws {
        try withPreview { preview in
            let response = try preview.client.get("/vc/show.html", host: .none)
            #expect(response.status == 200)
        }
    }

    @Test("the address given with --host is answered too; a wildcard address answers any IP address, never a name")
    func servedAddress() {
        let lan = AllowedHosts(servedHost: "192.168.1.10")
        #expect(lan.allows("192.168.1.10:8000"))
        #expect(lan.allows("localhost:8000"))
        #expect(!lan.allows("192.168.1.11:8000"))
        #expect(!lan.allows("evil.example:8000"))

        let v6 = AllowedHosts(servedHost: "fe80::1")
        #expect(v6.allows("[fe80::1]:8000"))
        #expect(!v6.allows("fe80::1"))

        let any = AllowedHosts(servedHost: "0.0.0.0")
        #expect(any.allows("10.0.0.7:8000"))
        #expect(any.allows("[2001:db8::1]:8000"))
        #expect(!any.allows("my-laptop.local:8000"))
        #expect(!any.allows("evil.example"))

        let loopback = AllowedHosts(servedHost: "127.0.0.1")
        #expect(loopback.allows(nil))
        #expect(!loopback.allows(""))
        #expect(!loopback.allows("127.0.0.1:notaport"))
        #expect(!loopback.allows("127.0.0.1:8000:8000"))
    }
}
