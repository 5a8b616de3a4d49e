public import LifecycleModel

/// Reads a console log captured from a real app into calls on a scenario's objects.
///
///     let parser = ConsoleLogParser(objects: ["A": .viewController, "B": .viewController])
///     parser.parse("B  viewDidLoad\n------Before Push------\n-[AViewController viewWillDisappear:]")
///     // calls: B.viewDidLoad() (line 1), A.viewWillDisappear(_:) (line 3); ignored: line 2
///
/// Each line (or each item of a one-line listing, see `LogTokenizer.items(of:keeping:)`) is split
/// into words. Every word that is a callback of some kind of object is a call
/// (`B viewDidLoad A viewWillDisappear` is two). A call's receiver is the nearest word
/// naming an object (`ReceiverNaming`): with one call on the line, before the method
/// first, then after it; with several, each takes the receiver between it and the call
/// before it (or, when the line names receivers after their calls, between it and the
/// next), else the previous call's. A call with no receiver goes to the only object
/// whose kind has that callback (`BareCallLines` may set it aside later). A class mapped
/// to several objects that could all make the call gives it to the first, marked
/// `shared`, until `SharedClassOrder` gives it to one by the engine's order. Nothing here throws: an unreadable line is an
/// `IgnoredLine`, and one that looks like a lifecycle call is marked as unread.
public struct ConsoleLogParser: Sendable {
    let objects: [String: ObjectKind]
    let naming: ReceiverNaming
    let callNames: [String: String]
    /// Printed name → the object `callNames` gives its call to (`--call backgrounding=app.…`).
    let callOwners: [String: String]
    /// Printed names of `callNames` and classes of the map that are several words (`Will
    /// Display Cell`, `First VC`), longest first.
    let spacedNames: [SpacedNames.Phrase]
    let pairing: LinePairing?
    let absent: [String: String]
    /// The first words, lowercased, of mapped classes of several words (`navigation` of `navigation Text`),
    /// which a call may run into (`onAppearnavigation Text`).
    let classFirstWords: Set<String>
    /// A printed name of `callNames` that is several words, as the author wrote it, by the
    /// word the parser joins it into (`viewdiddisApp` → `view did disApp`): for the hints.
    let printedPhrases: [String: String]

    /// - Parameters:
    ///   - objects: the scenario's objects by name, the implicit `app` and `scene` included.
    ///   - classNames: class name as the log prints it → the objects it stands for (`--map
    ///     B=DetailVC`; one class may be mapped to several objects, the call deciding which;
    ///     a class of several words, `First VC`, is matched as that phrase).
    ///   - callNames: name as the log prints it → callback (`--call onAppear=viewDidAppear`),
    ///     or an object's callback (`--call backgrounding=app.didEnterBackgroundNotification`),
    ///     whose object then makes every such call but where the line names another object
    ///     that makes it.
    ///   - pairing: how the log prints one call on two lines (`--pairs`); nil for the
    ///     usual begin and end words.
    ///   - absent: objects the configuration does not have, each with why (`LogScope.absent`).
    ///     A call on one is outside the scenario, with that reason; a call that names no
    ///     receiver is given to one only when no other object makes it.
    public init(
        objects: [String: ObjectKind], classNames: [String: [String]] = [:], callNames: [String: String] = [:],
        pairing: LinePairing? = nil, absent: [String: String] = [:]
    ) {
        self.objects = objects
        self.absent = absent
        // A printed name the tokenizer splits (`Will Display Cell`, `AppLifecycleState.inactive`,
        // a class such as `First VC`) is matched word for word.
        let isSpaced = { (name: String) in
            LogTokenizer.words(of: Substring(name), keepingNumbers: ReceiverNaming.numbers(in: name)).count > 1
        }
        let owned = callNames.compactMapValues { written in
            Vocabulary.ownedCallback(written).flatMap { objects[$0.object] != nil || classNames[$0.object] != nil ? $0 : nil }
        }
        let callNames = callNames.merging(owned.mapValues(\.callback)) { _, stripped in stripped }
        let spaced = callNames.filter { isSpaced($0.key) }.map { (phrase: SpacedNames.Phrase($0.key), callback: $0.value, printed: $0.key) }
        let spacedClasses = classNames.filter { isSpaced($0.key) }.map { (phrase: SpacedNames.Phrase($0.key), objects: $0.value) }
        spacedNames = (spaced.map(\.phrase) + spacedClasses.map(\.phrase)).sorted {
            ($0.words.count, $0.joined) > ($1.words.count, $1.joined)
        }
        self.callNames = callNames.merging(spaced.map { ($0.phrase.joined, $0.callback) }) { given, _ in given }
        callOwners = owned.mapValues(\.object).merging(
            owned.filter { isSpaced($0.key) }.map { (SpacedNames.Phrase($0.key).joined, $0.value.object) }
        ) { given, _ in given }
        naming = ReceiverNaming(
            objects: objects, classNames: classNames.merging(spacedClasses.map { ($0.phrase.joined, $0.objects) }) { given, _ in given })
        self.pairing = pairing
        classFirstWords = Set(spacedClasses.compactMap { $0.phrase.words.first })
        printedPhrases = Dictionary(spaced.map { ($0.phrase.joined, $0.printed) }) { first, _ in first }
    }

