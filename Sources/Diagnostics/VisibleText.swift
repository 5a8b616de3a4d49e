/// Text from content made safe to print: control characters shown as Swift escapes
/// (`\u{1B}`), never sent to the terminal.
///
/// A diagnostic quotes what the author wrote (a key, a value, the source line), and a
/// pull request's YAML can hold anything a double-quoted `"\e]52;c;…\a"` spells: sent
/// as it is, it would set the title of the terminal running `check`, clear it, or write
/// its clipboard (OSC 52). Escaped: the C0 controls but the tab (the caret line keeps
/// tabs to line up), DEL, the C1 controls (U+0080–U+009F, where U+009B is a one-byte
/// CSI), the line and paragraph separators, and the bidirectional controls that reorder
/// what is shown (U+202E and its kin), which could make a line read unlike its bytes.
///
/// A line break is escaped too: a summary is one line, and a name that quotes one must
/// not start a line that reads as a message of its own. A backslash is left as it is, so
/// the escape of ESC and a typed `\u{1B}` look alike: the form is for reading, not for
/// decoding.
public enum VisibleText {
    public static func escaping(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) {
                shown.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                shown.append(scalar)
            }
        }
        return String(shown)
    }

    /// `\u{1B}`: hexadecimal in upper case, as Swift prints it.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
