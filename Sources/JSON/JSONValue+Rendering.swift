extension JSONValue {
    /// JSON text: two-space indentation with one member or element a line, or one line
    /// with `pretty: false`. Strings are escaped as RFC 8259 asks, and no more (`/` stays).
    public func rendered(pretty: Bool = true) -> String {
        var text = ""
        write(to: &text, indent: pretty ? 0 : nil)
        return text
    }

    private func write(to text: inout String, indent: Int?) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .integer(let value): text += String(value)
        case .number(let value):
            text += value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let value): text += Self.quoted(value)
        case .array(let elements):
            writeList(elements.map { element in { element.write(to: &$0, indent: $1) } }, open: "[", close: "]", to: &text, indent: indent)
        case .object(let pairs):
            let members = pairs.map { pair in
                { (text: inout String, indent: Int?) in
                    text += Self.quoted(pair.key) + (indent == nil ? ":" : ": ")
                    pair.value.write(to: &text, indent: indent)
                }
            }
            writeList(members, open: "{", close: "}", to: &text, indent: indent)
        }
    }

    private func writeList(
        _ items: [(inout String, Int?) -> Void], open: String, close: String, to text: inout String, indent: Int?
    ) {
        guard !items.isEmpty else {
            text += open + close
            return
        }
        text += open
        for (index, item) in items.enumerated() {
            if index > 0 { text += "," }
            if let indent { text += "\n" + String(repeating: " ", count: indent + 2) }
            item(&text, indent.map { $0 + 2 })
        }
        if let indent { text += "\n" + String(repeating: " ", count: indent) }
        text += close
    }

    static func quoted(_ string: String) -> String {
        var quoted = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case "\u{08}": quoted += "\\b"
            case "\u{0C}": quoted += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
