/// Lines an author wrote into a log, not the app: `# launch`, `## Push`, `// B viewDidLoad`
/// (a line taken out by commenting it, as in code). Such a line is skipped even when it
/// names a call, and reported as a comment.
///
/// A `#` followed by a digit is not a comment: `#1 B viewDidLoad` numbers a line, and
/// `#0  0x0001 in -[B viewDidLoad]` is a backtrace frame.
enum CommentLines {
    static func isComment(_ line: Substring) -> Bool {
        let text = line.drop { $0.isWhitespace }
        if text.hasPrefix("//") { return true }
        guard text.first == "#" else { return false }
        return text.dropFirst().first?.isNumber != true
    }
}
