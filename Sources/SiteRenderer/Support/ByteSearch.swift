internal import Foundation

/// Finding ASCII markup in UTF-8 bytes.
///
/// Every page passes its diagram (about 15 KB of SVG) and its prose through searches
/// like these. `memchr` jumps to the pattern's first byte with vector instructions,
/// where Foundation's `range(of:)` converts the text to UTF-16 first and `firstRange(of:)`
/// compares whole characters one at a time.
///
/// The searches compare bytes, so they agree with a search by `Character` only where
/// the markup starts and ends on character boundaries: true of the ASCII markup Graphviz
/// and cmark-gfm write. ``isCharacterBoundary(at:)`` checks it where prose may differ.
extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first `byte` at or after `start`.
    func firstOffset(of byte: UInt8, from start: Int) -> Int? {
        guard let base = baseAddress, start < count else { return nil }
        guard let hit = memchr(base + start, Int32(byte), count - start) else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// The offset of the first occurrence of `pattern` at or after `start`; nil for an
    /// empty pattern.
    func firstOffset(of pattern: [UInt8], from start: Int) -> Int? {
        guard let base = baseAddress, let first = pattern.first else { return nil }
        let last = count - pattern.count
        var index = start
        while index <= last {
            guard let hit = memchr(base + index, Int32(first), last - index + 1) else { return nil }
            let found = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if pattern.withUnsafeBufferPointer({ memcmp(base + found, $0.baseAddress!, $0.count) }) == 0 { return found }
            index = found + 1
        }
        return nil
    }

    /// Whether `pattern` occurs at `offset`.
    func hasPattern(_ pattern: [UInt8], at offset: Int) -> Bool {
        guard !pattern.isEmpty else { return true }
        guard let base = baseAddress, offset >= 0, offset + pattern.count <= count else { return false }
        return pattern.withUnsafeBufferPointer { memcmp(base + offset, $0.baseAddress!, $0.count) } == 0
    }

    /// Whether a `Character` of the text starts at `offset` (the ends count as boundaries).
    ///
    /// Meant for offsets next to ASCII markup: between two ASCII bytes only CR LF is one
    /// character; next to other bytes the two scalars around `offset` are handed to the
    /// standard library, which is exact when one of them is ASCII (a combining mark after
    /// `>` joins it, a prepended mark before `<` joins that).
    func isCharacterBoundary(at offset: Int) -> Bool {
        guard offset > 0, offset < count else { return true }
        let before = self[offset - 1]
        let after = self[offset]
        if before < 0x80 && after < 0x80 { return !(before == 0x0D && after == 0x0A) }
        var start = offset - 1
        while start > 0, self[start] & 0xC0 == 0x80 { start -= 1 }
        var end = offset + 1
        while end < count, self[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: self[start..<end]), as: UTF8.self).count == 2
    }
}

extension Array where Element == UInt8 {
    /// Every occurrence of `pattern`, left to right and not overlapping, replaced by
    /// `replacement`; the array itself when there is none.
    func replacingAll(_ pattern: [UInt8], with replacement: [UInt8]) -> [UInt8] {
        withUnsafeBufferPointer { bytes in
            guard var found = bytes.firstOffset(of: pattern, from: 0) else { return self }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 64)
            var copied = 0
            while true {
                output.append(contentsOf: bytes[copied..<found])
                output.append(contentsOf: replacement)
                copied = found + pattern.count
                guard let next = bytes.firstOffset(of: pattern, from: copied) else { break }
                found = next
            }
            output.append(contentsOf: bytes[copied...])
            return output
        }
    }
}
