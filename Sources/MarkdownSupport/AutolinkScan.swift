/// An upper bound of the work cmark-gfm's autolink extension does on a text.
///
/// At every `www.` the extension scans the host name that follows to its end, and at
/// every `:` and `@` the name around it; a name is a run of letters, digits, `_`, `.`, `-`
/// and `+` (any byte of a non-ASCII character counts as a letter here, which only
/// overestimates). So `www.a_www.a_…` costs the square of its length. This adds up, for
/// each trigger, the length of the runs it would scan.
enum AutolinkScan {
    /// The offset where the running cost first exceeds `budget`, or nil.
    static func offsetOverBudget(_ bytes: [UInt8], budget: Int) -> Int? {
        var cost = 0
        var runStart = 0
        var index = 0
        while index <= bytes.count {
            guard index == bytes.count || !isNameByte(bytes[index]) else {
                index += 1
                continue
            }
            // bytes[runStart..<index] is a run (possibly empty) ending at a separator.
            let run = index - runStart
            if run > 0 {
                cost += occurrences(of: Array("www.".utf8), in: bytes[runStart..<index]) * run
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: "@") {
                cost += run + nameRun(after: index + 1, in: bytes)
            }
            if cost > budget { return index == bytes.count ? max(0, index - 1) : index }
            index += 1
            runStart = index
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"):
            return true
        default:
            return byte >= 0x80
        }
    }

    private static func nameRun(after start: Int, in bytes: [UInt8]) -> Int {
        var end = start
        // Skip the `//` of a scheme, as the extension does.
        while end < bytes.count, bytes[end] == UInt8(ascii: "/") { end += 1 }
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        return end - start
    }

    private static func occurrences(of needle: [UInt8], in run: ArraySlice<UInt8>) -> Int {
        guard run.count >= needle.count else { return 0 }
        var count = 0
        var index = run.startIndex
        while index + needle.count <= run.endIndex {
            if run[index..<(index + needle.count)].elementsEqual(needle, by: { $0 | 0x20 == $1 }) {
                count += 1
                index += needle.count
            } else {
                index += 1
            }
        }
        return count
    }
}
