/// Phrases of prose that state evidence by hand: a confidence or evidence level, the
/// absence or the number of recordings, the iOS version a recording was made on, or that
/// Apple documents an order. Each of these is derived on the site (the evidence level of
/// every call from the attached logs and the registry's Apple quotes, the logs with their
/// iOS versions and dates from their headers), so a typed one can only fall behind: the
/// `viewIsAppearing(_:)` row was recorded while its notes still said no log existed.
///
/// What is left alone, on purpose: describing what a cited source shows ("the log shows
/// `viewWillAppear(_:)` twice", "Apple's page says …"), which explains an order without
/// rating it; and anything in code (spans and fenced blocks), where a guide shows syntax.
enum EvidenceByHand {
    static let id = "lifeline.prose.evidence-by-hand"

    /// One phrase found: where it starts in the text (1-based line, byte column), the
    /// words as written, and what kind of statement it is.
    struct Finding: Equatable {
        var line: Int
        var byteColumn: Int
        var phrase: String
        var kind: Kind
    }

    enum Kind: CaseIterable {
        /// "Confidence: medium", "Evidence: …", "low confidence", "**unverified**".
        case level
        /// "no log was found", "no recording exists".
        case absence
        /// "(one log)", "two logs".
        case count
        /// "recorded on iOS 13", "logs from iOS 8".
        case version
        /// "documented by Apple", "Apple documents", "is not documented".
        case documented
    }

    /// The phrases of `markdown`, in text order. Code is masked first, byte for byte, so
    /// the places found are the text's own.
    static func findings(in markdown: String) -> [Finding] {
        let lowered = markdown.lowercased()
        guard Self.cues.contains(where: { lowered.holds($0) }) else { return [] }
        let masked = CodeMask.masked(markdown)
        let bytes = Array(markdown.utf8)
        var found: [(offset: Int, end: Int, finding: Finding)] = []
        let patterns = Self.patterns
        // A regex is built when a paragraph holds its cue, and only runs on those: building
        // one is slow (Swift parses the literal when it runs), and so is searching with it.
        var built: [Regex<Substring>?] = Array(repeating: nil, count: patterns.count)
        for paragraph in paragraphs(of: masked) {
            let lowered = paragraph.lowercased()
            for (index, (kind, cues, make)) in patterns.enumerated() where cues.contains(where: { lowered.holds($0) }) {
                let pattern = built[index] ?? make()
                built[index] = pattern
                for match in paragraph.matches(of: pattern) {
                    let start = masked.utf8.distance(from: masked.startIndex, to: match.range.lowerBound)
                    let end = masked.utf8.distance(from: masked.startIndex, to: match.range.upperBound)
                    // Two patterns may find the same words; the first one found names them.
                    if found.contains(where: { $0.offset < end && start < $0.end }) { continue }
                    let (line, column) = place(ofByte: start, in: markdown)
                    let phrase = String(decoding: bytes[start..<end], as: UTF8.self)
                    found.append((start, end, Finding(line: line, byteColumn: column, phrase: Self.squeezed(phrase), kind: kind)))
                }
            }
        }
        return found.sorted { $0.offset < $1.offset }.map(\.finding)
    }

    /// The text's paragraphs (runs of lines that are not blank), which no phrase crosses.
    private static func paragraphs(of text: String) -> [Substring] {
        var paragraphs: [Substring] = []
        var start: String.Index?
        var lineStart = text.startIndex
        while lineStart < text.endIndex {
            let lineEnd = text[lineStart...].firstIndex(of: "\n") ?? text.endIndex
            let blank = text[lineStart..<lineEnd].allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
            if blank, let open = start {
                paragraphs.append(text[open..<lineStart])
                start = nil
            } else if !blank, start == nil {
                start = lineStart
            }
            lineStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : text.endIndex
        }
        if let open = start { paragraphs.append(text[open...]) }
        return paragraphs
    }

