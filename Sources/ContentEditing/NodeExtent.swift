internal import YAMLSupport

/// Where a node's own text starts and ends in the bytes it was parsed from.
///
/// libyaml's marks need two corrections for editing: a node with an anchor or a tag starts
/// at the `&` or `!`, before its text; and a block collection or block scalar ends where
/// libyaml noticed its indentation ended, usually the start of a later line, past blank
/// lines and comments that belong to what follows. Both are undone here, so a splice
/// covers the node's text and nothing around it.
struct NodeExtent {
    let bytes: [UInt8]
    let offsets: MarkOffsets

    /// The offset of the node's first byte of text (`[`, `{`, `-`, a quote or a letter).
    func start(of node: YAMLNode) -> Int? {
        guard var index = offsets.byteOffset(of: node.mark) else { return nil }
        // `&anchor` and `!tag` come first, each followed by spaces or a line break.
        while index < bytes.count, bytes[index] == UInt8(ascii: "&") || bytes[index] == UInt8(ascii: "!") {
            while index < bytes.count, !Self.isSpace(bytes[index]) { index += 1 }
            while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        }
        return index
    }

    /// Whether the node is written `[…]` or `{…}`.
    func isFlow(_ node: YAMLNode) -> Bool {
        guard case .scalar = node.kind else {
            guard let start = start(of: node), start < bytes.count else { return false }
            return bytes[start] == UInt8(ascii: "[") || bytes[start] == UInt8(ascii: "{")
        }
        return false
    }

    /// The offset just past the node's last byte of text, before any line break: for a
    /// block collection, the end of its last element; for a flow one, after `]` or `}`.
    func end(of node: YAMLNode) -> Int? {
        switch node.kind {
        case .sequence(let elements) where !isFlow(node) && !elements.isEmpty:
            return end(of: elements[elements.count - 1])
        case .mapping(let pairs) where !isFlow(node) && !pairs.isEmpty:
            return end(of: pairs[pairs.count - 1].value)
        default:
            guard var index = offsets.byteOffset(of: node.endMark) else { return nil }
            // A block scalar ends on the line after its last; step back over the breaks.
            if node.endMark.column == 1, let start = offsets.byteOffset(of: node.mark) {
                while index > start, bytes[index - 1] == 0x0A || bytes[index - 1] == 0x0D { index -= 1 }
            }
            return index
        }
    }

    /// The line that holds the node's last byte of text.
    func lastLine(of node: YAMLNode) -> Int {
        guard let end = end(of: node), end > 0 else { return node.mark.line }
        return max(node.mark.line, offsets.line(ofByte: end - 1))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