    /// - Parameter firstLine: the number of the log's first line, when the log is the body
    ///   of a file whose header comes first, so that lines are reported where the author sees them.
    public func parse(_ log: String, firstLine: Int = 1) -> ParsedLog {
        var parsed = ParsedLog()
        var lookup = CallbackLookup(callNames: callNames)
        var lines = log.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if lines.last?.isEmpty == true { lines.removeLast() }
        let unifiedLog = UnifiedLogJSON.folded(lines)
        lines = unifiedLog?.lines ?? lines
        parsed.lineCount = lines.count
        var offset = 0
        // Lines read alone that hold no call but name a receiver, for `ReceiverElsewhere`.
        var receiverLines: Set<Int> = []
        while offset < lines.count {
            let number = firstLine + offset
            if unifiedLog?.fields.contains(offset) == true {
                parsed.ignored.append(IgnoredLine(line: number, text: "", reason: .logEntryField))
                offset += 1
                continue
            }
            // A denial beside a call is a note, so a comment first (`CommentLines`).
            let skipped: IgnoredLine.Reason? =
                CommentLines.isComment(lines[offset])
                ? (CommentLines.isDenialBesideACall(lines[offset]) ? .denialBesideACall : .comment)
                : SystemLines.isSystemLine(lines[offset]) ? .systemLine : nil
            if let skipped {
                parsed.ignored.append(IgnoredLine(line: number, text: lines[offset].trimmingSpaces, reason: skipped))
                if skipped == .comment, readItems(of: lines[offset].drop { "#/ \t".contains($0) }, &lookup).contains(where: { $0.reading.hasMethod })
                {
                    parsed.commentedCalls.append(number)
                }
                offset += 1
                continue
            }
            let readings = readItems(of: lines[offset], &lookup)
            if pairing == .value, offset + 1 < lines.count, let joined = valueLine(after: readings, lines[offset], lines[offset + 1], &lookup) {
                record(joined, line: number, printed: lines[offset] + " " + lines[offset + 1], in: &parsed)
                parsed.ignored.append(IgnoredLine(line: number + 1, text: lines[offset + 1].trimmingSpaces, reason: .valueOf(line: number)))
                parsed.pairs.append(LinePair(first: number, second: number + 1))
                offset += 2
                continue
            }
            if pairing == .receiverFirst, offset + 1 < lines.count,
                let joined = receiverLine(readings, lines[offset], before: lines[offset + 1], &lookup)
            {
                parsed.ignored.append(IgnoredLine(line: number, text: lines[offset].trimmingSpaces, reason: .receiverOf(line: number + 1)))
                record(joined, line: number + 1, printed: lines[offset] + " " + lines[offset + 1], in: &parsed)
                parsed.pairs.append(LinePair(first: number, second: number + 1))
                offset += 2
                continue
            }
            if !readings.contains(where: { $0.reading.hasMethod }), namesReceiver(lines[offset]) { receiverLines.insert(number) }
            record(readings, line: number, printed: lines[offset], in: &parsed)
            offset += 1
        }
        parsed = ReceiverElsewhere.pointing(parsed, receiverLines: receiverLines, naming: naming)
        return WordedCalls.settling(
            PhaseLines.reading(CallMarkers.countingOnce(parsed, pairing: pairing), objects: objects, classNames: naming.classNames))
    }
}

private extension ConsoleLogParser {
    typealias ItemReading = (text: String, reading: Reading)

    func readItems(of line: Substring, _ lookup: inout CallbackLookup) -> [ItemReading] {
        // `active -> inactive` is one change of scenePhase, not a listing (`PhaseLines`).
        if PhaseLines.isChange(String(line)) {
            let text = LogTokenizer.withoutComment(line).trimmingSpaces
            return [(text, read(text, &lookup))]
        }
        var markers: [String] = []
        if case .markers(let begin, let end) = pairing { markers = [begin, end] }
        let readings: [ItemReading] = LogTokenizer.items(of: line, keeping: markers).map { item in
            let text = item.trimmingSpaces
            return (text, read(text, &lookup))
        }
        // Each item of a listing is a call: `B -> viewDidLoad()`, whose arrow only sets the
        // receiver apart, is one line; so is `SceneDelegate -> WillEnterForeground`, a
        // delegate's method printed short, which only the receiver says is the scene's.
        let receiverOnly = { (text: String) in
            let words = naming.words(of: Substring(text))
            return !words.isEmpty && words.allSatisfy { naming.object(named: $0) != nil || naming.looksLikeReceiver($0) }
        }
        guard readings.count > 1, readings.contains(where: { $0.reading.hasMethod || $0.reading.skip?.isUnread == true }),
            readings.contains(where: { !$0.reading.hasMethod && receiverOnly($0.text) })
        else { return readings }
        let text = LogTokenizer.withoutComment(line).trimmingSpaces
        return [(text, read(text, &lookup))]
    }

