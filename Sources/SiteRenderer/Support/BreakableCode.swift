/// Code in a table cell that may wrap where a reader expects it: after `(`, `:`, `,` or `.`
/// of a long callback name or argument list, not inside a word. The reader trial found
/// desktop call tables breaking `application(_:didFinishLaunchingWithOptions:)` inside
/// "Options", because names had no break opportunity of their own and the stylesheet let
/// them break anywhere so that a table always fits. A `<wbr>` is only an opportunity:
/// the text copies, searches and reads aloud as written.
enum BreakableCode {
    /// Code shorter than this fits any column whole.
    static let shortest = 20

    /// `text` escaped for HTML, with a `<wbr>` after each `(`, `:`, `,` or `.` that more
    /// of a name follows: not a closing `)` or a space, which end a part or break anyway,
    /// nor a tail as short as `_:)`, which would be left on a line of its own, nor the dot
    /// of a modifier (`.sheet(isPresented:)`), which would be.
    static func html(_ text: String) -> String {
        guard text.count >= shortest else { return HTMLEscaping.attribute(text) }
        var out = ""
        var index = text.startIndex
        var partStart = index
        while index < text.endIndex {
            let next = text.index(after: index)
            if index > text.startIndex, "(:,.".contains(text[index]), text[next...].count > 3, text[next] != ")", !text[next].isWhitespace {
                out += HTMLEscaping.attribute(String(text[partStart..<next])) + "<wbr>"
                partStart = next
            }
            index = next
        }
        return out + HTMLEscaping.attribute(String(text[partStart...]))
    }
}
