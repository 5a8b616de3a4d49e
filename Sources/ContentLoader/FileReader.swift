internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel
internal import MarkdownSupport

/// Reading one YAML file: its diagnostics, and the typed accessors the per-section
/// loaders use. Every problem is recorded here and reading carries on.
final class FileReader {
    let path: String
    /// Lines before the YAML text in its file (front matter starts on line 2).
    let lineOffset: Int
    /// The languages site.yaml declares; prose in any other is a mistake. Empty: any.
    let languages: Set<String>
    private(set) var diagnostics = DiagnosticBag()
    /// Whether a lifecycle file's own fields (id, title, object, config), which every
    /// scenario of the file rests on, were read without errors.
    var headerIsComplete = true
    /// Whether prose parsed for its links keeps its HTML for the renderer.
    var keepsProseHTML = false
    /// The `lifeline-calls` references met in the file's prose so far (body, notes).
    var proseEmbeds: [Located<OrderEmbed>] = []
    /// The links met in the file's prose so far, and the text they are mapped back to.
    var proseLinks: [Located<ProseLink>] = []
    /// The file's lines, split once for every prose field whose places are mapped back.
    var sourceLines: [Substring] = []
    /// The id of the lifecycle being read, for the pages its prose is shown on.
    var lifecycleID = ""
    /// Names the current scenario declares but whose declaration was reported (an unknown
    /// kind): uses of them are not reported again, so one mistake gives one error.
    var unusableObjects: Set<String> = []
    /// `unusableObjects` of every scenario read, by id, for claims that name its objects.
    var unusableObjectsByScenario: [String: Set<String>] = [:]

    init(path: String, lineOffset: Int = 0, languages: Set<String> = []) {
        self.path = path
        self.lineOffset = lineOffset
        self.languages = languages
    }

    var errorCount: Int { diagnostics.errorCount }

    func location(_ node: YAMLNode) -> SourceLocation {
        location(node.mark)
    }

    func location(_ mark: Mark) -> SourceLocation {
        SourceLocation(file: path, line: mark.line + lineOffset, column: mark.column)
    }

    func error(_ id: String, at node: YAMLNode, _ summary: String, hint: String? = nil) {
        diagnostics.error("lifeline.\(id)", at: location(node), summary, hint: hint)
    }

    func error(_ id: String, at location: SourceLocation, _ summary: String, hint: String? = nil) {
        diagnostics.error("lifeline.\(id)", at: location, summary, hint: hint)
    }

    func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Something that does not stop the build; `--strict` makes it an error.
    func warning(_ id: String, at location: SourceLocation, _ summary: String, hint: String? = nil) {
        diagnostics.append(Diagnostic(.warning, id: "lifeline.\(id)", at: location, summary, hint: hint))
    }

    // MARK: Scalars

    /// Any scalar as text; collections are a type error.
    func string(_ node: YAMLNode, _ what: String) -> String? {
        guard let scalar = node.scalar else {
            if let pair = node.pairs?.first, node.pairs?.count == 1, let key = pair.key.scalar, let value = pair.value.scalar,
                key.style == .plain, value.style == .plain, !value.value.isEmpty
            {
                // `[appearance, viewDidLoad: x]`: YAML read one item as a key and its value.
                error(
                    "yaml.unquoted-colon", at: location(pair.key.endMark), "': ' inside an unquoted item makes it a key and a value",
                    hint: "put the item in quotes: \"\(key.value): \(value.value)\"")
                return nil
            }
            error("schema.type", at: node, "\(what) must be a string, found a \(node.kindName)")
            return nil
        }
        return scalar.value
    }

    /// YAML 1.2's core booleans, as an editor's YAML extension reads them (so the editor
    /// schema and `check` agree on `False`).
    func bool(_ node: YAMLNode, _ what: String) -> Bool? {
        switch node.scalar.map({ ($0.value, $0.style) }) {
        case ("true", .plain)?, ("True", .plain)?, ("TRUE", .plain)?: return true
        case ("false", .plain)?, ("False", .plain)?, ("FALSE", .plain)?: return false
        default:
            error(
                "schema.type", at: node, "\(what) must be true or false, found \(describe(node))",
                hint: "write true or false without quotes")
            return nil
        }
    }

    /// A plain number YAML 1.2's core schema reads with a whole value (`17`, `17.0`,
    /// `0x11`), as the editor schema's `integer` accepts them.
    func int(_ node: YAMLNode, _ what: String, in range: ClosedRange<Int>) -> Int? {
        guard let scalar = node.scalar, scalar.style == .plain, let value = Self.coreInteger(scalar.value) else {
            error("schema.type", at: node, "\(what) must be an integer, found \(describe(node))")
            return nil
        }
        guard range.contains(value) else {
            error("schema.range", at: node, "\(what) must be between \(range.lowerBound) and \(range.upperBound), found \(value)")
            return nil
        }
        return value
    }

