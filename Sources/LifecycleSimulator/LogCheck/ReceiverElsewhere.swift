internal import LifecycleModel

/// Call lines that name no receiver, in a log that names the receivers another way: the
/// hint then says how to read them, instead of asking the author to print a name on the
/// line of an app already run.
///
///     viewDidLoad()                                  <Demo.BViewController: 0x…>
///     <Demo.BViewController: 0x…>                    viewDidLoad()
///     (print(#function); print(self): --pairs value) (print(self); print(#function): --pairs receiver-first)
///
/// Only when every such line of the log has the same neighbour: a line that holds no call
/// and names an object or a class (`Category: BViewController` in an Xcode 15 log copied
/// with its metadata). A call line between two such lines is read as the first shape.
///
/// Or a short name the conventions do not read stands before the call, at the same place
/// on every such line (`VC1 viewDidLoad`, `Home viewWillAppear`): it is reported as a
/// receiver that is no object, whose hint is `--map NAME=VC1`; so is a UUID anywhere on
/// the line, which a SwiftUI view prints from its `@State` to tell its instances apart.
enum ReceiverElsewhere {
    /// - Parameter receiverLines: the lines read alone that hold no call and name a receiver.
    static func pointing(_ log: ParsedLog, receiverLines: Set<Int>, naming: ReceiverNaming) -> ParsedLog {
        let unnamed = log.ignored.indices.filter {
            if case .ambiguousReceiver = log.ignored[$0].reason { return true }
            return false
        }
        guard !unnamed.isEmpty else { return log }
        var ignored = log.ignored
        if let names = leadingNames(of: unnamed, in: log, naming: naming) ?? uuids(of: unnamed, in: log) {
            for (index, name) in names { ignored[index].reason = .unknownReceiver(name) }
            return log.with(calls: log.calls, ignored: ignored)
        }
        let lines = unnamed.map { log.ignored[$0].line }
        let pairing: LinePairing
        if lines.allSatisfy({ receiverLines.contains($0 + 1) }) {
            pairing = .value
        } else if lines.allSatisfy({ receiverLines.contains($0 - 1) }) {
            pairing = .receiverFirst
        } else {
            return log
        }
        for index in unnamed {
            guard case .ambiguousReceiver(let method, _, _) = ignored[index].reason else { continue }
            ignored[index].reason = .receiverOnAnotherLine(method: method, pairing: pairing)
        }
        return log.with(calls: log.calls, ignored: ignored)
    }

    /// The word right before the call on each line (by index in `log.ignored`), when every
    /// line has one at the same place that starts with a capital and names no object; nil
    /// otherwise (a lowercase word without a number is prose: `calling viewDidLoad`).
    private static func leadingNames(of unnamed: [Int], in log: ParsedLog, naming: ReceiverNaming) -> [Int: String]? {
        var place: Int?
        var names: [Int: String] = [:]
        for index in unnamed {
            guard case .ambiguousReceiver(let method, _, _) = log.ignored[index].reason else { return nil }
            let text = log.ignored[index].text
            let words = naming.words(of: Substring(text))
            guard let call = words.firstIndex(of: method), place == nil || place == call - 1 else { return nil }
            place = call - 1
            // `1st viewDidLoad()`, `2nd viewDidLoad()` (code-squad/swift-photoframe, 2021), and a
            // class named so, `1stViewController's viewDidLoad`: an ordinal first, which the
            // tokenizer drops as a number (keeping the possessive's `s`).
            if call <= 1, let token = token(before: method, in: text), let name = ordinalName(token) {
                names[index] = name
                continue
            }
            guard call > 0 else { return nil }
            let word = words[call - 1]
            // `9E0000CF-DFEB-… onAppear`: the tokenizer keeps pieces of a UUID; the UUID is the name.
            if let uuid = PrintedDescription.uuid(in: text), uuid.split(separator: "-").contains(Substring(word)) {
                names[index] = uuid
                continue
            }
            // `vc1 – viewDidLoad` (remkoh.dev): a lowercase word with a number is a name too.
            let named = word.first?.isUppercase == true || (word.first?.isLetter == true && word.contains(where: \.isNumber))
            guard named, naming.object(named: word) == nil, !LogTokenizer.isLevelTag(word) else { return nil }
            names[index] = withNumber(word, in: text)
        }
        return names
    }

    /// The UUID each line prints, when every line prints one: `9E0000CF-DFEB-… onAppear`
    /// (Esri's toolkit, 2026), `viewDidLoad 0D2C7F77-…` (Pageboy#233, 2019), an instance's
    /// UUID, which the tokenizer cuts into pieces. Only where no name stands before the calls:
    /// a logger's session UUID on every line names no object.
    private static func uuids(of unnamed: [Int], in log: ParsedLog) -> [Int: String]? {
        var names: [Int: String] = [:]
        for index in unnamed {
            guard let uuid = PrintedDescription.uuid(in: log.ignored[index].text) else { return nil }
            names[index] = uuid
        }
        return names
    }

    /// The token right before the call: `1st` in `1st viewDidLoad()`.
    private static func token(before method: String, in text: String) -> String? {
        guard let range = text.range(of: method) else { return nil }
        let token = String(text[..<range.lowerBound].reversed().drop { $0 == " " }.prefix { $0 != " " }.reversed())
        return token.isEmpty ? nil : token
    }

    /// A number with an ordinal's ending, alone or starting a class's name (`1st`, `22nd`,
    /// `1stViewController`), without a possessive or a colon after it; nil for other tokens.
    private static func ordinalName(_ token: String) -> String? {
        var name = Substring(token)
        while let last = name.last, !last.isLetter, !last.isNumber { name.removeLast() }
        for possessive in ["'s", "’s"] where name.hasSuffix(possessive) { name.removeLast(2) }
        let digits = name.prefix(while: \.isNumber)
        let rest = name.dropFirst(digits.count)
        guard !digits.isEmpty, ["st", "nd", "rd", "th"].contains(rest.prefix(2).lowercased()),
            rest.count == 2 || rest.dropFirst(2).first?.isUppercase == true, rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return String(name)
    }

    /// `Tab 1` for `Tab` in `Tab 1 onAppear`: a name and the number after it, which tells the
    /// objects of one class apart, are the class to map.
    private static func withNumber(_ word: String, in text: String) -> String {
        guard let range = text.range(of: word) else { return word }
        let after = text[range.upperBound...]
        let spaces = after.prefix { $0 == " " }
        let digits = after.dropFirst(spaces.count).prefix(while: \.isNumber)
        guard !spaces.isEmpty, !digits.isEmpty, after.dropFirst(spaces.count + digits.count).first?.isWhitespace == true else { return word }
        return word + " " + digits
    }
}
