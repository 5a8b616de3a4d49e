extension String {
    /// Every occurrence of `target`, left to right and not overlapping, replaced by
    /// `replacement`, comparing UTF-8 bytes.
    ///
    /// Foundation's `replacingOccurrences` does the same for the ASCII markup the diagrams
    /// rewrite, but through UTF-16 and a locale-aware search: on a site of thousands of
    /// diagrams that was the largest part of rendering.
    func replacingLiteral(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard let first = pattern.first else { return self }
        let bytes = Array(utf8)
        var output: [UInt8] = []
        var copied = 0
        var index = 0
        let end = bytes.count - pattern.count
        while index <= end {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) {
                if output.isEmpty { output.reserveCapacity(bytes.count) }
                output += bytes[copied..<index]
                output += replacement.utf8
                index += pattern.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return self }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }
}

extension StringProtocol {
    /// The first occurrence of `target` at or after `start`, comparing UTF-8 bytes; for
    /// ASCII markup, what Foundation's `range(of:)` finds, without converting the whole
    /// text to UTF-16 first.
    func rangeOfLiteral(_ target: String, from start: Index? = nil) -> Range<Index>? {
        let pattern = target.utf8
        guard let first = pattern.first else { return nil }
        let bytes = utf8
        var index = start ?? bytes.startIndex
        while let found = bytes[index...].firstIndex(of: first) {
            if bytes[found...].starts(with: pattern) { return found..<bytes.index(found, offsetBy: pattern.count) }
            index = bytes.index(after: found)
        }
        return nil
    }
}
