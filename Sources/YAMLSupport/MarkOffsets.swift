/// Turns a node's `Mark` back into a byte offset in the text it was parsed from, so a
/// tool can replace exactly the bytes of one node and leave every other byte alone.
///
/// ```swift
/// let bytes = Array("a: 视图\nb: [x]\n".utf8)
/// let offsets = MarkOffsets(bytes)
/// offsets.byteOffset(of: Mark(line: 2, column: 4))   // 13, the `[`
/// ```
///
/// The inverse of ``MarkLocator``, with the same rules (a leading byte order mark takes
/// no column; LF, CR LF, lone CR, NEL, LS and PS end a line; a column is one Unicode
/// scalar), so `offset → mark → offset` comes back where it started. The line starts are
/// found once, so asking for many marks of one file costs one pass over it.
public struct MarkOffsets: Sendable {
    private let bytes: [UInt8]
    /// Byte offset of the first byte of each line; line 1 is index 0.
    private let lineStarts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [MarkLocator.startsWithByteOrderMark(bytes) ? 3 : 0]
        var index = starts[0]
        while index < bytes.count {
            let breakLength = MarkLocator.lineBreakLength(in: bytes, at: index)
            index += max(breakLength, 1)
            if breakLength > 0 { starts.append(index) }
        }
        lineStarts = starts
    }

    /// The offset of the byte `mark` points at; `bytes.count` for a mark just past the
    /// end (libyaml ends a block node on the line after a file's last line). Nil for a
    /// line or column the text does not have.
    public func byteOffset(of mark: Mark) -> Int? {
        guard mark.line >= 1, mark.column >= 1 else { return nil }
        guard mark.line <= lineStarts.count else {
            return mark.line == lineStarts.count + 1 && mark.column == 1 ? bytes.count : nil
        }
        var index = lineStarts[mark.line - 1]
        let lineEnd = mark.line < lineStarts.count ? lineStarts[mark.line] : bytes.count
        var column = 1
        while column < mark.column {
            guard index < lineEnd else { return nil }
            index += 1
            while index < lineEnd, MarkLocator.isContinuationByte(bytes[index]) { index += 1 }
            column += 1
        }
        return index
    }

    /// The line (1-based) that holds the byte at `offset`.
    public func line(ofByte offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The offset just past the line break that ends the line holding `offset`, or the
    /// end of the text on its last line: where a new line can be inserted after it.
    public func startOfNextLine(after offset: Int) -> Int {
        var index = offset
        while index < bytes.count {
            let breakLength = MarkLocator.lineBreakLength(in: bytes, at: index)
            if breakLength > 0 { return index + breakLength }
            index += 1
        }
        return bytes.count
    }
}