    /// With `--pairs value`: the call line and the line after it read as one, when the
    /// line after holds no call, nothing that looks like one, and is no comment or blank.
    func valueLine(after readings: [ItemReading], _ line: Substring, _ next: Substring, _ lookup: inout CallbackLookup) -> [ItemReading]? {
        guard readings.contains(where: { $0.reading.hasMethod }), !CommentLines.isComment(next),
            Self.holdsNoCall(readItems(of: next, &lookup))
        else { return nil }
        return readTogether(line, next, &lookup)
    }

    /// With `--pairs receiver-first`: the line and the call line after it read as one, when
    /// the line holds no call, nothing that looks like one, and is no blank.
    func receiverLine(_ readings: [ItemReading], _ line: Substring, before next: Substring, _ lookup: inout CallbackLookup) -> [ItemReading]? {
        guard Self.holdsNoCall(readings), !CommentLines.isComment(next), readItems(of: next, &lookup).contains(where: { $0.reading.hasMethod })
        else { return nil }
        return readTogether(line, next, &lookup)
    }

    /// A line that holds no call, nothing that looks like one, and is no blank: a value or a
    /// receiver printed beside a call.
    static func holdsNoCall(_ readings: [ItemReading]) -> Bool {
        readings.allSatisfy { !$0.reading.hasMethod && $0.reading.skip?.isUnread != true && $0.reading.skip != .blank }
    }

    /// Two lines read as one (`--pairs value`, `--pairs receiver-first`).
    func readTogether(_ first: Substring, _ second: Substring, _ lookup: inout CallbackLookup) -> [ItemReading] {
        let text = first.trimmingSpaces + " " + second.trimmingSpaces
        return [(text, read(text, &lookup))]
    }

    /// Whether a word of the line names an object, or a class that may be one
    /// (`<Demo.BViewController: 0x…>`, `Category: BViewController`).
    func namesReceiver(_ line: Substring) -> Bool {
        naming.words(of: line).contains {
            naming.object(named: $0) != nil || naming.looksLikeReceiver($0)
        }
    }

    /// - Parameter printed: the whole line, for the scenePhase a change prints after an arrow
    ///   that split it into items (`onChange(of:) active -> inactive`).
    func record(_ readings: [ItemReading], line: Int, printed: Substring, in parsed: inout ParsedLog) {
        for (text, reading) in readings {
            for call in reading.calls {
                let phase =
                    call.callback.name == "onChange(of:)"
                    ? PhaseLines.newPhase(printed: String(printed), item: text) ?? WordedCalls.phase(in: printed) : nil
                var logged = LoggedCall(line: line, text: text, receiver: call.receiver, callback: call.callback, phase: phase, shared: call.shared)
                logged.printedWithoutReceiver = call.bare
                parsed.calls.append(logged)
            }
            if let skip = reading.skip { parsed.ignored.append(IgnoredLine(line: line, text: text, reason: skip)) }
            for (object, word) in reading.mentions where !parsed.mentions.contains(where: { $0.object == object }) {
                parsed.mentions.append(ObjectMention(object: object, line: line, word: word))
            }
        }
    }
}

private extension ConsoleLogParser {
    /// A call and its receiver, with the word on the line that named it (a class mapped to
    /// several objects names the next call's receiver too), and those objects when several
    /// could make the call.
    struct Attributed {
        var receiver: String
        var callback: CallbackSpec
        var word: String?
        var shared: SharedClass? = nil
        /// The call as printed, when no word of the line names its receiver: it went to the
        /// only object that makes the call.
        var bare: String?
    }

    /// The calls one line holds, and why (part of) it was not read.
    struct Reading {
        var calls: [Attributed] = []
        var skip: IgnoredLine.Reason?
        /// Whether a word of the line is a callback, read or not (its receiver unknown).
        var hasMethod = false
        /// App and scene delegates the line names by a class, and the word.
        var mentions: [(object: String, word: String)] = []

        mutating func note(_ reason: IgnoredLine.Reason) {
            if skip == nil || (reason.isUnread && skip?.isUnread == false) { skip = reason }
        }
    }

    /// The words of one line, what each names, and which are calls.
    struct Line {
        /// The text the words were read from.
        var text: String
        var words: [String]
        var named: [String?]
        var methods: [Int]
        /// Several calls whose receivers are written after them (`viewDidLoad: B, viewWillAppear: B`).
        var receiversFollow: Bool
    }

    /// Whether a word may be a shared base name printed for a call: `collectionView` is, but
    /// `application` and `scene` are English too, and stand for a call only beside an
    /// object's name (`AppDelegate application`).
    private func namesASharedBase(_ word: String, receiverOnLine: Bool) -> Bool {
        receiverOnLine || !LookalikeCalls.head(of: word).allSatisfy(\.isLowercase)
    }

    /// The kinds of the objects a sentence names, in any case (`Preparing anothercell for
    /// reuse`): a cell's life said in words is its only when the cell is its subject.
    private func subjectKinds(of words: [String], named: [String?]) -> Set<ObjectKind> {
        let lowered = Set(words.map { SpacedNames.bare($0).lowercased() })
        let byName = objects.keys.filter { lowered.contains($0.lowercased()) }
        let byClass = naming.classNames.filter { lowered.contains($0.key.lowercased()) }.flatMap(\.value)
        return Set((named.compactMap { $0 } + byName + byClass).compactMap { objects[$0] })
    }

