/// What Markdown the renderer accepts, so that no text takes cmark-gfm more than a moment.
///
/// cmark-gfm 0.29 (Debian 12's, and what CI uses) has inputs that cost far more than their
/// size. Measured on a 2-core machine: 128 KB of `www.a_` takes over 20 s (the autolink
/// extension rescans the rest of a host name at every `www.`), 360 KB of `![[]()` 7.4 s
/// (nested brackets), and a 2 MB table of 10,000 columns 17.6 s and 449 MB. Each limit
/// below bounds one of those costs; together they keep every text well under a second, and
/// the Markdown fuzz target (`Fuzz/`) holds the renderer to that.
///
/// Checked when content is loaded, so `lifeline check` refuses what `build` would choke on.
public enum MarkdownLimits {
    /// Bytes of UTF-8 in one text (a page, a body, a note). The authoring guide, the
    /// longest bundled page, is 23 KB.
    public static let maximumBytes = 128 * 1024
    /// `[` characters in one text: each may open a link the parser must try to close.
    public static let maximumBrackets = 5_000
    /// `|` characters on one line: the columns of a table row.
    public static let maximumPipesPerLine = 128
    /// Characters the autolink extension may scan, summed over every `www.`, `://` and `@`.
    public static let maximumAutolinkScan = 4_000_000

    /// Why a text is refused, and where: a byte offset into its UTF-8.
    public struct Violation: Sendable, Equatable {
        public var offset: Int
        public var message: String
        public var hint: String
    }

    /// The first limit `markdown` breaks, or nil.
    public static func violation(in markdown: String) -> Violation? {
        let bytes = Array(markdown.utf8)
        if bytes.count > maximumBytes {
            return Violation(
                offset: maximumBytes,
                message: "this text is \(bytes.count / 1024) KiB; prose may be at most \(maximumBytes / 1024) KiB",
                hint: "split it into several pages")
        }
        var brackets = 0
        var pipes = 0
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "["):
                brackets += 1
                if brackets > maximumBrackets {
                    return Violation(
                        offset: offset, message: "this text has more than \(maximumBrackets) '[' characters",
                        hint: "split it, or write the brackets as \\[")
                }
            case UInt8(ascii: "|"):
                pipes += 1
                if pipes > maximumPipesPerLine {
                    return Violation(
                        offset: offset, message: "this line has more than \(maximumPipesPerLine) '|' characters (table columns)",
                        hint: "a table may have at most \(maximumPipesPerLine) columns")
                }
            case UInt8(ascii: "\n"):
                pipes = 0
            default: break
            }
        }
        if let offset = AutolinkScan.offsetOverBudget(bytes, budget: maximumAutolinkScan) {
            return Violation(
                offset: offset, message: "this text has too many web or mail addresses run together",
                hint: "separate addresses with spaces, or put them in `code`")
        }
        return nil
    }
}
