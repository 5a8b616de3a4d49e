public import LifecycleModel

/// Reads a console log captured from a real app into calls on a scenario's objects.
///
///     let parser = ConsoleLogParser(objects: ["A": .viewController, "B": .viewController])
///     parser.parse("B  viewDidLoad\n------Before Push------\n-[AViewController viewWillDisappear:]")
///     // calls: B.viewDidLoad() (line 1), A.viewWillDisappear(_:) (line 3); ignored: line 2
///
/// Each line (or each item of a one-line listing, see `LogTokenizer.items(of:)`) is split
/// into words. The first word that is a callback of some object's kind is the method; the
/// receiver is the nearest word naming an object (`ReceiverNaming`), before the method
/// first, then after it. A line that names no receiver at all goes to the only object whose
/// kind has that callback. Nothing here throws: an unreadable line is an `IgnoredLine`.
public struct ConsoleLogParser: Sendable {
    let objects: [String: ObjectKind]
    let naming: ReceiverNaming

    /// - Parameters:
    ///   - objects: the scenario's objects by name, the implicit `app` and `scene` included.
    ///   - classNames: class name as the log prints it → object name (`--map B=DetailVC`).
    public init(objects: [String: ObjectKind], classNames: [String: String] = [:]) {
        self.objects = objects
        naming = ReceiverNaming(objects: objects, classNames: classNames)
    }

    public func parse(_ log: String) -> ParsedLog {
        var parsed = ParsedLog()
        var lookup = CallbackLookup(kinds: objects.values)
        var lines = log.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for (offset, line) in lines.enumerated() {
            for item in LogTokenizer.items(of: line) {
                let text = item.trimmingSpaces
                switch read(text, &lookup) {
                case .success(let call):
                    parsed.calls.append(LoggedCall(line: offset + 1, text: text, receiver: call.receiver, callback: call.callback))
                case .failure(let skip):
                    parsed.ignored.append(IgnoredLine(line: offset + 1, text: text, reason: skip.reason))
                }
            }
        }
        return parsed
    }
}

private extension ConsoleLogParser {
    struct Attributed { var receiver: String; var callback: CallbackSpec }
    struct Skip: Error { var reason: IgnoredLine.Reason }

    func read(_ text: String, _ lookup: inout CallbackLookup) -> Result<Attributed, Skip> {
        guard !text.isEmpty else { return .failure(Skip(reason: .blank)) }
        let words = LogTokenizer.words(of: Substring(text))
        let named = words.map(naming.object(named:))
        guard let method = words.indices.first(where: { named[$0] == nil && !lookup.callbacks(for: words[$0]).isEmpty }) else {
            return .failure(Skip(reason: .noCallback))
        }
        let callbacks = lookup.callbacks(for: words[method])
        let callback = { (object: String) in objects[object].flatMap { callbacks[$0] } }
        let nearest = words.indices.filter { named[$0] != nil }
            .sorted { (Self.side($0, of: method), abs($0 - method)) < (Self.side($1, of: method), abs($1 - method)) }
        if let receiver = nearest.first.flatMap({ named[$0] }) {
            guard let found = callback(receiver) else {
                return .failure(Skip(reason: .notACallbackOf(object: receiver, method: words[method])))
            }
            return .success(Attributed(receiver: receiver, callback: found))
        }
        if let other = words.indices.first(where: { $0 != method && naming.looksLikeReceiver(words[$0]) }) {
            return .failure(Skip(reason: .unknownReceiver(words[other])))
        }
        let able = objects.keys.sorted().filter { callback($0) != nil }
        guard able.count == 1, let found = callback(able[0]) else {
            return .failure(Skip(reason: .ambiguousReceiver(method: words[method], candidates: able)))
        }
        return .success(Attributed(receiver: able[0], callback: found))
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
