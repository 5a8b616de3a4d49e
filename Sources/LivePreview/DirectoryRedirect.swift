/// Where a folder asked for without its trailing slash is sent: `/guide` → `./guide/`.
///
/// The location is relative to the URL asked for, never an absolute path: a request for
/// `//evil.example` (or `/%2F/evil.example`, which arrives decoded as the same path)
/// redirected to `//evil.example/` would be a scheme-relative URL that leaves the
/// server. `./` keeps a folder named like a scheme (`a:b`) from reading as one, and the
/// name is percent-encoded, as the path arrives decoded.
enum DirectoryRedirect {
    static func location(for path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? ""
        return "./" + percentEncoded(last) + "/"
    }

    /// Everything but unreserved characters and the sub-delimiters a path segment may hold
    /// (RFC 3986, `pchar`), byte by byte of the UTF-8.
    private static func percentEncoded(_ segment: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@".utf8)
        var encoded = ""
        for byte in segment.utf8 {
            if allowed.contains(byte) {
                encoded.append(Character(Unicode.Scalar(byte)))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return encoded
    }
}
