extension String {
    /// Appends `text` with the five HTML-significant characters replaced by entities.
    ///
    /// This is the only place output is escaped. Besides the `&`, `<`, `>` and `"` the spec
    /// requires, `'` becomes `&#39;` so a value is also safe inside a single-quoted attribute
    /// (`<a title='{{name}}'>`). Text with nothing to escape, the common case, is appended
    /// in one piece.
    mutating func appendEscapingHTML(_ text: String) {
        let utf8 = text.utf8
        guard utf8.contains(where: { Self.entity(for: $0) != nil }) else {
            append(text)
            return
        }
        var runStart = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            if let entity = Self.entity(for: utf8[index]) {
                append(contentsOf: text[runStart..<index])
                append(entity)
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        append(contentsOf: text[runStart..<utf8.endIndex])
    }

    private static func entity(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
