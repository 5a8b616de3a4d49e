internal import Foundation

/// Checks every `href` and `src` of every HTML page in a site given as path → text.
///
/// A link to another site must say so with `http:` or `https:`; every other link must be
/// relative (no leading `/`, no scheme) and lead to a file of the site, and its `#fragment`
/// to an `id` on the target page.
public struct LinkChecker {
    public struct Link: Hashable, CustomStringConvertible {
        public var page: String
        public var target: String
        public var description: String { "\(page) → \(target)" }
    }

    public let files: [String: String]

    public init(files: [String: String]) {
        self.files = files
    }

    /// Every link in every `.html` page, in page order.
    public var links: [Link] {
        files.keys.sorted().filter { $0.hasSuffix(".html") }.flatMap { page in
            Self.attributes(["href", "src"], in: files[page]!).map { Link(page: page, target: $0) }
        }
    }

    public var externalLinks: Set<String> {
        Set(links.map(\.target).filter(Self.isExternal))
    }

    /// Each internal link that is absolute or leads nowhere, with the reason.
    public var problems: [String] {
        links.filter { !Self.isExternal($0.target) }.compactMap(problem)
    }

    private func problem(_ link: Link) -> String? {
        let target = link.target
        if target.hasPrefix("/") { return "\(link): absolute path" }
        if target.contains(":") { return "\(link): unexpected scheme" }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = parts[0].isEmpty ? link.page : Self.resolve(String(parts[0]), from: link.page)
        guard let file, let text = files[file] else { return "\(link): no such file" }
        if parts.count == 2, !text.contains("id=\"\(parts[1])\"") {
            return "\(link): \(file) has no id '\(parts[1])'"
        }
        return nil
    }

    /// Each `id` that occurs more than once on a page (`page#id`): a fragment link to it
    /// would be ambiguous, and the HTML invalid.
    public var duplicateIDs: [String] {
        files.keys.sorted().filter { $0.hasSuffix(".html") }.flatMap { page in
            var seen = Set<String>()
            var duplicates: [String] = []
            for id in Self.attributes(["id"], in: files[page]!) where !seen.insert(id).inserted { duplicates.append("\(page)#\(id)") }
            return duplicates
        }
    }

    public static func isExternal(_ target: String) -> Bool {
        target.hasPrefix("https://") || target.hasPrefix("http://")
    }

    /// `target` relative to the directory of `page`, or nil when it climbs above the root.
    public static func resolve(_ target: String, from page: String) -> String? {
        var components = page.split(separator: "/").dropLast().map(String.init)
        for part in target.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            case ".", "": continue
            default: components.append(String(part))
            }
        }
        return components.joined(separator: "/")
    }

    /// The decoded values of `names` attributes in the order they occur.
    public static func attributes(_ names: [String], in html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "\\s(?:\(names.joined(separator: "|")))\\s*=\\s*\"([^\"]*)\"")
        let range = NSRange(html.startIndex..., in: html)
        return pattern.matches(in: html, range: range).map { match in
            decodeEntities(String(html[Range(match.range(at: 1), in: html)!]))
        }
    }

    public static func decodeEntities(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&#45;", with: "-").replacingOccurrences(of: "&amp;", with: "&")
    }
}
