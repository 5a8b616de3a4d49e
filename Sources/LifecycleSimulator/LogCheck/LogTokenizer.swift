/// Splits a log line into the words that could be a receiver or a method, dropping the
/// rest: punctuation, timestamps, process ids and addresses.
///
///     "2020-04-01 10:11:12.345678+0800 Demo[123:4567] B viewWillDisappear:"
///         → ["Demo", "B", "viewWillDisappear:"]
///     "-[BViewController viewDidAppear:]"      → ["BViewController", "viewDidAppear:"]
///     "<Demo.B: 0x6000012c4000> viewDidLoad()" → ["Demo", "B:", "viewDidLoad()"]
///
/// A word keeps its colons (an Objective-C selector is one word) and a directly following
/// Swift argument list (`viewWillAppear(_:)`, `init(coder:)`). Words that start with a
/// digit are numbers of some kind and never names, so they are dropped whole.
enum LogTokenizer {
    /// The items of a line: usually the line itself, but orders pasted into notes are
    /// often listings (`B viewDidLoad / A viewWillDisappear / …`, `loadView → viewDidLoad`),
    /// and each item is one call.
    static func items(of line: Substring) -> [Substring] {
        var items = [line]
        for separator in [" / ", " → ", " -> "] {
            items = items.flatMap { $0.split(separator: separator, omittingEmptySubsequences: false) }
        }
        return items
    }

    static func words(of text: Substring) -> [String] {
        var words: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isLetter || character == "_" {
                let end = wordEnd(in: text, from: index)
                words.append(String(text[index..<end]))
                index = end
            } else if character.isNumber {
                index = text[index...].firstIndex { !isWordCharacter($0) && $0 != "." } ?? text.endIndex
            } else {
                index = text.index(after: index)
            }
        }
        return words
    }
}

private extension LogTokenizer {
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == ":"
    }

    /// The end of the word at `start`, including an argument list written right after it
    /// whose contents are labels and colons only (`(_:)`, `(coder:)`, `()`, `(true)`).
    static func wordEnd(in text: Substring, from start: Substring.Index) -> Substring.Index {
        let end = text[start...].firstIndex { !isWordCharacter($0) } ?? text.endIndex
        guard end < text.endIndex, text[end] == "(",
            let close = text[end...].firstIndex(of: ")")
        else { return end }
        let inside = text[text.index(after: end)..<close]
        return inside.allSatisfy(isWordCharacter) ? text.index(after: close) : end
    }
}
