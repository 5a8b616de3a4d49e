/// Checks that the input is UTF-8 before libyaml sees it.
///
/// libyaml does notice bad UTF-8, but it reports only a byte offset and its
/// wording depends on which byte it tripped on. Checking here gives one
/// message, `invalid UTF-8 byte 0xFF`, at a line and column an editor can jump
/// to.
///
/// The rules are those of the Unicode standard (table 3-7): no overlong forms,
/// no surrogates (U+D800…U+DFFF), nothing above U+10FFFF, no truncated
/// sequences. The error points at the first byte of the first ill-formed
/// sequence, so a cut-off `中` (E4 B8 then a newline) is reported at its E4.
enum UTF8Validation {
    /// Throws `.invalidUTF8` at the first ill-formed sequence, if any.
    static func validate<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes
    ) throws(YAMLError) where Bytes.Index == Int {
        guard let offset = firstInvalidOffset(in: bytes) else { return }
        throw YAMLError(
            .invalidUTF8,
            "invalid UTF-8 byte 0x\(YAMLError.hex(bytes[offset], digits: 2))",
            at: MarkLocator.mark(atByteOffset: offset, in: bytes)
        )
    }

    /// The offset of the first byte of the first ill-formed sequence, or nil.
    static func firstInvalidOffset<Bytes: RandomAccessCollection<UInt8>>(
        in bytes: Bytes
    ) -> Int? where Bytes.Index == Int {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            guard let rule = SequenceRule(lead: lead) else { return index }
            guard index + rule.length <= bytes.count,
                rule.secondByte.contains(bytes[index + 1])
            else { return index }
            for offset in 2..<rule.length where bytes[index + offset] & 0xC0 != 0x80 {
                return index
            }
            index += rule.length
        }
        return nil
    }
}

/// The length of a multi-byte sequence and the range its second byte must be
/// in; the narrow ranges after E0, ED, F0 and F4 are what rule out overlong
/// forms, surrogates and values above U+10FFFF.
private struct SequenceRule {
    let length: Int
    let secondByte: ClosedRange<UInt8>

    init?(lead: UInt8) {
        switch lead {
        case 0xC2...0xDF: (length, secondByte) = (2, 0x80...0xBF)
        case 0xE0: (length, secondByte) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondByte) = (3, 0x80...0xBF)
        case 0xED: (length, secondByte) = (3, 0x80...0x9F)
        case 0xF0: (length, secondByte) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondByte) = (4, 0x80...0xBF)
        case 0xF4: (length, secondByte) = (4, 0x80...0x8F)
        default: return nil
        }
    }
}