    /// What to write instead, by kind.
    static func hint(_ kind: Kind) -> String {
        switch kind {
        case .level:
            "leave the rating out: each call's evidence level (recorded, documented, unverified) is derived from the attached logs and the registry's Apple quotes, and shown beside it; explain why the order is what it is instead"
        case .absence, .count, .version:
            "leave it out: the page lists the logs attached to the scenario (`logs:`) with their iOS versions and dates, and a free page can embed `lifeline-recordings` for the site's logs"
        case .documented:
            "leave it out, or quote Apple's sentence in the behaviour's documentation in the engine's registry: a call is marked documented from that quote"
        }
    }

    static func message(_ finding: Finding) -> String {
        let what =
            switch finding.kind {
            case .level: "states an evidence level"
            case .absence: "states that no recording exists"
            case .count: "counts recordings"
            case .version: "states the iOS version of a recording"
            case .documented: "states that Apple documents it"
            }
        return "'\(finding.phrase)' \(what) by hand; the site derives it from the evidence data"
    }

    /// Words one of the patterns needs; prose holding none of them is not searched.
    private static let cues = ["confiden", "evidence", "unverified", "documented", "documents", "recorded", "log", "recording"]

    // Each pattern allows line breaks between words (a YAML block or a wrapped Markdown
    // paragraph) and Markdown emphasis around the key word; it runs where its cue is. Made
    // on each use: a Regex is not Sendable, so it cannot be a shared constant.
    private static var patterns: [(kind: Kind, cues: [String], make: () -> Regex<Substring>)] {
        let logs = ["log", "recording"]
        return [
            (.level, ["confidence", "evidence"], { #/(?i)(?:[*_]{1,2})?\b(?:confidence|evidence)\b(?:[*_]{1,2})?\s*:/# }),
            (.level, ["confidence"], { #/(?i)\b(?:low|medium|high)(?:\s+to\s+(?:low|medium|high))?\s+confidence\b/# }),
            (.level, ["recorded", "documented", "unverified"], { #/(?i)(?:\*\*|__|\*|_)(?:recorded|documented|unverified)(?:\*\*|__|\*|_)/# }),
            (.level, ["unverified"], { #/(?i)\b(?:is|are|remains?|stays?|left|marked|rated|counts?\s+as)\s+(?:as\s+)?unverified\b/# }),
            (
                .absence, logs,
                {
                    #/(?i)\bno\s+(?:[\w-]+\s+){0,2}?(?:logs?|recordings?)\b[^.;:]{0,80}?\b(?:was|were|is|are|has\s+been|have\s+been|could\s+be)\s+(?:found|recorded|published|available)\b/#
                }
            ),
            (.absence, logs, { #/(?i)\bno\s+(?:[\w-]+\s+){0,2}?(?:logs?|recordings?)\s+(?:exists?|found)\b/# }),
            (
                .count, logs,
                {
                    #/(?i)\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:[\w-]+\s+)?(?:logs|recordings|log|recording)\b(?!\s+(?:lines?|files?|headers?|entr))/#
                }
            ),
            (.count, logs, { #/(?i)\(\d+\s+(?:logs|recordings|log|recording)\)/# }),
            (.version, ["recorded", "logged"], { #/(?i)\b(?:recorded|logged)\s+(?:on|in|under|with)\s+iOS\s*\d+/# }),
            (.version, logs, { #/(?i)\b(?:logs?|recordings?)\s+(?:made\s+on\s+|taken\s+on\s+|from\s+|on\s+)iOS\s*\d+/# }),
            (.documented, ["documented"], { #/(?i)\bdocumented\s+by\s+Apple\b/# }),
            (.documented, ["documents"], { #/(?i)\bApple\s+documents\b/# }),
            (.documented, ["documented"], { #/(?i)\b(?:is|are|was|were)\s+(?:not\s+|also\s+|only\s+)?documented\b/# }),
        ]
    }

    static func place(ofByte offset: Int, in text: String) -> (Int, Int) {
        let before = text.utf8.prefix(offset)
        let line = 1 + before.count { $0 == UInt8(ascii: "\n") }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0
        return (line, offset - lineStart + 1)
    }

    /// The words on one line, as a message quotes them.
    private static func squeezed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }
}

/// Markdown with its code blanked out byte for byte (fenced blocks, code spans) and its
/// HTML comments too, so what is searched is the prose a reader sees, at the same places.
enum CodeMask {
    /// - Parameter spans: blank code spans too; without, only fenced blocks and comments
    ///   are, as an order by hand names its calls in spans (`OrdersByHand`).
    static func masked(_ markdown: String, spans: Bool = true) -> String {
        String(decoding: maskedBytes(markdown, spans: spans), as: UTF8.self)
    }

    /// The same, as the bytes a byte-wise search goes through.
    static func maskedBytes(_ markdown: String, spans: Bool = true) -> [UInt8] {
        var bytes = Array(markdown.utf8)
        var fence: (character: UInt8, length: Int)?
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = Array(bytes[lineStart..<lineEnd])
            let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
            let run = line.dropFirst(indent).prefix { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "~") }
            let opensOrCloses = indent <= 3 && run.count >= 3 && Set(run).count == 1
            if let open = fence {
                blank(&bytes, lineStart..<lineEnd)
                if opensOrCloses, run.first == open.character, run.count >= open.length { fence = nil }
            } else if opensOrCloses {
                fence = (run.first!, run.count)
                blank(&bytes, lineStart..<lineEnd)
            } else if spans {
                maskSpans(&bytes, lineStart..<lineEnd)
            }
            lineStart = lineEnd + 1
        }
        maskComments(&bytes)
        return bytes
    }

    /// Code spans on one line: a run of backticks up to the next run of the same length.
    private static func maskSpans(_ bytes: inout [UInt8], _ line: Range<Int>) {
        var index = line.lowerBound
        while index < line.upperBound {
            guard bytes[index] == UInt8(ascii: "`") else {
                index += 1
                continue
            }
            var runEnd = index
            while runEnd < line.upperBound, bytes[runEnd] == UInt8(ascii: "`") { runEnd += 1 }
            let length = runEnd - index
            var search = runEnd
            var close: Int?
            while search < line.upperBound {
                guard bytes[search] == UInt8(ascii: "`") else {
                    search += 1
                    continue
                }
                var end = search
                while end < line.upperBound, bytes[end] == UInt8(ascii: "`") { end += 1 }
                if end - search == length {
                    close = end
                    break
                }
                search = end
            }
            guard let close else {
                index = runEnd
                continue
            }
            // A word stands in for the span, so "no log of `x` was found" still reads as a sentence.
            blank(&bytes, index..<close, with: UInt8(ascii: "x"))
            index = close
        }
    }

    private static func maskComments(_ bytes: inout [UInt8]) {
        let open = Array("<!--".utf8), close = Array("-->".utf8)
        var index = 0
        while index + open.count <= bytes.count {
            guard bytes[index..<(index + open.count)].elementsEqual(open) else {
                index += 1
                continue
            }
            var end = index + open.count
            while end + close.count <= bytes.count, !bytes[end..<(end + close.count)].elementsEqual(close) { end += 1 }
            end = min(bytes.count, end + close.count)
            blank(&bytes, index..<end)
            index = end
        }
    }

    /// Spaces (or `filler`) for every byte but line breaks, which keep the lines where they were.
    private static func blank(_ bytes: inout [UInt8], _ range: Range<Int>, with filler: UInt8 = UInt8(ascii: " ")) {
        for index in range where bytes[index] != UInt8(ascii: "\n") { bytes[index] = filler }
    }
}

extension String {
    /// Whether `word` occurs in the text, byte for byte: a plain loop, as both Foundation's
    /// search (which compares with a locale) and the standard library's generic one took
    /// most of `check` on 2,000 lifecycles.
    fileprivate func holds(_ word: String) -> Bool {
        var text = self
        var word = word
        return text.withUTF8 { text in
            word.withUTF8 { word in
                guard let first = word.first, word.count <= text.count else { return word.isEmpty }
                for start in 0...(text.count - word.count) where text[start] == first {
                    if (1..<word.count).allSatisfy({ text[start + $0] == word[$0] }) { return true }
                }
                return false
            }
        }
    }
}
