internal import Foundation
internal import HTTPSupport

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The `Host` values `serve` answers: the machine's own loopback names, and the address
/// it was told to serve on.
///
/// This is what stops DNS rebinding: a page on `evil.example` that gets its name to
/// resolve to 127.0.0.1 talks to the preview as its own origin, so the browser lets it
/// read the pages and the problem overlay, but it sends `Host: evil.example:8000`. An IP
/// address in `Host` cannot be rebound, as no name is looked up; a wildcard address
/// (`--host 0.0.0.0 --allow-remote`) therefore answers any IP address, as other machines
/// reach it by one the server cannot know, and still no name but `localhost`.
///
/// A request with no `Host` at all (HTTP/1.0) is answered: every browser sends one, so
/// it cannot come from a rebinding page, and a client that leaves it out could send any
/// value instead. The port is not checked: a rebinding page must use the server's own.
struct AllowedHosts: Sendable {
    /// `127.0.0.1`, `::1` or the `--host` address, without brackets.
    let servedHost: String

    func allows(_ header: String?) -> Bool {
        guard let header else { return true }
        guard let name = Self.name(inHostHeader: header) else { return false }
        if name.lowercased() == "localhost" { return true }
        guard let address = Self.address(name) else { return false }
        if address.isLoopback || address == Self.address(servedHost) { return true }
        return servedHost == "0.0.0.0" || servedHost == "::"
    }

    /// `name:port` → `name`, `[v6]:port` → `v6` (an IPv6 address only counts in brackets);
    /// nil when the port is not a number.
    static func name(inHostHeader header: String) -> String? {
        var rest = Substring(header)
        var name: Substring
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            name = rest[rest.index(after: rest.startIndex)..<close]
            guard address(String(name))?.isIPv6 == true else { return nil }
            rest = rest[rest.index(after: close)...]
        } else {
            name = rest.prefix { $0 != ":" }
            rest = rest.dropFirst(name.count)
        }
        if rest.hasPrefix(":") {
            let port = rest.dropFirst()
            guard !port.isEmpty, port.allSatisfy(\.isASCIIDigit) else { return nil }
        } else if !rest.isEmpty {
            return nil
        }
        return name.isEmpty ? nil : String(name)
    }

    /// An IP address as its bytes; nil for a name.
    private struct Address: Equatable {
        var bytes: [UInt8]
        var isIPv6: Bool { bytes.count == 16 }
        var isLoopback: Bool { isIPv6 ? bytes == Array(repeating: 0, count: 15) + [1] : bytes[0] == 127 }
    }

    private static func address(_ text: String) -> Address? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return Address(bytes: withUnsafeBytes(of: &v4) { Array($0) }) }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 { return Address(bytes: withUnsafeBytes(of: &v6) { Array($0) }) }
        return nil
    }
}

extension AllowedHosts {
    /// For a rebinding page, which cannot read it; for a person who typed another name for
    /// this machine, who can.
    static func refusal(_ host: String) -> HTTPResponse {
        let shown = String(host.unicodeScalars.filter { $0.isASCII && $0.value >= 0x20 && $0.value != 0x7F }.prefix(200).map(Character.init))
        let text = """
            lifeline serve answers requests for localhost, 127.0.0.1 and [::1] only (and for the --host address), \
            not for '\(shown)': another name that leads here may be a web page reading the preview through DNS rebinding.
            Open the address lifeline serve printed instead.

            """
        var response = HTTPResponse.text(text, status: 403)
        response.headers.append(("X-Content-Type-Options", "nosniff"))
        return response
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
