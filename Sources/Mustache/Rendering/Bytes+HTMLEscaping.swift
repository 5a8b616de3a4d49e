extension [UInt8] {
    /// Appends the UTF-8 of `text` with the five HTML-significant characters replaced by
    /// entities, in one pass over its bytes.
    ///
    /// This is the only place output is escaped. Besides the `&`, `<`, `>` and `"` the spec
    /// requires, `'` becomes `&#39;` so a value is also safe inside a single-quoted attribute
    /// (`<a title='{{name}}'>`). All five are ASCII, so a byte that matches one is that
    /// character and never part of a longer UTF-8 sequence; runs of other bytes are copied
    /// whole.
    mutating func appendEscapingHTML(_ text: String) {
        var text = text
        text.withUTF8 { source in
            var runStart = 0
            for index in source.indices {
                let entity: StaticString
                switch source[index] {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default: continue
                }
                append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                runStart = index + 1
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
        }
    }
}
