/// The start tags of an HTML page with their attribute names, read the way a browser's
/// tokenizer would (quoted and unquoted values, `>` inside quotes), so a test can prove that
/// no content text became a tag or an attribute.
public struct HTMLTags {
    public struct Tag: Equatable {
        public var name: String
        public var attributes: [String]
    }

    public var tags: [Tag] = []

    public init(_ html: String) {
        var characters = Array(html.unicodeScalars)[...]
        while let open = characters.firstIndex(of: "<") {
            characters = characters[(open + 1)...]
            guard let first = characters.first, first.properties.isAlphabetic else { continue }
            var name = ""
            while let next = characters.first, !Self.isSpace(next), next != ">", next != "/" {
                name.unicodeScalars.append(next)
                characters = characters.dropFirst()
            }
            var attributes: [String] = []
            while let next = characters.first, next != ">" {
                if Self.isSpace(next) || next == "/" { characters = characters.dropFirst(); continue }
                var attribute = ""
                while let c = characters.first, !Self.isSpace(c), c != ">", c != "=", c != "/" {
                    attribute.unicodeScalars.append(c)
                    characters = characters.dropFirst()
                }
                attributes.append(attribute.lowercased())
                while let c = characters.first, Self.isSpace(c) { characters = characters.dropFirst() }
                guard characters.first == "=" else { continue }
                characters = characters.dropFirst()
                while let c = characters.first, Self.isSpace(c) { characters = characters.dropFirst() }
                if let quote = characters.first, quote == "\"" || quote == "'" {
                    characters = characters.dropFirst()
                    if let close = characters.firstIndex(of: quote) {
                        characters = characters[(close + 1)...]
                    } else {
                        characters = characters[characters.endIndex...]
                    }
                } else {
                    while let c = characters.first, !Self.isSpace(c), c != ">" { characters = characters.dropFirst() }
                }
            }
            tags.append(Tag(name: name.lowercased(), attributes: attributes))
        }
    }

    /// Attributes that run script (`onerror`, `onmouseover`, …), as `tag@attribute`.
    public var eventHandlers: [String] {
        tags.flatMap { tag in tag.attributes.filter { $0.hasPrefix("on") }.map { "\(tag.name)@\($0)" } }
    }

    public func named(_ name: String) -> [Tag] {
        tags.filter { $0.name == name }
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}"
    }
}
