internal import LifecycleModel

/// Sentences of prose that state a call order by hand: two or more lifecycle callbacks
/// named with a word of sequence (`→`, then, before, after, first, …), outside the orders
/// embedded from scenarios (`lifeline-calls`) and outside fenced code, which shows syntax.
/// A typed order can be wrong from the start and falls behind when the model changes; an
/// embed is filled in from the engine. Before, only a test of the project read the built
/// site for them, so an author's wrong order in a summary, a lifecycle page or a free page
/// passed `check` (the claims trial, 2026-12-06). Scenario and callback notes are not
/// searched (`ProseInspection.searchesOrders`).
enum OrdersByHand {
    static let id = "lifeline.prose.order-by-hand"

    struct Finding: Equatable {
        var line: Int
        var byteColumn: Int
        var sentence: String
    }

    static func findings(in markdown: String) -> [Finding] {
        var bytes = CodeMask.maskedBytes(markdown, spans: false)
        for embed in OrderEmbedScanner.embeds(in: markdown) {
            let range =
                markdown.utf8.distance(
                    from: markdown.startIndex, to: embed.range.lowerBound)..<markdown.utf8.distance(
                    from: markdown.startIndex, to: embed.range.upperBound)
            for index in range where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
        }
        maskLinkDestinations(&bytes)
        var findings: [Finding] = []
        for (start, text) in sentences(of: bytes) where statesAnOrder(text) {
            let (line, column) = EvidenceByHand.place(ofByte: start, in: markdown)
            findings.append(Finding(line: line, byteColumn: column, sentence: text))
        }
        return findings
    }

    static func message(_ finding: Finding) -> String {
        let shown = finding.sentence.count > 90 ? finding.sentence.prefix(90) + "…" : Substring(finding.sentence)
        return "'\(shown)' states a call order by hand"
    }

    static let hint =
        "take the order from a scenario, which the engine fills in: `lifeline-calls LIFECYCLE/SCENARIO: A.first, B.second` in a sentence, or a lifeline-calls block for a table"

