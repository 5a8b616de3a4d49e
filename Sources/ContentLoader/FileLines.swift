extension String {
    /// The text's lines, split at each line-feed byte, a `\r` before it kept (readers trim
    /// it): a split on the Character `"\n"` never splits a file saved with Windows line
    /// breaks, where `"\r\n"` is one Character, and costs more than parsing the YAML.
    var fileLines: [Substring] {
        utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }
}
