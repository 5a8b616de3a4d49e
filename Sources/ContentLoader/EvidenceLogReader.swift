internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

/// One `Content/evidence/ID.log`: a YAML header between `---` lines, then the log lines,
/// verbatim. The header goes through YAMLSupport like every other YAML text, its marks
/// shifted by the opening line, so a mistake in it is reported at its `file:line:col`.
struct EvidenceLogReader {
    let path: String
    let id: String
    /// Whether the header must say where the log comes from and what it covers (a log of
    /// the site), or may give only how to read it (a log given to trace-check).
    var isEvidence = true

    func log(from text: String, _ diagnostics: inout DiagnosticBag) -> EvidenceLog? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first.map(Self.isFence) == true, let end = lines.dropFirst().firstIndex(where: Self.isFence) else {
            diagnostics.error(
                "lifeline.evidence.header", at: .start(of: path), "a recorded log must start with a header between '---' lines",
                hint: "write ---, then title, url, action, map and instrumented (and published, ios, …), then ---, then the log lines")
            return nil
        }
        let reader = FileReader(path: path, lineOffset: 1)
        let header = lines[1..<end].joined(separator: "\n")
        let node: YAMLNode?
        do {
            node = try YAMLParser.parse(Array(header.utf8))
        } catch {
            diagnostics.append(YAMLMistakes.diagnostic(for: error, in: header, path: path, lineOffset: 1))
            return nil
        }
        guard let node else {
            reader.error(
                "schema.missing-key", at: .start(of: path), "the header of a recorded log is empty",
                hint: "give at least title, url and action")
            diagnostics.append(contentsOf: reader.diagnostics.all)
            return nil
        }
        let log = read(node, reader, body: lines[(end + 1)...].joined(separator: "\n"), bodyStartLine: end + 2)
        diagnostics.append(contentsOf: reader.diagnostics.all)
        return log
    }

    static func isFence(_ line: Substring) -> Bool {
        line.trimmingCharacters(in: [" ", "\r"]) == "---"
    }
}

private extension EvidenceLogReader {
    func read(_ node: YAMLNode, _ reader: FileReader, body: String, bodyStartLine: Int) -> EvidenceLog? {
        guard var fields = Fields(node, "the header of a recorded log", reader: reader) else { return nil }
        func field(_ key: String) -> YAMLNode? { isEvidence ? fields.required(key) : fields.optional(key) }
        let title = field("title").flatMap { reader.string($0, "title") }
        let url = field("url").flatMap { webURL($0, reader) }
        let action = field("action").flatMap { reader.string($0, "action") }
        var provenance = EvidenceLog.Provenance(title: title ?? "", url: url ?? "", action: action ?? "")
        if let node = fields.optional("lang"), let language = reader.string(node, "lang") {
            if FileReader.isLanguageTag(language) {
                provenance.language = language
            } else {
                reader.error(
                    "schema.language", at: node, "'\(language)' is not a language tag",
                    hint: "the title's language, for example 'zh-Hans', 'ja' or 'ko'")
            }
        }
        provenance.author = fields.optional("author").flatMap { reader.string($0, "author") }
        provenance.published = fields.optional("published").flatMap { date($0, reader) }
        provenance.ios = fields.optional("ios").flatMap { reader.string($0, "ios") }
        provenance.device = fields.optional("device").flatMap { reader.string($0, "device") }
        provenance.animated = fields.optional("animated").flatMap { reader.bool($0, "animated") }
        provenance.excerpt = fields.optional("excerpt").flatMap { reader.string($0, "excerpt") }
        for key in ["action", "ios", "excerpt"] {
            if let node = fields.keyNode(key) { provenance.fieldLocations[key] = reader.location(node) }
        }
        let map = field("map").map { self.map($0, reader) }
        let calls = fields.optional("calls").map { self.calls($0, reader) } ?? []
        // A class the map gives to several objects stands for them (`CallOwners`).
        let owners = calls.compactMap { Vocabulary.ownedCallback($0.callback)?.object }.flatMap { owner in
            let objects = (map ?? []).filter { $0.className == owner }.map(\.object.value)
            return objects.isEmpty ? [owner] : objects
        }
        let instrumented = field("instrumented").flatMap { self.instrumented($0, objects: (map ?? []).map(\.object.value) + owners, reader) }
        let pairing = fields.optional("pairs").flatMap { self.pairing($0, reader) }
        fields.finish()
        guard !isEvidence || (title != nil && url != nil && action != nil && map != nil && instrumented != nil) else { return nil }
        return EvidenceLog(
            id: id, provenance: provenance, map: map ?? [], instrumented: instrumented ?? [], body: body, bodyStartLine: bodyStartLine,
            location: .start(of: path), pairing: pairing, calls: calls)
    }
}

private extension Substring {
    func trimmingCharacters(in set: Set<Character>) -> Substring {
        var text = self
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return text
    }
}
