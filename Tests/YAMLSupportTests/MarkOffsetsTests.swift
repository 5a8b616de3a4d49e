import Testing
import YAMLSupport

/// A mark read back as a byte offset: the bytes between a plain scalar's mark and its end
/// mark are its text, whatever comes before it on the line or in the file.
@Suite struct MarkOffsetsTests {
    /// Every plain scalar of `text`, as the bytes its marks enclose.
    private func plainScalarSlices(_ bytes: [UInt8]) throws -> [String] {
        let offsets = MarkOffsets(bytes)
        var slices: [String] = []
        func visit(_ node: YAMLNode) {
            switch node.kind {
            case .scalar(let scalar) where scalar.style == .plain && !scalar.value.isEmpty:
                if let start = offsets.byteOffset(of: node.mark), let end = offsets.byteOffset(of: node.endMark) {
                    slices.append(String(decoding: bytes[start..<end], as: UTF8.self))
                } else {
                    slices.append("(no offset for \(node.mark))")
                }
            case .scalar: break
            case .sequence(let elements): elements.forEach(visit)
            case .mapping(let pairs):
                pairs.forEach {
                    visit($0.key); visit($0.value)
                }
            }
        }
        try YAMLParser.parse(bytes).map(visit)
        return slices
    }

    @Test func multiByteTextBeforeANodeOnItsLine() throws {
        let slices = try plainScalarSlices(Array("名前: 视图🙂 x\n标题: [视图, 🙂🙂, {键: 值}]\n".utf8))
        #expect(slices == ["名前", "视图🙂 x", "标题", "视图", "🙂🙂", "键", "值"])
    }

    @Test(arguments: ["\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"])
    func everyLineBreakLibYAMLCounts(_ lineBreak: String) throws {
        let text = ["a: 1", "b:", "  - 视图", "  - two"].joined(separator: lineBreak) + lineBreak
        #expect(try plainScalarSlices(Array(text.utf8)) == ["a", "1", "b", "视图", "two"])
    }

    @Test func aByteOrderMarkTakesNoColumn() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("key: value\n".utf8)
        #expect(try plainScalarSlices(bytes) == ["key", "value"])
        #expect(MarkOffsets(bytes).byteOffset(of: Mark(line: 1, column: 1)) == 3)
    }

    /// A block collection that runs to the end of the file ends on the line after it.
    @Test func theMarkPastTheEndIsTheTextsLength() throws {
        let bytes = Array("list:\n  - a".utf8)
        let root = try #require(try YAMLParser.parse(bytes))
        #expect(MarkOffsets(bytes).byteOffset(of: root.endMark) == bytes.count)
        #expect(MarkOffsets(bytes).byteOffset(of: Mark(line: 9, column: 1)) == nil)
        #expect(MarkOffsets(bytes).byteOffset(of: Mark(line: 1, column: 40)) == nil)
    }

    @Test func theNextLineStartsAfterItsBreak() {
        let bytes = Array("ab\r\ncd".utf8)
        let offsets = MarkOffsets(bytes)
        #expect(offsets.startOfNextLine(after: 1) == 4)
        #expect(offsets.startOfNextLine(after: 4) == 6)
    }

    @Test func theLineOfAByte() {
        let offsets = MarkOffsets(Array("ab\r\ncd\n\nef".utf8))
        #expect([0, 2, 3, 4, 6, 7, 8, 9].map(offsets.line(ofByte:)) == [1, 1, 1, 2, 2, 3, 4, 4])
    }
}
