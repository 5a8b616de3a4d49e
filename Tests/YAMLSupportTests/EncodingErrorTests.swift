import Testing
import YAMLSupport

/// UTF-8 is checked in Swift before libyaml runs, so the error has a line and
/// a column (in Unicode scalars) rather than libyaml's byte offset.
@Suite struct EncodingErrorTests {
    @Test func invalidByteAfterChineseAndEmoji() throws {
        let bytes = Array("title: ok\n名前: 视图🙂".utf8) + [0xFF] + Array(" rest\n".utf8)
        let error = try #require(parseError(bytes))
        #expect(error.kind == .invalidUTF8)
        #expect(error.description == "2:8: invalid UTF-8 byte 0xFF")
    }

    @Test func invalidByteAfterCRLF() {
        let bytes = Array("a: 1\r\nb: ".utf8) + [0xC0, 0xAF]
        #expect(parseError(bytes)?.description == "2:4: invalid UTF-8 byte 0xC0")
    }

    @Test func invalidByteAtTheVeryStart() {
        #expect(parseError([0x80, 0x61])?.description == "1:1: invalid UTF-8 byte 0x80")
    }

    /// Each sequence is ill-formed for a different reason; all point at the lead byte.
    @Test(
        arguments: [
            [0xE4, 0xB8],  // 中 cut short at the end of the file
            [0xE4, 0xB8, 0x0A],  // 中 cut short by a newline
            [0xE0, 0x80, 0x80],  // overlong encoding of U+0000
            [0xED, 0xA0, 0x80],  // surrogate U+D800
            [0xF4, 0x90, 0x80, 0x80],  // U+110000, beyond Unicode
            [0xF8, 0x88, 0x80, 0x80],  // a five-byte form
        ] as [[UInt8]])
    func illFormedSequencesAreReportedAtTheirFirstByte(_ sequence: [UInt8]) {
        let bytes = Array("k: 🙂".utf8) + sequence
        let lead = String(sequence[0], radix: 16, uppercase: true)
        #expect(parseError(bytes)?.description == "1:5: invalid UTF-8 byte 0x\(lead)")
    }

    /// The mark computed in Swift must agree with libyaml's marks (see
    /// `MarkTests.everyLibYAMLLineBreakStartsALine`): same line breaks.
    @Test(arguments: ["\r\n", "\r", "\n", "\u{85}", "\u{2028}", "\u{2029}"])
    func lineBreaksCountAsLibYAMLCountsThem(_ lineBreak: String) {
        let bytes = Array("# note\(lineBreak)b: ".utf8) + [0xFF]
        #expect(parseError(bytes)?.description == "2:4: invalid UTF-8 byte 0xFF")
    }

    @Test func aByteOrderMarkTakesNoColumnInErrorsEither() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: ".utf8) + [0xFF]
        #expect(parseError(bytes)?.description == "1:4: invalid UTF-8 byte 0xFF")
    }

    @Test func utf16IsRejectedAtItsByteOrderMark() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x61, 0x00]
        #expect(parseError(bytes)?.description == "1:1: invalid UTF-8 byte 0xFF")
    }

    @Test func fourByteCharactersAtTheEdgesOfUnicodeAreAccepted() throws {
        let root = try YAMLParser.parse("a: \u{10000}\u{10FFFF}\u{FFFD}\n")
        #expect(values(of: root).first?.scalarValue == "\u{10000}\u{10FFFF}\u{FFFD}")
    }
}
