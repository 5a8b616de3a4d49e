/// Splits a log line into the words that could be a receiver or a method, dropping the
/// rest: punctuation, timestamps, process names and ids, addresses.
///
///     "2020-04-01 10:11:12.345678+0800 Demo[123:4567] B viewWillDisappear:"
///         → ["B", "viewWillDisappear:"]
///     "-[BViewController viewDidAppear:]"      → ["BViewController", "viewDidAppear:"]
///     "<Demo.B: 0x6000012c4000> viewDidLoad()" → ["B:", "viewDidLoad()"]
///     "B(viewDidLoad)"                         → ["B", "viewDidLoad"]
///     "第二个页面viewWillAppear开始"             → ["第二个页面", "viewWillAppear", "开始"]
///
/// A comment after `//` is dropped with the rest of the line.
///
/// A word keeps its colons (an Objective-C selector is one word) and a directly following
/// Swift argument list of labels (`viewWillAppear(_:)`, `init(coder:)`, `viewDidLoad()`);
/// any other parenthesis separates words. Words that start with a digit are numbers of
/// some kind and dropped whole, unless the author mapped that number to an object
/// (`map: { First: "1" }` for `Text("1")` printing `1 appear`). Chinese, Japanese and Korean
/// text next to a Latin name is a word of its own, as such logs rarely put a space there.
enum LogTokenizer {
    /// The items of a line: usually the line itself, but orders pasted into notes are
    /// often listings (`B viewDidLoad / A viewWillDisappear / …`, `loadView → viewDidLoad`),
    /// and each item is one call.
    ///
    /// A separator that is one of `markers` (`--pairs '->/<-'`) marks a call's begin, not
    /// the next item. A separator at either end of the line (`  -> viewDidLoad`, a tracer's
    /// arrow or a listing's continuation) separates nothing: the item keeps it.
    static func items(of line: Substring, keeping markers: [String] = []) -> [Substring] {
        let text = withoutComment(line).drop { $0.isWhitespace }
        let whole = text.dropLast(text.reversed().prefix { $0.isWhitespace }.count)
        var items = [whole]
        for separator in [" / ", " → ", " -> ", " ⇒ "] where !markers.contains(where: separator.contains) {
            items = items.flatMap { $0.split(separator: separator, omittingEmptySubsequences: false) }
        }
        // `B viewDidLoad / A viewWillDisappear / …`: an ellipsis is no item.
        let nonBlank = items.filter { $0.contains { $0.isLetter || $0.isNumber } }
        // `cellForItemAtIndexPath 0 / 1` prints an index path: an item of a listing is no number.
        guard !nonBlank.contains(where: { $0.contains(where: \.isNumber) && !$0.contains(where: \.isLetter) }) else { return [whole] }
        return items.count > 1 && !nonBlank.isEmpty ? nonBlank : items
    }

    /// A note the author wrote after the call (`-[V layoutSubviews]// the final frame`)
    /// is not part of the log; a URL's `://` is.
    ///
    /// So is a note that a call is not made, set off after the calls of the line
    /// (`A viewWillAppear ※viewDidLoadは呼ばれない`, `A viewWillAppear（viewDidLoad 没有再调用）`).
    static func withoutComment(_ line: Substring) -> Substring {
        var line = line
        let start = line.drop { $0.isWhitespace }.startIndex
        for opening in ["※", "（", "("] {
            guard let mark = line.firstIndex(of: Character(opening)), mark != start, CommentLines.denies(line[mark...]) else { continue }
            line = line[..<mark]
        }
        var search = line.startIndex
        while let range = line[search...].firstRange(of: "//") {
            if range.lowerBound == line.startIndex || line[line.index(before: range.lowerBound)] != ":" {
                return line[..<range.lowerBound]
            }
            search = range.upperBound
        }
        return line
    }

