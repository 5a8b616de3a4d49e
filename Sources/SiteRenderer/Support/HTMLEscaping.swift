/// Escaping for text the renderer writes into HTML itself (outside templates, which
/// escape on their own).
enum HTMLEscaping {
    /// `&`, `<`, `>`, `"` and `'` as entities, where each is a character of its own (an
    /// `&` carrying a combining mark is left as it is).
    ///
    /// Names, labels and links pass through here for every row of every table; ASCII text
    /// is escaped byte by byte (each byte is then a character of its own), other text by
    /// `Character`.
    static func attribute(_ text: String) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return attributeByCharacter(text) }
        guard text.utf8.contains(where: { entity(for: $0) != nil }) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if let entity = entity(for: byte) { entity.withUTF8Buffer { out += $0 } } else { out.append(byte) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func entity(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }

    private static func attributeByCharacter(_ text: String) -> String {
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
