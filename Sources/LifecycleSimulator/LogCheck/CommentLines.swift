/// Lines an author wrote into a log, not the app: `# launch`, `## Push`, `// B viewDidLoad`
/// (a line taken out by commenting it, as in code). Such a line is skipped even when it
/// names a call, and reported as a comment.
///
/// A `#` followed by a digit is not a comment: `#1 B viewDidLoad` numbers a line, and
/// `#0  0x0001 in -[B viewDidLoad]` is a backtrace frame (`SystemLines`).
///
/// So is a note that a call is *not* made, which blog logs put between the lines
/// (`※AのviewDidLoadは呼ばれない`, `Note: A viewDidLoad is not called again`,
/// `注意：A 没有再调用 viewDidLoad`): read as a call, it was one the app never printed.
enum CommentLines {
    static func isComment(_ line: Substring) -> Bool {
        let text = line.drop { $0.isWhitespace }
        if text.hasPrefix("//") || isNote(text) { return true }
        guard text.first == "#" else { return false }
        return text.dropFirst().first?.isNumber != true
    }
}

extension CommentLines {
    /// A note that a call is not made, written on the line of another call
    /// (`A viewWillAppear - viewDidLoad not called again`): skipped as a note, the line's own
    /// call would be lost, so the line is unread instead (`IgnoredLine.Reason.denialBesideACall`).
    static func isDenialBesideACall(_ line: Substring) -> Bool {
        let text = line.drop { $0.isWhitespace }
        guard !text.hasPrefix("//"), text.first != "#", !notePrefixes.contains(where: text.hasPrefix), isNote(text) else { return false }
        // Words split at anything but ASCII letters and digits, so that a name written into
        // Chinese or Japanese prose (`A的viewWillDisappear还没有调用`) is a word of its own.
        let words = text.split { !(($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_") }
        return words.filter { CallbackLookup.isCallbackName($0) }.count >= 2
    }

    /// Whether `text` says a call is not made.
    static func denies(_ text: Substring) -> Bool {
        let lowered = text.lowercased()
        return denials.contains(where: lowered.contains)
    }
}

private extension CommentLines {
    static func isNote(_ text: Substring) -> Bool {
        if notePrefixes.contains(where: text.hasPrefix) { return true }
        // A note after a call (`A viewWillAppear // viewDidLoad not called`) is cut off
        // with the rest of its line (`LogTokenizer.withoutComment`); the call stays.
        return denies(LogTokenizer.withoutComment(text))
    }

    static let notePrefixes = ["※", "注意：", "注意:", "Note:", "NOTE:", "참고:"]

    /// "Is not called" in the languages of the logs people publish.
    static let denials = [
        "not called", "isn't called", "wasn't called", "never called", "not invoked", "not be called", "no longer called",
        "呼ばれない", "呼ばれません", "呼ばれず", "没有调用", "没有再调用", "没有被调用", "不会调用", "不会被调用", "未调用",
        "沒有呼叫", "沒有調用", "不會呼叫", "不會被呼叫", "호출되지 않", "호출 안",
    ]
}