    func read(_ text: String, _ lookup: inout CallbackLookup) -> Reading {
        var reading = Reading()
        guard !text.isEmpty else {
            reading.note(.blank)
            return reading
        }
        let printed = naming.words(of: Substring(text))
        var words = DeallocationWords.joined(JoinedNames.joined(SpacedNames.joining(spacedNames, in: printed))) {
            naming.object(named: $0) != nil
        }
        // `.onAppear { print("\(Self.self)") }` prints a view's name alone: `--call Home=onAppear`
        // says which call that is.
        if words.count == 1, naming.object(named: words[0]) != nil, let callback = callNames[words[0]] { words.append(callback) }
        let named = words.map(naming.object(named:))
        let callWords = words.indices.filter {
            named[$0] == nil && !lookup.callbacks(for: words[$0]).isEmpty && isEndingCall(at: $0, in: words, named: named)
        }
        // `B viewDidLoad before super.viewDidLoad()`: the super call names the call the line is in.
        let methods = callWords.filter { index in
            !(index > 0 && words[index - 1].lowercased() == "super"
                && callWords.contains { $0 != index && LookalikeCalls.head(of: words[$0]) == LookalikeCalls.head(of: words[index]) })
        }
        reading.hasMethod = !methods.isEmpty
        for (word, object) in zip(words, named) {
            // `app` and `app:` are the object's own name; anything else is a class standing for it.
            guard let object, word != object, word != object + ":", let kind = objects[object], Self.delegateKinds.contains(kind) else {
                continue
            }
            reading.mentions.append((object, word))
        }
        // A line that opens with a view model's lifetime call tells the order of the rest by
        // them: `BViewModel deinit, BViewController deinit`, but `HomeViewModel init, deinit B`.
        let receiversFirst =
            methods.first.map { first in
                named[..<first].contains { $0 != nil }
                    || (opensWithAnUnmodelledLifetime(words, first: first) && methods.count > 1
                        && named[(first + 1)..<methods[1]].contains { $0 != nil })
            } ?? false
        let line = Line(text: text, words: words, named: named, methods: methods, receiversFollow: methods.count > 1 && !receiversFirst)
        // A delegate named by its class (`[AppDelegate]`), not prose's "the app".
        let delegate = words.indices.lazy.compactMap { index -> ObjectKind? in
            guard let object = named[index], words[index] != object, let kind = self.objects[object] else { return nil }
            return Self.delegateKinds.contains(kind) ? kind : nil
        }.first
        let receiverOnLine = named.contains { $0 != nil }
        for index in words.indices where named[index] == nil && !methods.contains(index) {
            if let delegate, let method = LookalikeCalls.delegateMethod(shortenedTo: words[index], of: delegate) {
                reading.note(.handlerName(word: LookalikeCalls.head(of: words[index]), callbacks: [method]))
            } else if let reason = lookup.unreadReason(for: words[index]) {
                reading.note(reason)
            } else if let glued = callGluedToReceiver(words[index], &lookup) {
                reading.note(.runTogether(word: LookalikeCalls.head(of: words[index]), calls: glued))
            } else if methods.isEmpty, namesASharedBase(words[index], receiverOnLine: receiverOnLine),
                case let callbacks = lookup.sharedBaseCallbacks(for: words[index]), !callbacks.isEmpty
            {
                reading.note(.sharedBaseName(word: LookalikeCalls.head(of: words[index]), callbacks: callbacks))
            }
        }
        // `SceneDelegate scene`: a logger that keeps `#function` up to its `(` prints the
        // delegate's shared base, which is also the object's own name.
        if methods.isEmpty,
            let index = words.indices.dropFirst().first(where: {
                named[$0] != nil && words[$0] == named[$0] && named[$0 - 1] == named[$0] && words[$0 - 1] != named[$0]
            }),
            case let callbacks = lookup.sharedBaseCallbacks(for: words[index]), !callbacks.isEmpty
        {
            reading.note(.sharedBaseName(word: words[index], callbacks: callbacks))
        }
        guard !methods.isEmpty else {
            if let method = words.lazy.compactMap(LookalikeCalls.unmodelledName).first { reading.note(.notModelled(method: method)) }
            if let spaced = SpacedNames.lookalike(in: words, &lookup, receivable: Set(objects.values))
                ?? SpacedNames.taskWord(in: words, of: text, receivable: Set(objects.values))
                ?? SpacedNames.modifierWords(in: words, receivable: Set(objects.values))
                ?? SpacedNames.openingPhrase(in: words, of: text, receivable: Set(objects.values))
                ?? SpacedNames.lifeSentence(in: words, receivable: subjectKinds(of: words, named: named))
                ?? WordedCalls.phrase(in: words, receivable: Set(objects.values))
            {
                reading.note(.spacedName(phrase: spaced.phrase, callbacks: spaced.callbacks))
            }
            let said = words.indices.filter { named[$0] == nil && words[$0].contains { $0.isLetter } && !LogTokenizer.isLevelTag(words[$0]) }
            if said.count == 1, let notification = LookalikeCalls.appEventHandler(words[said[0]]) {
                reading.note(.handlerName(word: LookalikeCalls.head(of: words[said[0]]), callbacks: [notification]))
            }
            // `=== 👀 SheetView appeared ===`: a banner's closing marks do not go on after the word,
            // nor is a banner of `=` an assignment.
            let spoken = Array(words[..<(words.lastIndex { $0.contains { $0.isLetter || $0.isNumber } }.map { $0 + 1 } ?? 0)])
            let assigns = text.split(separator: " ").contains { $0.contains("=") && !($0.count >= 3 && $0.allSatisfy { $0 == "=" }) }
            let appearing = spoken.indices.lazy.compactMap { index -> (word: String, callbacks: [String])? in
                guard let object = named[index], let kind = objects[object] else { return nil }
                // `Data for B loaded` is prose: `loaded` only after the line's first word; and
                // `B didAppear = false` prints a property.
                let opens = index == words.firstIndex { !LogTokenizer.isLevelTag($0) }
                return (assigns ? nil : SpacedNames.appearanceWord(in: spoken, after: index, of: kind))
                    ?? SpacedNames.loadWord(in: spoken, after: index, of: kind, opensLine: opens)
                    ?? (absent[object] == nil ? SpacedNames.connectionWord(in: spoken, after: index, of: kind) : nil)
            }
            if let word = appearing.first ?? leadingAppearanceWord(in: words, named: named, text: text) {
                reading.note(.spacedName(phrase: word.word, callbacks: word.callbacks))
            } else if let other = appearingOtherReceiver(in: words, named: named, text: text) {
                reading.note(.unknownReceiver(other))
            }
            reading.note(.noCallback)
            return reading
        }
        var previous: Attributed?
        for position in methods.indices {
            switch attribute(position, in: line, &lookup, previous: previous) {
            case .success(let call):
                // `SecondViewController.viewWillDisappear(_:):36 - viewWillDisappear(_:)`: a
                // logger that prints the function (SwiftyBeaver, XCGLogger) and a message of
                // `#function` print one call twice, the message after the logger's ` - ` or ` > `.
                if methods.count == 2, let previous, previous.receiver == call.receiver, previous.callback == call.callback,
                    text.contains(" > ") || text.contains(" - ")
                {
                    continue
                }
                reading.calls.append(call)
                previous = call
            case .failure(let skip):
                reading.note(skip.reason)
            }
        }
        // `[ViewController.swift:159] keyboardWillShow(_:) > UIKeyboardWillShowNotification`:
        // the handler a logger names, beside the notification it handles, is that call.
        if case .handlerName(_, let handled)? = reading.skip, reading.calls.contains(where: { handled.contains($0.callback.name) }) {
            reading.skip = nil
        }
        return reading
    }

