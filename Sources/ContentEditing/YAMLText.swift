/// How new YAML text is spelt so that it reads back as the same strings and sits in the
/// file like the lines around it.
enum YAMLText {
    /// Plain when it is only letters, digits and `._-` (a call such as `B.viewDidLoad`);
    /// double-quoted otherwise (`"B.init(nibName:bundle:)"`, whose `:` and `(` a plain
    /// scalar could not hold in a flow list).
    static func scalar(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0) }
        guard !plain else { return text }
        var quoted = "\""
        for character in text {
            switch character {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }

    /// The file's first line break (CR LF, LF or a lone CR), so inserted lines end as the
    /// others do; LF for a file of one line.
    static func lineBreak(of bytes: [UInt8]) -> [UInt8] {
        guard let index = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return [0x0A] }
        guard bytes[index] == 0x0D else { return [0x0A] }
        return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D]
    }
}
