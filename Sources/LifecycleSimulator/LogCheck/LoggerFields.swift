/// The fields a logging framework prints around the app's message, which are no words of
/// it (a trial of logging frameworks' output, 2026-12-07):
///
///     {"date": "…", "message": "B viewDidLoad()", "logger.name": "lifecycle", …}   (Datadog, Sentry: JSON)
///     MyApp: [com.example.MyApp:app] sceneWillResignActive(_:)                       (`log stream`: subsystem and category)
///
/// Read as words, the key `logger.name` was the object `name`, and the categories `app` and
/// `table` the objects of those names. A JSON line is read by its message, with a logger's
/// name or category that names a class (`"category": "DetailViewController"`) before it; a
/// category in lower case is taken out, one that names a class kept.
enum LoggerFields {
    static func message(of text: Substring) -> Substring {
        if let message = jsonValue(of: messageKeys, in: text) {
            guard let named = jsonValue(of: classKeys, in: text), namesAClass(named) else { return message }
            return Substring(named + " " + message)
        }
        return withoutLowercaseCategory(text)
    }

    /// `DetailViewController`, not `lifecycle` or `com.example.app`: a category or logger name
    /// that is a word of the message.
    static func namesAClass(_ name: Substring) -> Bool {
        name.first?.isUppercase == true && name.allSatisfy(\.isLetter)
    }
}

private extension LoggerFields {
    static let messageKeys = ["message", "msg", "eventMessage"]
    static let classKeys = ["category", "logger.name", "logger"]

    /// The string value of the first of `keys` on the line: `"message": "B viewDidLoad()"`.
    static func jsonValue(of keys: [String], in text: Substring) -> Substring? {
        for key in keys {
            guard let range = text.firstRange(of: "\"\(key)\"") else { continue }
            var rest = text[range.upperBound...].drop { $0 == " " }
            guard rest.first == ":" else { continue }
            rest = rest.dropFirst().drop { $0 == " " }
            guard rest.first == "\"" else { continue }
            rest = rest.dropFirst()
            var end = rest.startIndex
            while end < rest.endIndex, rest[end] != "\"" {
                end = rest[end] == "\\" && rest.index(after: end) < rest.endIndex ? rest.index(end, offsetBy: 2) : rest.index(after: end)
            }
            return rest[..<end]
        }
        return nil
    }

    /// `[com.example.MyApp:app] …` without its field; `[com.example.MyApp:DetailViewController]` kept.
    static func withoutLowercaseCategory(_ text: Substring) -> Substring {
        guard let open = text.firstIndex(of: "["), let close = text[open...].firstIndex(of: "]") else { return text }
        let field = text[text.index(after: open)..<close]
        guard let colon = field.lastIndex(of: ":"), field[..<colon].contains("."), !field[..<colon].contains(" "),
            field[field.index(after: colon)...].first?.isLowercase == true
        else { return text }
        return Substring(String(text[..<open]) + String(text[text.index(after: close)...]))
    }
}
