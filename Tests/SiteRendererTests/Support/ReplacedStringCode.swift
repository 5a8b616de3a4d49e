import Foundation
@testable import SiteRenderer

/// The string code the byte-level rewrites replaced, kept as the oracle they are held
/// against: on any input, old and new must give the same bytes.
enum ReplacedStringCode {
    /// `String.replacingLiteral` as it was: UTF-8 bytes, left to right, not overlapping.
    static func replacingLiteral(_ text: String, _ target: String, _ replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard let first = pattern.first else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        var copied = 0
        var index = 0
        let end = bytes.count - pattern.count
        while index <= end {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) {
                output += bytes[copied..<index]
                output += replacement.utf8
                index += pattern.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return text }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }

    static func readableTitles(_ svg: String) -> String {
        let first = replacingLiteral(svg, "<title>state&#45;", "<title>")
        return replacingLiteral(replacingLiteral(first, "&#45;&gt;state&#45;", " → "), "<title>start</title>", "<title>start point</title>")
    }

    static func prepared(_ svg: String, label: String) -> String {
        guard let start = rangeOfLiteral(svg, "<svg") else { return svg }
        var text = readableTitles(String(svg[start.lowerBound...]))
        if let end = rangeOfLiteral(text, ">") {
            text =
                String(text[..<end.lowerBound]) + " role=\"img\" aria-label=\"\(HTMLEscaping.attribute(label))\" class=\"diagram\""
                + text[end.lowerBound...]
        }
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// `HeadingAnchors.add(to:)`'s scan as it was, by `Character`, except that an `<h`
    /// opening no heading (`<hr>`) is passed over instead of ending the scan; `anchor`
    /// stands for the id and tag it writes.
    static func headings(_ html: String) -> (html: String, inner: [String], levels: [Int]) {
        var out = ""
        var inner: [String] = []
        var levels: [Int] = []
        var rest = html[...]
        func nextHeading() -> (open: Range<Substring.Index>, level: Int)? {
            var search = rest
            while let open = search.firstRange(of: "<h") {
                if let level = rest[open.upperBound...].first?.wholeNumberValue, (1...6).contains(level),
                    rest[rest.index(after: open.upperBound)...].first == ">"
                {
                    return (open, level)
                }
                search = rest[open.upperBound...]
            }
            return nil
        }
        while let (open, level) = nextHeading() {
            let contentStart = rest.index(open.upperBound, offsetBy: 2)
            guard let close = rest[contentStart...].firstRange(of: "</h\(level)>") else { break }
            inner.append(String(rest[contentStart..<close.lowerBound]))
            levels.append(level)
            out += rest[..<open.lowerBound]
            out += "[\(level):\(rest[contentStart..<close.lowerBound])]"
            rest = rest[close.upperBound...]
        }
        return (out + rest, inner, levels)
    }

    /// `rangeOfLiteral` as it was.
    static func rangeOfLiteral(_ text: some StringProtocol, _ target: String, from start: String.Index? = nil) -> Range<String.Index>? {
        let pattern = target.utf8
        guard let first = pattern.first else { return nil }
        let bytes = text.utf8
        var index = start ?? bytes.startIndex
        while let found = bytes[index...].firstIndex(of: first) {
            if bytes[found...].starts(with: pattern) { return found..<bytes.index(found, offsetBy: pattern.count) }
            index = bytes.index(after: found)
        }
        return nil
    }
}

/// Random texts made of the pieces that matter to these rewrites: markup, entities,
/// non-ASCII letters, combining marks and CR LF, so that patterns touch, overlap and
/// fall next to characters that join them.
struct PieceText {
    var generator: SplitMix

    mutating func text(_ pieces: [String], length: Int) -> String {
        (0..<Int(generator.next() % UInt64(length + 1))).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
    }
}

/// A small seeded generator, so a failure can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}

extension ReplacedStringCode {
    /// `HeadingAnchors.plainText` as it was, by `Character`.
    static func plainText(_ html: Substring) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        func replacingAll(_ text: String, _ target: String, _ replacement: String) -> String {
            text.split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
        }
        let first = replacingAll(replacingAll(text, "&lt;", "<"), "&gt;", ">")
        return replacingAll(replacingAll(replacingAll(first, "&quot;", "\""), "&#39;", "'"), "&amp;", "&")
    }
}

extension ReplacedStringCode {
    /// `DOTWriter.quoted` as it was, by Unicode scalar.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": break
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `ReferenceAnchors.callback`'s words as they were, by `Character`.
    static func words(of name: String) -> String {
        name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.joined(separator: "-")
    }
}

extension ReplacedStringCode {
    /// `HTMLEscaping.attribute` as it was, by `Character`.
    static func attribute(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
