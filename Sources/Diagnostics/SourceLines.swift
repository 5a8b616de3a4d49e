/// Where each line of a text starts, found once so that any line is then one lookup.
///
/// Lines break where libyaml breaks them (LF, CR LF, a lone CR, NEL, LS, PS), so the line
/// shown under a message is the line its position counts in. The text is held as an array
/// of scalars, so cutting a window out of a 1 MB line costs the window, not the line: a
/// formatter printing a thousand diagnostics for the end of a 10 MB file does the work of
/// reading it once.
struct SourceLines {
    private let scalars: [Unicode.Scalar]
    /// For each line: the offsets of its text (without the break).
    private var ranges: [Range<Int>] = []

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var start = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" else {
                continue
            }
            ranges.append(start..<(index - 1))
            if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
            start = index
        }
        ranges.append(start..<scalars.count)
    }

    /// The scalars of 1-based line `number`, or nil past the end.
    func line(_ number: Int) -> ArraySlice<Unicode.Scalar>? {
        guard number >= 1, number <= ranges.count else { return nil }
        return scalars[ranges[number - 1]]
    }
}
