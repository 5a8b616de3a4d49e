/// A link destination resolved against the page it is on: the site path it leads to and
/// the anchor it names, the way a browser resolves a relative URL.
struct LinkTarget {
    /// The site path, or nil when the link climbs above the site's root.
    var path: String?
    var fragment: String?
    /// The destination without its fragment, as written, for hints.
    var written: String

    /// Nil for what is not checked: an address with a scheme or a host, a path from the
    /// host's root, an empty destination.
    init?(_ destination: String, from page: String) {
        guard !destination.isEmpty, !Self.hasScheme(destination), !destination.hasPrefix("/") else { return nil }
        var rest = Substring(destination)
        if let hash = rest.firstIndex(of: "#") {
            fragment = Self.percentDecoded(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") { rest = rest[..<question] }
        written = String(rest)
        guard !rest.isEmpty else {
            path = page
            return
        }
        var parts = page.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        let segments = Self.percentDecoded(rest).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for (index, segment) in segments.enumerated() {
            switch segment {
            case ".": continue
            case "..":
                guard !parts.isEmpty else {
                    path = nil
                    return
                }
                parts.removeLast()
            default:
                if !segment.isEmpty || index < segments.count - 1 { parts.append(segment) }
            }
        }
        // A folder (`view-controller/`, `..`) is served as its index.html.
        let last = segments.last ?? ""
        if last.isEmpty || last == "." || last == ".." { parts.append("index.html") }
        path = parts.filter { !$0.isEmpty }.joined(separator: "/")
    }

    /// `https:`, `mailto:`, `javascript:` …, or `//host`.
    static func hasScheme(_ destination: String) -> Bool {
        if destination.hasPrefix("//") { return true }
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    static func percentDecoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), let high = utf8.index(index, offsetBy: 1, limitedBy: utf8.endIndex), high < utf8.endIndex,
                let low = utf8.index(high, offsetBy: 1, limitedBy: utf8.endIndex), low < utf8.endIndex,
                let value = UInt8(String(decoding: [utf8[high], utf8[low]], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                index = utf8.index(after: low)
            } else {
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The shortest relative link from the page at `from` to `target`.
    static func relative(_ target: String, from: String) -> String {
        var fromFolders = from.split(separator: "/").dropLast()
        var targetParts = target.split(separator: "/")[...]
        while let folder = fromFolders.first, targetParts.count > 1, targetParts.first == folder {
            fromFolders = fromFolders.dropFirst()
            targetParts = targetParts.dropFirst()
        }
        return String(repeating: "../", count: fromFolders.count) + targetParts.joined(separator: "/")
    }
}