    /// An id the site uses in file names and URLs.
    func id(_ node: YAMLNode, _ what: String) -> String? {
        guard let value = string(node, what) else { return nil }
        guard Self.isValidID(value) else {
            error(
                "schema.id", at: node, "\(what) '\(value)' is not a valid id",
                hint: "use lower-case letters, digits and '-' only, e.g. '\(Self.suggestedID(for: value))'")
            return nil
        }
        guard value.utf8.count <= Self.maximumIDLength else {
            error(
                "schema.id-length", at: node, "\(what) is \(value.utf8.count) characters long; ids may be at most \(Self.maximumIDLength)",
                hint: "ids become file names and URLs; choose a shorter one")
            return nil
        }
        return value
    }

    /// Ids become file and folder names (`ID.html`, `ID/index.html`); file systems allow
    /// 255 bytes a name, and a hundred leaves room for what the site adds.
    static let maximumIDLength = 100

    /// Markdown prose (a body, notes): text held to `MarkdownLimits`, reported at the value.
    func prose(_ node: YAMLNode, _ what: String, language: String) -> LocalizedText? {
        guard let text = text(node, what, language: language) else { return nil }
        for translation in text.translations {
            guard let violation = MarkdownLimits.violation(in: translation.text) else { continue }
            let line = MarkdownProse.position(ofByte: violation.offset, in: translation.text).line
            error("content.prose-limit", at: node, "\(what): \(violation.message) (at line \(line) of the text)", hint: violation.hint)
            return nil
        }
        return text
    }

    func choice(_ node: YAMLNode, _ what: String, _ values: [String]) -> String? {
        guard let value = string(node, what) else { return nil }
        guard values.contains(value) else {
            let hint = Suggestion.hint(for: value, in: values) ?? "one of: \(values.joined(separator: ", "))"
            error("schema.value", at: node, "\(what) '\(value)' is not one of \(values.joined(separator: ", "))", hint: hint)
            return nil
        }
        return value
    }

    /// Prose: a plain string in the default language, or a map from language to text.
    func text(_ node: YAMLNode, _ what: String, language: String) -> LocalizedText? {
        if let scalar = node.scalar {
            // `notes:` with nothing after it is YAML's null, not empty text.
            guard scalar.style != .plain || !["", "~", "null", "Null", "NULL"].contains(scalar.value) else {
                error("schema.type", at: node, "\(what) is empty", hint: "write the text, or leave the key out")
                return nil
            }
            var text = LocalizedText(scalar.value, language: language)
            text.location = location(node)
            return text
        }
        guard let pairs = node.pairs else {
            error("schema.type", at: node, "\(what) must be text or a map from language to text, found a \(node.kindName)")
            return nil
        }
        var translations: [(language: String, text: String)] = []
        for pair in pairs {
            guard let tag = string(pair.key, "a language tag"), let text = string(pair.value, "\(what) in '\(pair.key.scalarValue ?? "")'") else {
                continue
            }
            if !languages.isEmpty, !languages.contains(tag) {
                error(
                    "schema.language", at: pair.key, "\(what) is given in '\(tag)', which site.yaml does not declare",
                    hint: Suggestion.hint(for: tag, in: languages)
                        ?? "add it to 'languages' in site.yaml, or use one of: \(languages.sorted().joined(separator: ", "))")
                continue
            }
            translations.append((tag, text))
        }
        guard !translations.isEmpty else { return nil }
        var text = LocalizedText(translations: translations)
        text.location = location(node)
        return text
    }

    func sequence(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
        guard let elements = node.elements else {
            error("schema.type", at: node, "\(what) must be a list, found \(describe(node))")
            return nil
        }
        return elements
    }

    func describe(_ node: YAMLNode) -> String {
        if let scalar = node.scalar {
            return scalar.value.isEmpty ? "an empty value" : "'\(scalar.value)'"
        }
        return "a \(node.kindName)"
    }

    static func isValidID(_ value: String) -> Bool {
        !value.isEmpty && value.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    static func suggestedID(for value: String) -> String {
        let lowered = value.lowercased().unicodeScalars.map { scalar -> Character in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) ? Character(scalar) : "-"
        }
        let collapsed = String(lowered).split(separator: "-").joined(separator: "-")
        return collapsed.isEmpty ? "my-id" : collapsed
    }
}

extension FileReader {
    /// The whole number a plain scalar stands for under YAML 1.2's core schema: decimal,
    /// `0o` octal, `0x` hex, or a float with no fraction; nil for anything else.
    static func coreInteger(_ text: String) -> Int? {
        if let value = Int(text) { return value }
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return value }
        if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return value }
        let isFloat = text.range(of: #"^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$"#, options: .regularExpression) != nil
        guard isFloat, let number = Double(text), number.rounded() == number, abs(number) < 1e15 else { return nil }
        return Int(number)
    }
}
