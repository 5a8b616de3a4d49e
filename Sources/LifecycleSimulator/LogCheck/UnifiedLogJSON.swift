/// `log show --style json` (and `log stream --style json`) on a Mac prints the unified log as
/// one JSON array, each entry an object over twenty lines or more:
///
///     [{
///       "traceID" : 1234,
///       "eventMessage" : "viewDidLoad",
///       "formatString" : "viewDidLoad",
///       "category" : "DetailViewController",
///       "backtrace" : { "frames" : [ … ] },
///       …
///     },{
///
/// Read line by line, an entry's call was read twice (its `formatString` repeats a message
/// without arguments), the `category` naming the class was on a line of its own, and the
/// other fields were reported as prose by the hundred. Each entry is folded onto the line of
/// its `eventMessage`, with a category that names a class before the message, as
/// `LoggerFields` reads a one-line entry (`--style ndjson`); the entry's other lines are
/// reported as its fields, so every line a report names is the file's own.
enum UnifiedLogJSON {
    /// The log with its entries folded, and the indexes of the lines that are no message
    /// (the other fields, the brackets, `log`'s notes before the array); nil when the log is
    /// no such array: its first line that is not a note must open it (`[{`, or `[` alone), and
    /// an entry must have an `eventMessage`.
    static func folded(_ lines: [Substring]) -> (lines: [Substring], fields: Set<Int>)? {
        guard let first = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) && !isNote($0) }),
            ["[{", "["].contains(lines[first].filter { !$0.isWhitespace }),
            lines.contains(where: { $0.contains("\"eventMessage\"") })
        else { return nil }
        var folded = lines
        var fields = Set(lines[..<first].indices.filter { isNote(lines[$0]) })
        var nesting: [Character] = []
        var entry = Entry()
        for index in first..<lines.count {
            if nesting == ["[", "{"], let (key, value) = field(lines[index]) {
                if key == "eventMessage" {
                    entry.messageLine = index
                    entry.message = value
                } else if key == "category" {
                    entry.category = value
                }
            }
            let wasInEntry = nesting.count >= 2
            let shallowest = scan(lines[index], &nesting)
            folded[index] = ""
            fields.insert(index)
            if wasInEntry, shallowest < 2 {
                if let line = entry.messageLine, let message = entry.message {
                    folded[line] = entry.text(message)
                    fields.remove(line)
                }
                entry = Entry()
            }
        }
        return (folded, fields)
    }
}

private extension UnifiedLogJSON {
    struct Entry {
        var messageLine: Int?
        var message: String?
        var category: String?

        func text(_ message: String) -> Substring {
            let message = message.replacing("\n", with: " ")
            guard let category, LoggerFields.namesAClass(Substring(category)) else { return Substring(message) }
            return Substring(category + " " + message)
        }
    }

    /// What `log show` prints before the array: `Filtering the log data using "…"`,
    /// `Skipping info and debug messages, pass --info and/or --debug to include.`
    static func isNote(_ line: Substring) -> Bool {
        line.hasPrefix("Filtering the log data") || line.hasPrefix("Skipping info and debug messages")
    }

    /// `"eventMessage" : "B viewDidLoad",` → ("eventMessage", "B viewDidLoad"), the value
    /// unescaped; nil for a value that is no string.
    static func field(_ line: Substring) -> (String, String)? {
        var rest = line.drop { $0 == " " || $0 == "\t" || $0 == "," || $0 == "{" }
        guard rest.first == "\"", let key = string(&rest) else { return nil }
        rest = rest.drop { $0 == " " }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        guard rest.first == "\"", let value = string(&rest) else { return nil }
        return (key, value)
    }

    /// The JSON string `text` opens with, unescaped; `text` is left after it.
    static func string(_ text: inout Substring) -> String? {
        var result = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                text = text[text.index(after: index)...]
                return result
            }
            if character == "\\", text.index(after: index) < text.endIndex {
                index = text.index(after: index)
                switch text[index] {
                case "n", "r", "t": result.append(" ")
                case "u":
                    let digits = text[text.index(after: index)...].prefix(4)
                    if digits.count == 4, let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) {
                        result.unicodeScalars.append(scalar)
                        index = text.index(index, offsetBy: 4)
                    }
                default: result.append(text[index])
                }
            } else {
                result.append(character)
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Follows the line's brackets and braces outside strings (a JSON string never spans
    /// lines), and returns the shallowest nesting on the line: `},{` closes an entry.
    static func scan(_ line: Substring, _ nesting: inout [Character]) -> Int {
        var shallowest = nesting.count
        var inString = false
        var escaped = false
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "[", "{": nesting.append(character)
            case "]", "}":
                if !nesting.isEmpty { nesting.removeLast() }
                shallowest = min(shallowest, nesting.count)
            default: break
            }
        }
        return shallowest
    }
}
