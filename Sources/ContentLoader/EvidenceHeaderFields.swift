internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

/// The header fields of a recorded log that need more than a string: the source's web
/// address, its date, the receiver mapping and what the app printed.
extension EvidenceLogReader {
    /// A recording is cited by its address on the web, so readers can go and look.
    func webURL(_ node: YAMLNode, _ reader: FileReader) -> String? {
        guard let value = reader.string(node, "url") else { return nil }
        guard ["https://", "http://"].contains(where: value.lowercased().hasPrefix), !value.contains(" ") else {
            reader.error(
                "schema.url", at: node, "url '\(value)' must be the web address of the source, starting with https:// or http://",
                hint: "a log whose source cannot be linked cannot be checked by readers; leave it out")
            return nil
        }
        return value
    }

    /// `2022-11-29`, `2022-11` or `2022`: as precise as the source dates itself.
    func date(_ node: YAMLNode, _ reader: FileReader) -> String? {
        guard let value = reader.string(node, "published") else { return nil }
        let parts = value.split(separator: "-", omittingEmptySubsequences: false)
        let widths = [4, 2, 2]
        let valid =
            (1...3).contains(parts.count)
            && zip(parts, widths).allSatisfy { part, width in part.count == width && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) }
        guard valid else {
            reader.error("schema.value", at: node, "published '\(value)' is not a date", hint: "write YYYY-MM-DD, YYYY-MM or YYYY")
            return nil
        }
        return value
    }

    /// `[appearance, viewDidLoad, B.deinit]`: what the app printed, in `only:` words, for
    /// every mapped object or (`B.deinit`) for one.
    /// - Parameter objects: those the log shows: the map's, and those `calls:` gives calls to.
    func instrumented(_ node: YAMLNode, objects: [String], _ reader: FileReader) -> [Located<String>]? {
        guard let elements = reader.sequence(node, "instrumented") else { return nil }
        let words = Vocabulary.filterWords
        let items = elements.compactMap { element -> Located<String>? in
            guard let item = reader.string(element, "an 'instrumented' item") else { return nil }
            let dot = item.firstIndex(of: ".")
            let word = dot.map { String(item[item.index(after: $0)...]) } ?? item
            if let dot, !objects.contains(String(item[..<dot])) {
                let object = String(item[..<dot])
                reader.error(
                    "schema.value", at: element, "'\(object)' in '\(item)' is not an object of the log's map or calls",
                    hint: Suggestion.hint(for: object, in: objects) ?? "map it first, or drop the object prefix")
                return nil
            }
            guard words.contains(word) else {
                reader.error(
                    "schema.only", at: element, "'\(word)' is neither a callback group nor a callback name",
                    hint: Vocabulary.suggestedFilterWord(for: word).map { "did you mean '\($0)'?" }
                        ?? "write the callbacks the app printed, as in 'only:'")
                return nil
            }
            return Located(item, at: reader.location(element))
        }
        if elements.isEmpty {
            reader.error("schema.value", at: node, "instrumented must name at least one callback or group")
            return nil
        }
        return items.count == elements.count ? items : nil
    }

    /// `[begin, end]`, `[->, <-]` or `value`: how the log prints one call on two lines.
    func pairing(_ node: YAMLNode, _ reader: FileReader) -> LinePairing? {
        let hint =
            "write pairs: [begin, end] with the log's two markers, pairs: value for a call whose value is printed on the next line, "
            + "or pairs: receiver-first for a call whose receiver is printed on the line before"
        if let elements = node.elements {
            let markers = elements.compactMap { reader.string($0, "a 'pairs' marker") }
            guard markers.count == elements.count else { return nil }
            if markers.count == 2, let pairing = LinePairing(begin: markers[0], end: markers[1]) { return pairing }
            reader.error("schema.value", at: node, "pairs must name two different markers, without spaces", hint: hint)
            return nil
        }
        guard let value = reader.string(node, "pairs") else { return nil }
        if let pairing = LinePairing(value) { return pairing }
        reader.error("schema.value", at: node, "pairs '\(value)' is neither [BEGIN, END], value nor receiver-first", hint: hint)
        return nil
    }

    /// `{ keyboardWillShow: keyboardWillShowNotification }`: a name the app printed → the
    /// callback it stands for, or an object's (`{ backgrounding: app.didEnterBackgroundNotification }`).
    func calls(_ node: YAMLNode, _ reader: FileReader) -> [EvidenceLog.CallName] {
        guard let pairs = node.pairs else {
            reader.error("schema.type", at: node, "calls must be a mapping from printed names to callbacks, found \(reader.describe(node))")
            return []
        }
        var entries: [EvidenceLog.CallName] = []
        for pair in pairs {
            guard let printed = reader.string(pair.key, "a printed name"), let written = reader.string(pair.value, "a callback name") else {
                continue
            }
            let callback = Vocabulary.withoutFrameworkType(written)
            guard Vocabulary.namesACallback(callback) || Vocabulary.ownedCallback(callback) != nil else {
                reader.error(
                    "schema.value", at: pair.value, "'\(callback)' is no callback",
                    hint: Vocabulary.callNameHint(for: callback) ?? "write a callback's Swift name")
                continue
            }
            if entries.contains(where: { $0.printed.value == printed }) {
                reader.error("schema.duplicate-key", at: pair.key, "'\(printed)' is given twice")
                continue
            }
            entries.append(EvidenceLog.CallName(printed: Located(printed, at: reader.location(pair.key)), callback: callback))
        }
        return entries
    }

    /// `{ A: ViewController, B: DetailViewController }`: object name → class in the log.
    func map(_ node: YAMLNode, _ reader: FileReader) -> [EvidenceLog.MapEntry] {
        guard let pairs = node.pairs else {
            reader.error("schema.type", at: node, "map must be a mapping from object names to class names, found \(reader.describe(node))")
            return []
        }
        if pairs.isEmpty {
            reader.error("schema.value", at: node, "map must name at least one object", hint: "for example { A: ViewController }")
        }
        var entries: [EvidenceLog.MapEntry] = []
        for pair in pairs {
            guard let name = reader.string(pair.key, "an object name"), let printed = reader.string(pair.value, "a class name") else {
                continue
            }
            guard FileReader.isValidObjectName(name) else {
                reader.error("schema.object-name", at: pair.key, "'\(name)' is not a valid object name", hint: "name an object of the scenario")
                continue
            }
            if entries.contains(where: { $0.object.value == name }) {
                reader.error("schema.duplicate-key", at: pair.key, "object '\(name)' is mapped twice")
                continue
            }
            // Trimmed as `--map` trims it: the log's words never end in a space.
            let className = String(printed.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
            guard !className.isEmpty else {
                reader.error("schema.value", at: pair.value, "'\(printed)' is not a class name", hint: "write the class as the log prints it")
                continue
            }
            entries.append(EvidenceLog.MapEntry(object: Located(name, at: reader.location(pair.key)), className: className))
        }
        return entries
    }
}