    /// - Parameters:
    ///   - names: numbers that are words of the log, as classes mapped (`1 appear`).
    ///   - phraseNumbers: those that end a class of several words (`VC 2`), also read with the
    ///     punctuation after them (`VC 2: viewDidLoad`); a class that is a number alone is not,
    ///     as `Step 2:` and `2.` number a listing's lines.
    ///   - modules: modules a mapped class is qualified with (`MyModule` of `MyModule.DetailVC`),
    ///     kept where an object's description prints them.
    static func words(
        of text: Substring, keepingNumbers names: Set<String> = [], phraseNumbers: Set<String> = [], modules: Set<String> = []
    ) -> [String] {
        let text = ArgumentDescriptions.removed(from: LoggerFields.message(of: text))
        var words: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isLetter || character == "_" {
                let end = wordEnd(in: text, from: index)
                if namesPrintedValue(in: text, at: end), index != countedCall(in: text) {
                    index = end  // `k=0`, `id=3`: a value the line prints, not a word of the call
                    continue
                }
                if let (name, afterSignature) = signature(in: text, from: index, nameEnd: end) {
                    words.append(name)  // `willMove(toWindow newWindow: UIWindow?)`: `willMove(toWindow:)`
                    index = afterSignature
                    continue
                }
                if let afterTag = processTagEnd(in: text, from: end) {
                    index = afterTag  // `Demo[123:4567]`: the process, not a receiver
                    continue
                }
                if enclosesType(in: text, from: index, to: end)
                    || (isModuleOfDescription(in: text, from: index, to: end) && !modules.contains(String(text[index..<end])))
                {
                    index = end  // `SampleView.Coordinator`: the coordinator, not the view
                    continue
                }
                // `SecondViewController::viewDidLoad()`, as C++-minded helpers print a method, and
                // `debug:SecondViewController`, a tag glued to a class (a selector's parts end
                // in colons).
                words += text[index..<end].split(separator: "::").flatMap(splitAtTag).map { String(droppingPrintedFlag($0)) }
                index = end
            } else if character.isNumber {
                var end = text[index...].firstIndex { !isWordCharacter($0) && $0 != "." } ?? text.endIndex
                // `tab 1:appear`: the number ends at the colon glued to the method after it.
                if let colon = text[index..<end].firstIndex(of: ":"), text.index(after: colon) < end, text[text.index(after: colon)].isLetter {
                    end = colon
                }
                let token = String(text[index..<end])
                let number = String(token.reversed().drop { $0 == ":" || $0 == "." }.reversed())
                // `UIDeviceRGBColorSpace 1 0.5 0 1`: a number among numbers is a value the line
                // prints (MNPageViewController#8, 2014), not the object mapped to `1`; `1 2
                // appear`, numbers mapped each, names two objects.
                let isValue = isAmongNumbers(in: text, from: index, to: end, mapped: names)
                if !isValue, names.contains(token) {
                    words.append(token)
                } else if !isValue, number.contains(where: \.isLetter), names.contains(number) {
                    words.append(number)  // `1stViewController:`, a mapped class before its call
                } else if !isValue, phraseNumbers.contains(number) {
                    words.append(number)
                } else if let call = callAfterCounter(in: text, from: index, to: end) {
                    index = call  // `111didFinishLaunchingWithOptions:`, `1.applicationDidBecomeActive`
                    continue
                }
                index = end
            } else {
                index = text.index(after: index)
            }
        }
        return words
    }
}

extension LogTokenizer {
    /// A log level or note printed before a message (`Error:`, `DEBUG`, `TODO`): no class.
    static func isLevelTag(_ word: some StringProtocol) -> Bool {
        levelTags.contains(String(word.reversed().drop { $0 == ":" }.reversed()).lowercased())
    }

    private static let levelTags: Set<String> = [
        "error", "warning", "warn", "info", "debug", "note", "todo", "fixme", "log", "trace", "fatal", "notice", "verbose",
    ]
}

private extension LogTokenizer {
    /// The number between `start` and `end` is one of a run of three or more plain numbers
    /// (`1 0.5 0 1`), past the spaces between them, of which one is no number mapped; a
    /// timestamp or a process id is no plain number, and one number before the object's
    /// (`81234.510 2 init`, a time or a counter) leaves it the object.
    static func isAmongNumbers(in text: Substring, from start: String.Index, to end: String.Index, mapped names: Set<String>) -> Bool {
        let isPlain = { (token: Substring) in
            token.first?.isNumber == true && token.allSatisfy { $0.isNumber || $0 == "." } && token.filter { $0 == "." }.count <= 1
        }
        var run = [text[start..<end]]
        var before = text[..<start]
        while before.last == " " {
            let token = before.reversed().drop { $0 == " " }.prefix { $0 != " " }
            guard isPlain(Substring(token.reversed())) else { break }
            run.append(Substring(token.reversed()))
            before = before.dropLast(before.reversed().prefix { $0 == " " }.count + token.count)
        }
        var after = text[end...]
        while after.first == " " {
            let token = after.drop { $0 == " " }.prefix { $0 != " " }
            guard isPlain(token) else { break }
            run.append(token)
            after = after[token.endIndex...]
        }
        return run.count > 2 && run.contains { !names.contains(String($0)) }
    }