    /// `willAppear: NO`, `didDisappear: NO !!!`: an appearance call printed with its tense
    /// glued on and no object, as openradar 18246020 (2014) prints each call's `animated`
    /// (dev round 10, 2026-12-06). Only first on the line, after a level tag: prose puts
    /// words before it; and alone, or with a value after a colon: `didAppear = true` and
    /// `isAppearing: false` print a property. The call is named with its object when only
    /// one object makes it.
    func leadingAppearanceWord(in words: [String], named: [String?], text: String) -> (word: String, callbacks: [String])? {
        guard !named.contains(where: { $0 != nil }), !text.contains("="), let first = words.firstIndex(where: { !LogTokenizer.isLevelTag($0) })
        else { return nil }
        let lowered = words[first].lowercased()
        let values: Set<String> = ["yes", "no", "true", "false"]
        guard ["will", "did"].contains(where: { lowered.hasPrefix($0) && lowered.count > $0.count }),
            first + 1 == words.count || (words[first].hasSuffix(":") && first + 2 == words.count && values.contains(words[first + 1].lowercased()))
        else { return nil }
        var owners: [(object: String, word: String, callbacks: [String])] = []
        for (object, kind) in objects.sorted(by: { $0.key < $1.key }) {
            if let found = SpacedNames.appearanceWord(in: words, after: first - 1, of: kind) { owners.append((object, found.word, found.callbacks)) }
        }
        guard let owner = owners.first else { return nil }
        return (owner.word, owners.count == 1 ? owner.callbacks.map { "\(owner.object).\($0)" } : owner.callbacks)
    }

    /// `ContentView disappeared!` where no object is `ContentView`: a class that names no
    /// object, followed by a word of appearing or loading, is another receiver's call, not
    /// prose (trace-check trial, 2026-12-06: the line was dropped and the log agreed). A
    /// controller's class, or a view's among SwiftUI views; not a suffix alone (`View has
    /// appeared`, a tutorial's prose), nor UIKit's or WebKit's views (`WKWebView did load`).
    func appearingOtherReceiver(in words: [String], named: [String?], text: String) -> String? {
        guard !named.contains(where: { $0 != nil }), !text.contains("=") else { return nil }
        let amongSwiftUIViews = objects.values.contains(.swiftuiView)
        return words.indices.first { index in
            let word = SpacedNames.bare(words[index])
            guard naming.looksLikeReceiver(word), !naming.isBareSuffix(word), !word.prefix(3).allSatisfy(\.isUppercase) else { return false }
            if ["Controller", "VC"].contains(where: word.hasSuffix) {
                return SpacedNames.appearanceWord(in: words, after: index, of: .viewController) != nil
                    || SpacedNames.loadWord(in: words, after: index, of: .viewController, opensLine: false) != nil
            }
            return word.hasSuffix("View") && amongSwiftUIViews && SpacedNames.appearanceWord(in: words, after: index, of: .swiftuiView) != nil
        }.map { SpacedNames.bare(words[$0]) }
    }

