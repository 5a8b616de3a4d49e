/// A description printed as a call's argument: `didMove(toParent: <Demo.Parent: 0x…>)`,
/// `willMove(toSuperview:) Optional(<Demo.ContainerView: 0x…>)`, `superview is
/// Optional(<UIView: 0x…>)` (`print(#function, newSuperview)`; the trace-check trial of
/// 2026-12-07). Its class names the argument, not the receiver: read as a word, it gave the
/// call to the parent, or asked to map `UIView`. `self` is never printed as an `Optional`,
/// nor after a label inside a call's parentheses, so those descriptions are taken out
/// before the line's words are read.
enum ArgumentDescriptions {
    static func removed(from text: Substring) -> Substring {
        guard text.contains("<") else { return text }
        var kept = ""
        var rest = text
        while let open = rest.firstIndex(of: "<") {
            let before = rest[..<open]
            let end = closing(of: rest[open...])
            guard let end, isDescription(rest[open...]), isArgument(kept + before) else {
                kept += rest[...open]
                rest = rest[rest.index(after: open)...]
                continue
            }
            kept += before
            rest = rest[end...]
        }
        return Substring(kept + rest)
    }
}

private extension ArgumentDescriptions {
    /// `<Name: 0x1234…`, the module optional.
    static func isDescription(_ text: Substring) -> Bool {
        let name = text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return !name.isEmpty && text.dropFirst(1 + name.count).hasPrefix(": 0x")
    }

    /// The index after the `>` that closes the description opened at the text's start.
    static func closing(of text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "<" { depth += 1 }
            if text[index] == ">" {
                depth -= 1
                if depth == 0 { return text.index(after: index) }
            }
        }
        return nil
    }

    /// `…Optional(` right before, or a label's colon inside a call's open parentheses
    /// (`didMove(toParent: `).
    static func isArgument(_ before: String) -> Bool {
        let trimmed = before.reversed().drop { $0 == " " }
        if String(trimmed.prefix(9).reversed()) == "Optional(" { return true }
        guard trimmed.first == ":" else { return false }
        let label = trimmed.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let rest = trimmed.dropFirst(1 + label.count).drop { $0 == " " }
        guard !label.isEmpty, rest.first == "(" else { return false }
        return rest.dropFirst().first?.isLetter == true
    }
}