    static func splitAtTag(_ word: Substring) -> [Substring] {
        var parts: [Substring] = []
        var start = word.startIndex
        for index in word.indices where word[index] == ":" {
            let next = word.index(after: index)
            // `application:WillFinishLaunchingWithOptions:` is a selector, however cased; a
            // class before a method, `B:viewDidLoad()`, is not, as no selector's part is capitalized.
            let afterClass =
                start == word.startIndex && word[start].isUppercase && next < word.endIndex && word[next].isLetter
                && !isLevelTag(word[start..<index])
            guard index > start, next < word.endIndex, afterClass || (word[next].isUppercase && !word[next...].contains(":")) else { continue }
            parts.append(word[start..<index])
            start = next
        }
        parts.append(word[start...])
        return parts
    }

    /// `viewWillAppear:1`, as `NSLog(@"%@:%d", …)` prints a selector with its flag: the
    /// selector, without the number (or `true`, `false`) after its colon.
    static func droppingPrintedFlag(_ word: Substring) -> Substring {
        guard let colon = word.lastIndex(of: ":"), colon > word.startIndex, word.index(after: colon) < word.endIndex else { return word }
        let flag = word[word.index(after: colon)...]
        guard flag.allSatisfy(\.isNumber) || flag == "true" || flag == "false" else { return word }
        return word[...colon]
    }

    /// Whether the word that ends at `end` names a value printed after `=` (`k=0`,
    /// `id=3`, `query=abc`). A flag (`cancelled=true`) is not: its name says what happened.
    /// The caller keeps a call printed with a count (`viewDidLoad=1`, `countedCall`).
    static func namesPrintedValue(in text: Substring, at end: Substring.Index) -> Bool {
        guard end < text.endIndex, text[end] == "=" else { return false }
        let value = text[text.index(after: end)...].prefix(while: isWordCharacter)
        return !value.isEmpty && value != "true" && value != "false"
    }

    /// Whether the word from `start` to `end` is the module of an object's description
    /// (`Demo` of `<Demo.B: 0x6000012c4000>`): the description names one object, so that
    /// `Deinit <Demo.B: 0x…>` is a line of a deinit and its receiver alone.
    static func isModuleOfDescription(in text: Substring, from start: Substring.Index, to end: Substring.Index) -> Bool {
        guard start > text.startIndex, text[text.index(before: start)] == "<", end < text.endIndex, text[end] == "." else { return false }
        let rest = text[text.index(after: end)...]
        guard rest.first?.isUppercase == true else { return false }
        let afterName = rest.drop { $0.isLetter || $0.isNumber || $0 == "_" }
        return afterName.hasPrefix(": 0x")
    }

    /// Whether the word from `start` to `end` is a module or a type that encloses a view
    /// model or a coordinator (`SampleView.Coordinator`, `Demo.FourthView.ViewModel`): the
    /// object printed is the nested type, which the engine does not model, not the view.
    /// Any other dotted name keeps its words (`Demo.BViewController`, `[DetailView.Lifecycle]`).
    static func enclosesType(in text: Substring, from start: Substring.Index, to end: Substring.Index) -> Bool {
        guard text[start].isUppercase || text[start] == "_" else { return false }
        var position = end
        var last: Substring = ""
        while position < text.endIndex, text[position] == ".", let first = text[text.index(after: position)...].first, first.isUppercase {
            let nameStart = text.index(after: position)
            last = text[nameStart...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            position = last.endIndex
        }
        return last.hasSuffix("ViewModel") || last.hasSuffix("Coordinator")
    }

    /// Where a call printed with a count (`viewDidLoad=1`) starts, when it is the line's only
    /// call: several counts (`viewWillAppear=0, viewDidDisappear=1`) are a dump of counters,
    /// a count beside a call (`viewDidAppear called, viewDidAppear=1`) counts that call, and
    /// a count of 0 says the call was not made.
    static func countedCall(in text: Substring) -> Substring.Index? {
        let names = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.filter { CallbackLookup.isCallbackName($0) }
        guard names.count == 1, let name = names.first else { return nil }
        var rest = text[name.endIndex...]
        if rest.first == "(", let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
        guard rest.first == "=" else { return nil }
        return rest.dropFirst().prefix(while: \.isNumber).contains { $0 != "0" } ? name.startIndex : nil
    }

    /// Where a call starts that a counter is glued to (`111didFinishLaunchingWithOptions:`,
    /// `1.applicationDidBecomeActive`, as a 2017 CSDN post numbers its lines), so the call is
    /// read and not dropped with the number; nil for any other number (`0x6000…`, `1st`).
    static func callAfterCounter(in text: Substring, from start: Substring.Index, to end: Substring.Index) -> Substring.Index? {
        guard let letter = text[start..<end].firstIndex(where: \.isLetter),
            text[start..<letter].allSatisfy({ $0.isNumber || $0 == "." }), text[letter].isLowercase
        else { return nil }
        // A name of several words: `2init` and `5deinit` count something.
        let name = text[letter..<wordEnd(in: text, from: letter)]
        guard name.contains(where: \.isUppercase) else { return nil }
        var lookup = CallbackLookup()
        return lookup.callbacks(for: String(name)).isEmpty ? nil : letter
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == ":"
    }

    /// Han, kana and Hangul: a script change to or from these ends a word.
    static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return (0x3040...0x30FF).contains(scalar) || (0x3400...0x4DBF).contains(scalar) || (0x4E00...0x9FFF).contains(scalar)
            || (0xF900...0xFAFF).contains(scalar) || (0xAC00...0xD7AF).contains(scalar)
    }

