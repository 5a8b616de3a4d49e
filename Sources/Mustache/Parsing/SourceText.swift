/// A template's source as bytes, with what it takes to turn a byte offset into a position.
///
/// The scanner works on UTF-8 bytes because every delimiter and sigil it looks for is ASCII,
/// which keeps parsing a simple index walk. Positions are only needed for errors and for the
/// few tags that can fail while rendering, so line starts are recorded once and a position
/// is computed on demand.
struct SourceText {
    let name: String
    let bytes: [UInt8]
    /// Byte offset of the first byte of each line; the first entry is always 0.
    private let lineStarts: [Int]

    init(_ text: String, name: String) {
        self.name = name
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == ASCII.lineFeed {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The 1-based line and Unicode-scalar column of a byte offset.
    func position(at offset: Int) -> MustacheError.Position {
        let lineIndex = lastLineStart(atOrBefore: offset)
        let lineStart = lineStarts[lineIndex]
        // Continuation bytes (10xxxxxx) do not start a scalar, so skipping them counts scalars.
        let scalars = bytes[lineStart..<offset].reduce(0) { count, byte in
            byte & 0b1100_0000 == 0b1000_0000 ? count : count + 1
        }
        return MustacheError.Position(line: lineIndex + 1, column: scalars + 1)
    }

    func error(_ message: String, at offset: Int) -> MustacheError {
        MustacheError(templateName: name, position: position(at: offset), message: message)
    }

    private func lastLineStart(atOrBefore offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }
}

/// The bytes the scanner compares against, named once.
enum ASCII {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == lineFeed || byte == carriageReturn
    }
}