    /// A delegate's class prints little but its callbacks, so a line naming it that reads
    /// as none is a launch line lost; a controller's or a view's class also prints touches,
    /// actions and helpers, which say nothing of its lifecycle calls (yangjie's log prints
    /// only A's touches while A disappears).
    static let delegateKinds: Set<ObjectKind> = [.app, .scene]

    /// `addObserver UIApplicationDidBecomeActiveNotification`, `A registered for …`,
    /// `removeObserver …`: a line about observing, not a notification heard.
    static func registersObserver(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return ["observer", "regist", "subscrib", "listen"].contains { lowered.contains($0) }
    }

    struct Skip: Error { var reason: IgnoredLine.Reason }

    /// The class whose `init` or `deinit` a line that names no object of the scenario prints,
    /// when the engine has no object of its kind (`HomeViewModel init`, `deinit
    /// Home.ViewModel`, `-[HomeViewModel dealloc]`, `DemoApp.init()`): the word beside the
    /// call, not one further off, which may be an argument (`onAppear, viewModel: <…>`).
    /// Only a bare initializer: `init(coder:)` and its kin are a controller's or a view's.
    func unmodelledLifetime(of method: Int, in line: Line) -> String? {
        guard Self.isBareLifetime(line.words[method]) else { return nil }
        return [method - 1, method + 1].lazy.filter { line.words.indices.contains($0) }
            .compactMap { naming.unmodelledReceiver(line.words[$0]) }.first
    }

    /// `B deinit`, and `Deinit B` or `B deInit` in another case on a line of an object (or a
    /// view model) and that word alone; not `Dealloc test started`, `A Deinit pending` or
    /// `DEINIT CHECK`, prose, nor `B leaked: no deinit`. A word `--call` names is its call.
    /// True for any word that is no deinit.
    func isEndingCall(at index: Int, in words: [String], named: [String?]) -> Bool {
        let word = words[index]
        guard SelectorTranslation.isEnding(word), callNames[word] == nil else { return true }
        if index > 0, ["no", "not", "never", "without", "missing"].contains(words[index - 1].lowercased()) { return false }
        if LookalikeCalls.head(of: word).allSatisfy(\.isLowercase) { return true }
        let other = 1 - index
        return words.count == 2 && (named[other] != nil || naming.unmodelledReceiver(words[other]) != nil)
    }

    /// The class a receiver-like word belongs to: the word itself (`DetailView`), or, when
    /// it is a bare suffix such as `View` or `Controller`, the run of capitalised words it is
    /// part of as printed (`First View Controller` in `View Did Load First View Controller`);
    /// not a tag (`[Lifecycle]`, `MyApp:`) nor an article or preposition (`The View`).
    func classPhrase(around index: Int, in line: Line) -> String {
        guard naming.isBareSuffix(line.words[index]) else { return line.words[index] }
        let joins = { (position: Int) in
            let word = line.words[position]
            return word.first?.isUppercase == true && !word.hasSuffix(":") && line.named[position] == nil && !line.methods.contains(position)
                && !LogTokenizer.isLevelTag(word)
        }
        let printed = { (range: ClosedRange<Int>) in line.text.contains(line.words[range].joined(separator: " ")) }
        var start = index
        while start > 0, joins(start - 1), printed((start - 1)...index) { start -= 1 }
        // `Sign In View` keeps its `In`; `The View` and `In View` are the view.
        while start < index, Self.functionWords.contains(line.words[start].lowercased()) { start += 1 }
        var end = index
        while end + 1 < line.words.count, joins(end + 1), printed(start...(end + 1)) { end += 1 }
        return line.words[start...end].joined(separator: " ")
    }

    static let functionWords: Set<String> = ["the", "a", "an", "in", "on", "at", "to", "for", "of", "from"]

    /// `onAppearLink`, `onAppearnavigation`: a call and the receiver of the next print run
    /// together, as where a blog's page lost the line break between two lines. The call and
    /// the receiver, or nil.
    func callGluedToReceiver(_ word: String, _ lookup: inout CallbackLookup) -> [String]? {
        let name = LookalikeCalls.head(of: word)
        guard name.count > 1, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        // The call comes first and no callback's name is this long in any spelling: a word
        // of thousands of letters (pasted data) is tried at its first few splits only.
        for split in name.indices.dropFirst().prefix(Self.longestCallName) {
            let receiver = String(name[split...])
            // `tasks` with an object `s` is a plural, not `task` and `s`.
            guard receiver.count > 1 || receiver.first?.isUppercase == true,
                naming.object(named: receiver) != nil || classFirstWords.contains(receiver.lowercased())
            else { continue }
            let call = String(name[..<split])
            if !lookup.callbacks(for: call).isEmpty { return [call, receiver] }
        }
        return nil
    }

