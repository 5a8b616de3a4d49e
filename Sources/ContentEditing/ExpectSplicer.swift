internal import YAMLSupport

/// The one splice that gives a scenario its new `expect` list, in the shape the file
/// already has: see ``ExpectSource``.
struct ExpectSplicer {
    let extent: NodeExtent
    let lineBreak: [UInt8]
    let scenario: YAMLNode
    let id: String

    var bytes: [UInt8] { extent.bytes }

    /// `items` are YAML scalars, already quoted where they need it.
    func splice(_ items: [String]) throws(ExpectEditError) -> Splice {
        guard let pairs = scenario.pairs else {
            throw ExpectEditError("scenario '\(id)' is not a mapping", at: scenario.mark)
        }
        if let expect = pairs.first(where: { $0.key.scalarValue == "expect" }) {
            return try replace(expect, with: items)
        }
        return try insert(items, after: pairs)
    }

    // MARK: An existing expect

    private func replace(_ expect: YAMLNode.Pair, with items: [String]) throws(ExpectEditError) -> Splice {
        let value = expect.value
        if value.isPlainNull {
            // `expect:` with nothing after it: the list goes on the lines below, or `[]`
            // right after the colon, and a comment on the key's line stays there.
            guard let colon = colon(after: expect.key) else { throw unreadable(expect.key.mark) }
            if items.isEmpty { return Splice(range: colon + 1..<colon + 1, bytes: Array(" []".utf8)) }
            let at = extent.offsets.startOfNextLine(after: colon)
            return Splice(range: at..<at, bytes: lineBreakIfMissing(at) + blockLines(items, indent: expect.key.mark.column - 1 + 2))
        }
        guard case .sequence = value.kind, let start = extent.start(of: value), let end = extent.end(of: value) else {
            throw ExpectEditError(
                "the expect of scenario '\(id)' is not a list", at: value.mark,
                hint: "write it as a list (expect: [] will do) and run update-expect again")
        }
        if extent.isFlow(value) {
            return Splice(range: start..<end, bytes: Array(("[" + items.joined(separator: ", ") + "]").utf8))
        }
        guard !items.isEmpty else {
            // A block list cannot be empty, and `[]` alone on the dash's line may sit too
            // far left: the empty list goes after the key's colon.
            guard let colon = colon(after: expect.key) else { throw unreadable(expect.key.mark) }
            return Splice(range: colon + 1..<end, bytes: Array(" []".utf8))
        }
        // The first dash keeps its place; the others line up under it.
        let pad = String(repeating: " ", count: value.mark.column - 1)
        var text: [UInt8] = Array("- \(items[0])".utf8)
        for item in items.dropFirst() { text += lineBreak + Array("\(pad)- \(item)".utf8) }
        return Splice(range: start..<end, bytes: text)
    }

    // MARK: A new expect

    /// After `only`, else after `steps`, else after the last key: the claimed order reads
    /// best right below what it is the order of.
    private func insert(_ items: [String], after pairs: [YAMLNode.Pair]) throws(ExpectEditError) -> Splice {
        guard !extent.isFlow(scenario) else {
            throw ExpectEditError(
                "scenario '\(id)' is written { … } on one line, where update-expect cannot add a block",
                at: scenario.mark, hint: "add expect: [] to it and run update-expect again")
        }
        let anchor =
            pairs.first { $0.key.scalarValue == "only" } ?? pairs.first { $0.key.scalarValue == "steps" } ?? pairs[pairs.count - 1]
        guard let end = extent.end(of: anchor.value) else { throw unreadable(anchor.value.mark) }
        let at = extent.offsets.startOfNextLine(after: max(end - 1, 0))
        let indent = anchor.key.mark.column - 1
        let key = String(repeating: " ", count: indent) + (items.isEmpty ? "expect: []" : "expect:")
        var text = lineBreakIfMissing(at) + Array(key.utf8) + lineBreak
        if !items.isEmpty { text += blockLines(items, indent: indent + 2) }
        return Splice(range: at..<at, bytes: text)
    }

    // MARK: Text

    /// `- item` lines at `indent`, each ending with the file's line break.
    private func blockLines(_ items: [String], indent: Int) -> [UInt8] {
        let pad = String(repeating: " ", count: indent)
        return items.flatMap { Array("\(pad)- \($0)".utf8) + lineBreak }
    }

    /// A line break when `offset` is the end of a file whose last line has none.
    private func lineBreakIfMissing(_ offset: Int) -> [UInt8] {
        offset > 0 && offset == bytes.count && bytes[offset - 1] != 0x0A && bytes[offset - 1] != 0x0D ? lineBreak : []
    }

    /// The offset of the `:` after a key.
    private func colon(after key: YAMLNode) -> Int? {
        guard var index = extent.end(of: key) else { return nil }
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == 0x09 { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: ":") ? index : nil
    }

    private func unreadable(_ mark: Mark) -> ExpectEditError {
        ExpectEditError("update-expect cannot find where scenario '\(id)' ends here", at: mark, hint: "edit this expect by hand")
    }
}
