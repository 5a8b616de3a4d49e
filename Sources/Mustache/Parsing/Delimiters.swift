/// The current tag delimiters, `{{` and `}}` until a `{{=<% %>=}}` tag changes them.
///
/// A set-delimiter tag only affects the rest of the template it appears in; partials are
/// scanned separately and start again from the standard pair, as the spec requires.
struct Delimiters {
    let open: [UInt8]
    let close: [UInt8]

    static let standard = Delimiters(open: Array("{{".utf8), close: Array("}}".utf8))

    /// Reads the inside of a set-delimiter tag, e.g. `<% %>` from `{{=<% %>=}}`.
    ///
    /// Returns `nil` unless there are exactly two delimiters separated by whitespace, neither
    /// containing `=` (which would make the next set-delimiter tag ambiguous).
    init?(settingsText text: String) {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            return nil
        }
        self.init(open: Array(parts[0].utf8), close: Array(parts[1].utf8))
    }

    private init(open: [UInt8], close: [UInt8]) {
        self.open = open
        self.close = close
    }
}
