extension HeadingAnchors {
    /// The heading's text without tags, entities decoded for the common five
    /// (`&lt;code&gt;` stays as written once: `&amp;lt;` gives `&lt;`).
    ///
    /// On bytes, as every lifecycle's prose passes through here twice a build. A `<`,
    /// `>` or entity counts only as a character of its own, as when the text was read by
    /// `Character`: `>` followed by a combining mark closes no tag.
    static func plainText(_ html: Substring) -> String {
        let stripped = Array(html.utf8).withUnsafeBufferPointer { bytes in
            var text: [UInt8] = []
            text.reserveCapacity(bytes.count)
            var inTag = false
            for (offset, byte) in bytes.enumerated() {
                if byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">"), bytes.isCharacterBoundary(at: offset),
                    bytes.isCharacterBoundary(at: offset + 1)
                {
                    inTag = byte == UInt8(ascii: "<")
                } else if !inTag {
                    text.append(byte)
                }
            }
            return text
        }
        return String(decoding: decodingEntities(stripped), as: UTF8.self)
    }

    /// One pass does what replacing each entity in turn did: every entity starts with `&`
    /// and ends with `;` and holds neither, so no two overlap, and only the last one
    /// replaced (`&amp;`) makes a `&`.
    private static func decodingEntities(_ text: [UInt8]) -> [UInt8] {
        text.withUnsafeBufferPointer { bytes in
            guard bytes.firstOffset(of: UInt8(ascii: "&"), from: 0) != nil else { return text }
            var decoded: [UInt8] = []
            decoded.reserveCapacity(bytes.count)
            var offset = 0
            next: while offset < bytes.count {
                if bytes[offset] == UInt8(ascii: "&"), bytes.isCharacterBoundary(at: offset) {
                    for (entity, character) in entities
                    where bytes.hasPattern(entity, at: offset) && bytes.isCharacterBoundary(at: offset + entity.count) {
                        decoded.append(character)
                        offset += entity.count
                        continue next
                    }
                }
                decoded.append(bytes[offset])
                offset += 1
            }
            return decoded
        }
    }

    private static let entities: [([UInt8], UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&quot;".utf8), UInt8(ascii: "\"")),
        (Array("&#39;".utf8), UInt8(ascii: "'")), (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]
}