    static func statesAnOrder(_ sentence: String) -> Bool {
        // Bytes, not String searches, which were most of the time of `check` on a large site.
        var lowered = [UInt8(ascii: " ")] + sentence.lowercased().utf8.map { $0 == UInt8(ascii: "*") ? UInt8(ascii: " ") : $0 } + [UInt8(ascii: " ")]
        // "shown for the first time" orders nothing.
        while let start = offset(of: firstTime, in: lowered) { lowered.removeSubrange(start..<(start + firstTime.count)) }
        guard cueBytes.contains(where: { offset(of: $0, in: lowered) != nil }) else { return false }
        var named = Set(callbackNames(in: sentence))
        // `task` is also an English word: only its modifier's spelling names the callback.
        // The regex is built only where it can decide: building one is slow.
        if named.count == 1, sentence.contains(".task"), sentence.contains(#/\.task(?![A-Za-z])/#) { named.insert("task") }
        return named.count >= 2
    }

    private static let firstTime = Array("first time".utf8)

    /// Where `needle` first occurs in `bytes`: a plain loop, as the standard library's
    /// generic search was slower than all the rest of the check.
    private static func offset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
    private static let cueBytes = cues.map { Array($0.utf8) }

    /// The callback words of `sentence`, one for each callback: a name written with its
    /// labels (`willMove(toWindow:)`, `collectionView(_:willDisplay:forItemAt:)`) is one
    /// callback, named by its base, or by its first label that is a callback word. Before,
    /// its labels counted as further callbacks (the benchmark's corpus, 2026-12-06).
    static func callbackNames(in sentence: String) -> [String] {
        var names: [String] = []
        var rest = Substring(sentence)
        while let start = rest.firstIndex(where: { $0.isLetter || $0 == "_" }) {
            let word = rest[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            rest = rest[word.endIndex...]
            var labels: [Substring] = []
            if rest.first == "(", let close = rest.firstIndex(of: ")"),
                rest[rest.index(after: rest.startIndex)..<close].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" })
            {
                labels = rest[rest.index(after: rest.startIndex)..<close].split(separator: ":")
                rest = rest[rest.index(after: close)...]
            }
            if let name = ([word] + labels).map(String.init).first(where: callbackWords.contains) { names.append(name) }
        }
        return names
    }

    static let cues = ["→", "->", " then ", " before ", " after ", "followed", " first", " last", "precede", " order", " between "]

    /// Names that only a callback has: every camel-case base name, and for the delegate
    /// callbacks whose base name is a plain word (`application`, `scene`, `tableView`)
    /// their first argument label (`didFinishLaunchingWithOptions`).
    static let callbackWords: Set<String> = {
        var words: Set<String> = []
        for kind in ObjectKind.allCases {
            for callback in Vocabulary.callbacks(of: kind) {
                let base = callback.baseName
                if base.contains(where: \.isUppercase), !base.hasPrefix("init") { words.insert(base) }
                let labels = callback.name.drop { $0 != "(" }.dropFirst().split(separator: ":").map(String.init)
                for label in labels where label.count > 6 && label.contains(where: \.isUppercase) { words.insert(label) }
            }
        }
        return words
    }()

    /// `[text](https://…viewWillAppear(_:))`: a link's destination is no prose.
    private static func maskLinkDestinations(_ bytes: inout [UInt8]) {
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "(") else {
                index += 1
                continue
            }
            var depth = 0
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
                if bytes[end] == UInt8(ascii: "(") { depth += 1 }
                if bytes[end] == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { break }
                }
                end += 1
            }
            for position in (index + 1)..<min(end + 1, bytes.count) where bytes[position] != UInt8(ascii: "\n") {
                bytes[position] = UInt8(ascii: " ")
            }
            index = end + 1
        }
    }

    /// Each sentence with the byte offset it starts at: paragraphs, list items, headings and
    /// table cells are apart, and within them ". " and "; " end a sentence (a line break is a
    /// space). Ranges of the text, not copies: copying each line was most of the time.
    private static func sentences(of bytes: [UInt8]) -> [(Int, String)] {
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        var units: [Range<Int>] = []
        var open: Int?
        func close(at end: Int) {
            if let start = open, start < end { units.append(start..<end) }
            open = nil
        }
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != newline { lineEnd += 1 }
            var contentStart = lineStart
            while contentStart < lineEnd, bytes[contentStart] == space { contentStart += 1 }
            let blank = bytes[contentStart..<lineEnd].allSatisfy { $0 == space || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
            if blank {
                close(at: lineStart)
            } else if bytes[contentStart] == UInt8(ascii: "|") {
                close(at: lineStart)
                var cellStart = contentStart + 1
                for index in (contentStart + 1)..<lineEnd where bytes[index] == UInt8(ascii: "|") {
                    units.append(cellStart..<index)
                    cellStart = index + 1
                }
            } else {
                if startsABlock(bytes[contentStart..<lineEnd]) { close(at: lineStart) }
                if open == nil { open = lineStart }
            }
            lineStart = lineEnd + 1
        }
        close(at: bytes.count)
        var found: [(Int, String)] = []
        for unit in units {
            var sentenceStart = unit.lowerBound
            for index in unit.lowerBound...unit.upperBound {
                let ends =
                    index == unit.upperBound
                    || ((bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ";")) && index + 1 < unit.upperBound
                        && (bytes[index + 1] == space || bytes[index + 1] == newline))
                guard ends else { continue }
                var first = sentenceStart
                while first < index, bytes[first] == space || bytes[first] == newline { first += 1 }
                // Only a sentence that may name two callbacks is made a String: most prose
                // names none.
                if first < index, mayNameTwoCallbacks(bytes[first..<index]) {
                    let text = String(decoding: bytes[first..<index], as: UTF8.self)
                    found.append((first, text.split(whereSeparator: \.isWhitespace).joined(separator: " ")))
                }
                sentenceStart = index + 1
            }
        }
        return found
    }

    /// Every callback word is camel case (`viewWillAppear`, a label such as
    /// `didFinishLaunchingWithOptions`), but `.task`: a sentence with fewer than two places
    /// where a lower-case letter meets an upper-case one, and no `.task`, names fewer than two.
    private static func mayNameTwoCallbacks(_ bytes: ArraySlice<UInt8>) -> Bool {
        var humps = 0
        var previous: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z"), previous >= UInt8(ascii: "a"), previous <= UInt8(ascii: "z") {
                humps += 1
                if humps == 2 { return true }
            }
            if byte == UInt8(ascii: "k"), index - bytes.startIndex >= 4, bytes[(index - 4)...index].elementsEqual(Self.task) { return true }
            previous = byte
        }
        return false
    }

    private static let task = Array(".task".utf8)

    /// A list item or a heading starts a unit of its own.
    private static func startsABlock(_ content: ArraySlice<UInt8>) -> Bool {
        guard let first = content.first else { return false }
        if first == UInt8(ascii: "#") { return true }
        let second = content.dropFirst().first
        if [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+")].contains(first), second == UInt8(ascii: " ") { return true }
        let digits = content.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard !digits.isEmpty else { return false }
        let after = content.dropFirst(digits.count)
        return (after.first == UInt8(ascii: ".") || after.first == UInt8(ascii: ")")) && after.dropFirst().first == UInt8(ascii: " ")
    }
}
