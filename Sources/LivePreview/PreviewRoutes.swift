internal import Foundation
internal import HTTPSupport
internal import ParallelWork

/// Answers one request of `serve`: the event stream, or a file of the site being served,
/// with the reload script (and the problem overlay, after a failed build) put into HTML.
struct PreviewRoutes: Sendable {
    static let eventsPath = "/__lifeline/events"

    let state: Locked<PreviewState>
    let hub: ReloadHub
    let hosts: AllowedHosts

    func answer(_ request: HTTPRequest) -> HTTPResponse {
        guard hosts.allows(request.host) else { return AllowedHosts.refusal(request.host ?? "") }
        if request.path == Self.eventsPath {
            let headers = [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store"), ("X-Accel-Buffering", "no")]
            return HTTPResponse(headers: headers, body: .stream(hub.connect()))
        }
        let (directory, problems, warnings) = state.withValue { ($0.servedDirectory, $0.problems, $0.warnings) }
        guard let directory else {
            let page = PageInjection.placeholder(problems: problems)
            return HTTPResponse(status: 503, headers: Self.headers("text/html; charset=utf-8"), body: .bytes(Array(page.utf8)))
        }
        guard let relative = Self.relativePath(request.path) else {
            return .text("bad path\n", status: 400)
        }
        var path = relative.isEmpty ? "index.html" : relative
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: "\(directory)/\(path)", isDirectory: &isDirectory), isDirectory.boolValue {
            guard request.path.hasSuffix("/") else {
                return HTTPResponse(status: 301, headers: [("Location", DirectoryRedirect.location(for: request.path))], body: .bytes([]))
            }
            path += "/index.html"
        }
        guard let data = FileManager.default.contents(atPath: "\(directory)/\(path)") else {
            return .text("not found: \(request.path)\n", status: 404)
        }
        let type = ContentTypes.type(forPath: path)
        var bytes = [UInt8](data)
        if type.hasPrefix("text/html") {
            bytes = Array(PageInjection.inject(into: String(decoding: bytes, as: UTF8.self), problems: problems, warnings: warnings).utf8)
        }
        return HTTPResponse(headers: Self.headers(type), body: .bytes(bytes))
    }

    /// `/app/push.html` → `app/push.html`; nil for a path that tries to leave the site
    /// (`..`) or holds a NUL.
    static func relativePath(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.contains(where: { $0 == ".." || $0 == "." }), !path.contains("\0"), !path.contains("\\") else { return nil }
        return parts.joined(separator: "/")
    }

    private static func headers(_ type: String) -> [(name: String, value: String)] {
        [("Content-Type", type), ("Cache-Control", "no-store")]
    }
}

/// What `serve` currently serves and what went wrong last.
struct PreviewState: Sendable {
    var servedDirectory: String?
    /// The last build's problems as overlay HTML; nil once a build succeeds.
    var problems: ProblemReport?
    /// The warnings of the build being served; nil when it gave none.
    var warnings: ProblemReport?
    var generation = 0
}

enum ContentTypes {
    static func type(forPath path: String) -> String {
        let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch ext {
        case "html", "htm": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "ico": return "image/x-icon"
        case "woff2": return "font/woff2"
        case "woff": return "font/woff"
        case "txt", "md": return "text/plain; charset=utf-8"
        case "xml": return "application/xml"
        default: return "application/octet-stream"
        }
    }
}