    static let longestCallName = 128

    static func isBareLifetime(_ word: String) -> Bool {
        ["init", "init()"].contains(word) || SelectorTranslation.isEnding(word)
    }

    /// A line that opens with a view model's or a coordinator's `init` or `deinit`
    /// (`BViewModel deinit, BViewController deinit`) names each call's receiver before it;
    /// not one whose class is a tag (`NavCoordinator: viewWillDisappear B, viewWillAppear A`).
    func opensWithAnUnmodelledLifetime(_ words: [String], first method: Int) -> Bool {
        guard method > 0, Self.isBareLifetime(words[method]), !words[method - 1].hasSuffix(":") else { return false }
        return naming.unmodelledReceiver(words[method - 1]).map { !$0.hasSuffix("App") } ?? false
    }

    func attribute(_ position: Int, in line: Line, _ lookup: inout CallbackLookup, previous: Attributed?) -> Result<Attributed, Skip> {
        let method = line.methods[position]
        let word = line.words[method]
        let callbacks = lookup.callbacks(for: word)
        let printed = printedPhrases[word] ?? word
        // `application(_:didDiscardSceneSessions:) [<UISceneSession …; delegateClass = SceneDelegate>]`:
        // an application method is the app's, whatever the description of its argument names.
        let isAppMethod = callbacks[.app] != nil && LookalikeCalls.head(of: word).hasPrefix("application")
        let zone = receiverZone(of: position, in: line).filter { !isAppMethod || $0 < method }
        // `[AViewController.swift:20] viewDidLoad() > BViewController`: a logger's file column
        // names where the code is (a base class's file, XCGLogger's default format), the
        // message the object it printed, so a class the message names comes first.
        let inFileColumn = { (index: Int) in Self.namesSourceFile(line.words[index], in: line.text) ? 1 : 0 }
        let nearest = zone.filter { line.named[$0] != nil }
            .sorted {
                (inFileColumn($0), Self.side($0, of: method), abs($0 - method)) < (inFileColumn($1), Self.side($1, of: method), abs($1 - method))
            }
        var receiver = nearest.first.flatMap { line.named[$0] }
        var receiverWord = nearest.first.map { line.words[$0] }
        // `--call backgrounding=app.didEnterBackgroundNotification`: the object's call, unless
        // the line names another object that makes it (`B viewWillAppear` stays B's).
        if let owner = callOwners[word] ?? callOwners[LookalikeCalls.head(of: word)], let kind = objects[owner],
            let callback = callbacks[kind],
            receiver.flatMap({ objects[$0] }).flatMap({ callbacks[$0] }) == nil
                || receiverWord.map({ naming.objects(named: $0).contains(owner) }) == true
        {
            if let why = absent[owner] { return .failure(Skip(reason: .outsideScenario(object: owner, why: why))) }
            return .success(Attributed(receiver: owner, callback: callback, word: nil))
        }
        // `--call 'awakeFromNib()=MyCell.awakeFromNib()'`, MyCell mapped to cells: the line is
        // the class's, as if it printed it (`CallOwners`).
        if let owner = callOwners[word] ?? callOwners[LookalikeCalls.head(of: word)], objects[owner] == nil,
            let first = naming.objects(named: owner).first,
            receiver.flatMap({ objects[$0] }).flatMap({ callbacks[$0] }) == nil
        {
            receiver = first
            receiverWord = owner
        }
        if receiver == nil, let name = unmodelledLifetime(of: method, in: line) {
            return .failure(Skip(reason: .notModelled(method: "\(name) \(word)")))
        }
        // Neither class is mapped: the hint names the message's before the file column's.
        let others = zone.filter { $0 != method && naming.looksLikeReceiver(line.words[$0]) }
        if receiver == nil, let other = others.first(where: { inFileColumn($0) == 0 }) ?? others.first {
            return .failure(Skip(reason: .unknownReceiver(classPhrase(around: other, in: line))))
        }
        var inheritsBare = false
        if receiver == nil, line.methods.count > 1, let previous {
            receiver = previous.receiver
            receiverWord = previous.word
            inheritsBare = previous.bare != nil
        }
        if let receiverWord {
            // A class mapped to several objects is the one of them that makes this call; when
            // several can, the engine's order decides (`SharedClassOrder`), the first meanwhile.
            let standsFor = naming.objects(named: receiverWord)
            let fitting = standsFor.compactMap { object in
                objects[object].flatMap { callbacks[$0] }.map { SharedClass.Candidate(object: object, callback: $0) }
            }
            if standsFor.count > 1, fitting.count > 1 {
                let shared = SharedClass(className: receiverWord, candidates: fitting)
                return .success(Attributed(receiver: fitting[0].object, callback: fitting[0].callback, word: receiverWord, shared: shared))
            }
            if let only = fitting.first { receiver = only.object }
        }
        let able = objects.keys.sorted().filter { absent[$0] == nil && objects[$0].flatMap { callbacks[$0] } != nil }
        if let receiver {
            if let why = absent[receiver] { return .failure(Skip(reason: .outsideScenario(object: receiver, why: why))) }
            if let kind = objects[receiver], let callback = callbacks[kind] {
                return .success(Attributed(receiver: receiver, callback: callback, word: receiverWord, bare: inheritsBare ? printed : nil))
            }
            // A delegate call printed by the delegate (`-[A navigationController:didShowViewController:animated:]`)
            // is the container's call.
            if callbacks.values.contains(where: { [.navigation, .presentation].contains($0.group) }), able.count == 1,
                let callback = callbacks[objects[able[0]]!]
            {
                return .success(Attributed(receiver: able[0], callback: callback, word: nil))
            }
            // `[ViewControllerA.swift:155] appDidBecomeActive(_:) > UIApplicationDidBecomeActiveNotification`:
            // an observer prints the notification it heard, which its poster posts, the one
            // object that makes the call (a logger's file column names the observer).
            if able.count == 1, let callback = callbacks[objects[able[0]]!], callback.group == .notifications,
                word.hasSuffix("Notification") || word.hasSuffix("Notification:"), !Self.registersObserver(line.text)
            {
                return .success(Attributed(receiver: able[0], callback: callback, word: nil))
            }
            // `tableView(_:willDisplay:forRowAt:) <Demo.MyCell: 0x…>` (`print(#function, cell)` in
            // the delegate): a cell on the line of a call that takes a cell is its argument,
            // and the call the one table's or collection view's. On the line of the call that
            // returns it, the cell was printed after the dequeue, so after the cell's own calls
            // the call makes: the line is the call's, but not its place.
            if [.cell, .collectionCell].contains(objects[receiver]), able.count == 1,
                let callback = callbacks[objects[able[0]]!], [.tableView, .collectionView].contains(objects[able[0]])
            {
                if callback.signature.contains("cell:") {
                    return .success(Attributed(receiver: able[0], callback: callback, word: nil))
                }
                // `tableView(_:cellForRowAt:) <Demo.MyCell: 0x…>`: the cell it returns.
                if callback.signature.hasSuffix("Cell") {
                    return .failure(Skip(reason: .returnedCell(method: printed, owner: able[0])))
                }
            }
            // `v willMove`: a view has two calls of that name, and the line does not say which.
            if let kind = objects[receiver] {
                let own = Set(Vocabulary.callbacks(of: kind).map(\.name))
                let shared = lookup.sharedBaseCallbacks(for: word).filter(own.contains)
                if shared.count > 1 { return .failure(Skip(reason: .sharedBaseName(word: printed, callbacks: shared))) }
            }
            // An object whose calls are traced never makes this one: when another object of
            // the scenario does, the line is that object's, printed by a class the map gives
            // to this one only (a controller that is a field's delegate). The app and scene
            // delegates are classes of their own: a controller printing
            // `applicationDidBecomeActive` names its handler of the notification after them.
            let owners = able.filter { $0 != receiver && !Self.delegateKinds.contains(objects[$0]!) }
            if objects[receiver]?.tracesUIKitCalls == true, !owners.isEmpty {
                return .failure(Skip(reason: .callOfAnotherObject(object: receiver, method: printed, owners: owners)))
            }
            return .failure(Skip(reason: .notACallbackOf(object: receiver, method: printed)))
        }
        switch able.count {
        case 1: return .success(Attributed(receiver: able[0], callback: callbacks[objects[able[0]]!]!, word: nil, bare: printed))
        case 0:
            // `Download task started`, `URLSession task started: …` in a scenario with no
            // SwiftUI view: the English word, not a `.task` nobody declared (a noise trial,
            // 2026-12-07).
            if ["task", "taskCancelled", "taskNotCancelled"].contains(printed), !objects.values.contains(.swiftuiView) {
                return .failure(Skip(reason: .noCallback))
            }
            let missing = absent.keys.sorted().first { objects[$0].flatMap { callbacks[$0] } != nil }
            guard let missing, let why = absent[missing] else { return .failure(Skip(reason: .noObjectReceives(method: printed))) }
            return .failure(Skip(reason: .outsideScenario(object: missing, why: why)))
        default:
            let names = able.map { callbacks[objects[$0]!]!.name }
            return .failure(Skip(reason: .ambiguousReceiver(method: printed, candidates: able, callbacks: names)))
        }
    }

    /// Where a call's receiver may be written: the whole line for a lone call; with
    /// several, the words between it and the call before it (or the next, when receivers
    /// follow their calls).
    func receiverZone(of position: Int, in line: Line) -> [Int] {
        let methods = line.methods
        guard methods.count > 1 else { return Array(line.words.indices) }
        if line.receiversFollow {
            let end = position + 1 < methods.count ? methods[position + 1] : line.words.count
            return Array((methods[position] + 1)..<end)
        }
        let start = position == 0 ? 0 : methods[position - 1] + 1
        return Array(start..<methods[position])
    }

    /// Whether `word` is printed as a source file's name with its line (`AViewController.swift:20`).
    static func namesSourceFile(_ word: String, in text: String) -> Bool {
        text.contains(word + ".swift:") || text.contains(word + ".m:")
    }

    /// Receivers before the method come first (`B viewDidLoad`), then those after it.
    static func side(_ index: Int, of method: Int) -> Int {
        index > method ? 1 : 0
    }
}

private extension Substring {
    var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
