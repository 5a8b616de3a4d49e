/// Escaping for text the renderer writes into HTML itself (outside templates, which
/// escape on their own).
enum HTMLEscaping {
    static func attribute(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