    /// The end of the word at `start`, including an argument list written right after it
    /// that holds labels and colons only (`(_:)`, `(coder:)`, `()`).
    static func wordEnd(in text: Substring, from start: Substring.Index) -> Substring.Index {
        let script = isCJK(text[start])
        let end = text[start...].firstIndex { !isWordCharacter($0) || isCJK($0) != script } ?? text.endIndex
        guard !script, end < text.endIndex, text[end] == "(",
            let close = text[end...].firstIndex(of: ")")
        else { return end }
        let inside = text[text.index(after: end)..<close]
        let isLabelList = inside.isEmpty || (inside.contains(":") && inside.allSatisfy(isWordCharacter))
        return isLabelList ? text.index(after: close) : end
    }

    /// A callback printed as declared, with its parameters' names and types
    /// (`willMove(toWindow newWindow: UIWindow?)`, `draw(_ rect: CGRect)`, as a 2024 note
    /// prints its overrides): the name with its labels, `willMove(toWindow:)`, and where the
    /// declaration ends. Nil when a parameter holds a value (`viewWillAppear(animated: true)`),
    /// as a type starts with a capital (or `[`, `@`) and a value seldom does, and when the
    /// labels name no callback (Swift 2's `willMoveToSuperview(newSuperview: UIView?)`, a
    /// custom `init(viewModel:)`), whose words are read as before, the base name among them.
    static func signature(in text: Substring, from start: Substring.Index, nameEnd: Substring.Index) -> (String, Substring.Index)? {
        // A method's name starts in lower case; a type's (`NSNotificationName(_rawValue: …)`) does not.
        guard text[start].isLowercase, nameEnd < text.endIndex, text[nameEnd] == "(", let close = text[nameEnd...].firstIndex(of: ")") else {
            return nil
        }
        let parameters = text[text.index(after: nameEnd)..<close].split(separator: ",")
        var labels: [Substring] = []
        for parameter in parameters {
            guard let colon = parameter.firstIndex(of: ":") else { return nil }
            let names = parameter[..<colon].split(separator: " ")
            let type = parameter[parameter.index(after: colon)...].drop { $0 == " " }
            guard (1...2).contains(names.count), names.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
                let first = type.first, first.isUppercase || first == "[" || first == "@"
            else { return nil }
            labels.append(names[0])
        }
        let name = text[start..<nameEnd] + "(" + labels.map { $0 + ":" }.joined() + ")"
        guard !labels.isEmpty, JoinedNames.fullNames.contains(name) else { return nil }
        // `-> UITableViewCell`: the declaration's result type, no receiver.
        let after = text[text.index(after: close)...]
        let arrow = after.drop { $0 == " " }
        guard arrow.hasPrefix("->") else { return (name, after.startIndex) }
        let type = arrow.dropFirst(2).drop { $0 == " " }
        return (name, type.firstIndex { $0 == " " } ?? text.endIndex)
    }

    /// After a process name, the `[pid:thread]` Xcode prints (`Demo[123:4567]`): where the
    /// tag ends, or nil when none follows.
    static func processTagEnd(in text: Substring, from index: Substring.Index) -> Substring.Index? {
        guard index < text.endIndex, text[index] == "[", let close = text[index...].firstIndex(of: "]") else { return nil }
        let inside = text[text.index(after: index)..<close]
        let parts = inside.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy(\.isNumber),
            !parts[1].isEmpty, parts[1].allSatisfy(\.isHexDigit)
        else { return nil }
        return text.index(after: close)
    }
}
