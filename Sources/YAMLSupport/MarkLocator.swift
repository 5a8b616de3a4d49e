/// Turns a byte offset into a `Mark`, counting lines and columns as libyaml does.
///
/// libyaml reports marks for tokens itself, but two kinds of problem only come
/// with a byte offset: invalid UTF-8 (found in Swift before libyaml runs) and
/// libyaml's reader errors. Both are rare, so this scans from the start of the
/// input each time it is asked; the happy path never calls it.
///
/// The rules mirror libyaml's scanner so that every mark in one file agrees:
/// - a leading UTF-8 byte order mark takes no column;
/// - LF, CR LF, lone CR, NEL (U+0085), LS (U+2028) and PS (U+2029) end a line;
/// - every other Unicode scalar is one column (UTF-8 continuation bytes add none).
enum MarkLocator {
    /// The mark of the byte at `offset`; the bytes before it must be valid UTF-8.
    static func mark<Bytes: RandomAccessCollection<UInt8>>(
        atByteOffset offset: Int, in bytes: Bytes
    ) -> Mark where Bytes.Index == Int {
        let end = min(offset, bytes.count)
        var line = 1
        var column = 1
        var index = startsWithByteOrderMark(bytes) ? 3 : 0
        while index < end {
            let breakLength = lineBreakLength(in: bytes, at: index)
            if breakLength > 0 {
                line += 1
                column = 1
                index += breakLength
            } else {
                if !isContinuationByte(bytes[index]) { column += 1 }
                index += 1
            }
        }
        return Mark(line: line, column: column)
    }

    /// The number of bytes of the line break starting at `index`, or 0.
    static func lineBreakLength<Bytes: RandomAccessCollection<UInt8>>(
        in bytes: Bytes, at index: Int
    ) -> Int where Bytes.Index == Int {
        func byte(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return byte(1) == 0x0A ? 2 : 1
        case 0xC2 where byte(1) == 0x85: return 2
        case 0xE2 where byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9): return 3
        default: return 0
        }
    }

    static func isContinuationByte(_ byte: UInt8) -> Bool {
        byte & 0b1100_0000 == 0b1000_0000
    }

    static func startsWithByteOrderMark<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes
    ) -> Bool where Bytes.Index == Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }
}
