public import Diagnostics
public import LifecycleModel
internal import FileAccess

/// Which texts an edition still shows in the site's own language: every text the English
/// has and the language has not, at the English text's place, with the translation file
/// and key that would hold it.
///
/// `check` reports them per language as information; an edition `site.yaml` lists under
/// `require-complete` has each of them as an error.
public enum TranslationCompleteness {
    public struct Missing: Sendable, Equatable {
        public var language: String
        /// Where the English text is.
        public var location: SourceLocation
        /// The file that would hold the translation (`Content/translations/de/app.yaml`).
        public var file: String
        /// Its key in that file (`scenarios.push.title`); nil for a whole Markdown file.
        public var key: String?
        /// For a translation that exists but leaves part of the English out, what it leaves
        /// out ("2 of the English's 3 paragraphs"); nil for a text with no translation.
        public var leftOut: String?

        public init(language: String, location: SourceLocation, file: String, key: String?, leftOut: String? = nil) {
            self.language = language
            self.location = location
            self.file = file
            self.key = key
            self.leftOut = leftOut
        }
    }

    /// Every text with no translation into `language`, in catalog order.
    public static func missing(in catalog: Catalog, language: String) -> [Missing] {
        walked(catalog, language).missing
    }

    /// Every translation into `language` of a prose field that leaves out paragraphs or
    /// links of the English. Translations had dropped the evidence paragraphs of over a
    /// hundred scenario notes, hedges included, and passed as complete (the reader trial,
    /// 2026-12-07).
    public static func partial(in catalog: Catalog, language: String) -> [Missing] {
        walked(catalog, language).partial
    }

    /// One walk gives both the missing texts and the partial ones.
    private static func walked(_ catalog: Catalog, _ language: String) -> Walk {
        var walk = Walk(language: language, catalog: catalog)
        walk.run()
        return walk
    }

    /// The first eight of `keys`, with a count of the rest.
    private static func listed(_ keys: [String]) -> String {
        keys.prefix(8).joined(separator: ", ") + (keys.count > 8 ? ", and \(keys.count - 8) more" : "")
    }

    /// What `translated` leaves out of `english`: paragraphs (blocks between blank lines),
    /// else the destination of a link, else a `lifeline-…` embed; nil when it keeps all.
    static func leftOut(of english: String, in translated: String) -> String? {
        let (paragraphs, kept) = (paragraphCount(english), paragraphCount(translated))
        if kept < paragraphs { return "\(paragraphs - kept) of the English's \(paragraphs) paragraphs" }
        if let lost = linkDestinations(english).subtracting(linkDestinations(translated)).sorted().first { return "the link to \(lost)" }
        return embedNames(english).subtracting(embedNames(translated)).sorted().first.map { "its \($0) embed" }
    }

    /// `lifeline-recordings` of each `` `lifeline-recordings …` `` or fenced block.
    private static func embedNames(_ text: String) -> Set<Substring> {
        var found: Set<Substring> = []
        var rest = text[...]
        while let start = rest.range(of: "lifeline-") {
            let name = rest[start.lowerBound...].prefix { $0.isLetter || $0 == "-" }
            let before = rest[..<start.lowerBound].last
            if before == "`" || before == " " && rest[..<start.lowerBound].dropLast().last == "`" { found.insert(name) }
            rest = rest[start.upperBound...]
        }
        return found
    }

    private static func paragraphCount(_ text: String) -> Int {
        var count = 0
        var inParagraph = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let blank = line.allSatisfy(\.isWhitespace)
            if !blank && !inParagraph { count += 1 }
            inParagraph = !blank
        }
        return count
    }

    /// `url` of each `[text](url)`.
    private static func linkDestinations(_ text: String) -> Set<Substring> {
        var found: Set<Substring> = []
        var rest = text[...]
        while let open = rest.range(of: "](") {
            let destination = rest[open.upperBound...].prefix { $0 != ")" && !$0.isWhitespace }
            if !destination.isEmpty { found.insert(destination) }
            rest = rest[open.upperBound...]
        }
        return found
    }

    /// One note per language and file: how many texts are missing there, and where.
    /// `engine` gives, per language, the texts of the engine reference that are missing,
    /// which only the engine knows.
    public static func report(_ catalog: Catalog, engine: (String) -> [Missing] = { _ in [] }) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        for language in catalog.settings.languages {
            let walk = walked(catalog, language)
            let missing = walk.missing + engine(language)
            let byFile = Dictionary(grouping: missing, by: \.file)
            for file in byFile.keys.sorted() {
                let items = byFile[file]!
                notes.append(
                    Diagnostic(
                        .info, id: "lifeline.translation.missing", at: items[0].location,
                        "\(language): \(items.count) text\(items.count == 1 ? "" : "s") shown in \(catalog.settings.language) for want of a translation in \(file)",
                        hint: listed(items.map { $0.key ?? "the whole file" })))
            }
            let partial = walk.partial
            if !partial.isEmpty {
                notes.append(
                    Diagnostic(
                        .info, id: "lifeline.translation.partial", at: partial[0].location,
                        "\(language): \(partial.count) translation\(partial.count == 1 ? " leaves" : "s leave") out part of the English",
                        hint: listed(partial.map { "\($0.key ?? $0.file) (\($0.leftOut ?? ""))" })))
            }
            let total =
                missing.isEmpty
                ? "\(language): every text is translated"
                : "\(language): \(missing.count) text\(missing.count == 1 ? "" : "s") in \(byFile.count) file\(byFile.count == 1 ? "" : "s") have no translation"
            notes.append(Diagnostic(.info, id: "lifeline.translation.total", at: catalog.settings.location, total))
        }
        return notes
    }

    /// An error at each text an edition under `require-complete` lacks, but for those of
    /// a translation file that could not be parsed (`unparsed`): its own error says why,
    /// and one error per text of it would bury that one.
    static func requireComplete(_ catalog: Catalog, except unparsed: Set<String>, _ diagnostics: inout DiagnosticBag) {
        for language in catalog.settings.requireComplete.map(\.value) {
            let walk = walked(catalog, language)
            for item in walk.missing where !unparsed.contains(item.file) {
                let place = item.key.map { "'\($0)' in \(item.file)" } ?? item.file
                diagnostics.error(
                    "lifeline.translation.incomplete", at: item.location,
                    "this text has no \(language) translation, and site.yaml requires the \(language) edition to be complete",
                    hint: "write it as \(place), or take \(language) out of 'require-complete'")
            }
            for item in walk.partial where !unparsed.contains(item.file) {
                diagnostics.error(
                    "lifeline.translation.partial", at: item.location,
                    "the \(language) translation of this text leaves out \(item.leftOut ?? "part of it"), and site.yaml requires the \(language) edition to be complete",
                    hint: "complete \(item.key.map { "'\($0)' in " } ?? "")\(item.file), or take \(language) out of 'require-complete'")
            }
        }
    }

    private struct Walk {
        let language: String
        let catalog: Catalog
        var missing: [Missing] = []
        var partial: [Missing] = []

        /// `Content/` as the site file names it.
        private var content: String { Paths.parent(of: catalog.settings.location.file) }

        mutating func run() {
            let settings = catalog.settings
            let siteFile = "\(content)/translations/\(language)/site.yaml"
            check(settings.title, at: settings.location, file: siteFile, key: "title")
            check(settings.description, at: settings.location, file: siteFile, key: "description")
            for section in settings.navSections {
                check(section.title, at: section.location, file: siteFile, key: "nav.\(section.id)")
            }
            for page in catalog.pages where page.isTranslated {
                let file = Paths.parent(of: page.location.file) + "/\(page.slug).\(language).md"
                guard let translated = page.translations[language] else {
                    missing.append(Missing(language: language, location: page.location, file: file, key: nil))
                    continue
                }
                if let leftOut = TranslationCompleteness.leftOut(of: page.markdown, in: translated.markdown) {
                    partial.append(Missing(language: language, location: page.location, file: file, key: nil, leftOut: leftOut))
                }
            }
            for lifecycle in catalog.lifecycles { run(lifecycle) }
            let evidenceFile = "\(content)/translations/\(language)/evidence.yaml"
            for log in catalog.evidence {
                for (field, _) in log.provenance.translatable where log.provenance.translations[language]?[field] == nil {
                    let at = log.provenance.fieldLocations[field] ?? log.location
                    missing.append(Missing(language: language, location: at, file: evidenceFile, key: "\(log.id).\(field)"))
                }
            }
        }

        private mutating func run(_ lifecycle: Lifecycle) {
            let file = "\(content)/translations/\(language)/\(lifecycle.id).yaml"
            let at = lifecycle.location
            check(lifecycle.title, at: at, file: file, key: "title")
            check(lifecycle.summary, at: at, file: file, key: "summary")
            if let body = lifecycle.body {
                let bodyFile: String
                if let english = lifecycle.bodyFile {
                    bodyFile = String(english.dropLast(".md".count)) + ".\(language).md"
                } else {
                    bodyFile = file
                }
                let key = lifecycle.bodyFile == nil ? "body" : nil
                if let translated = body.translation(in: language) {
                    if let english = body.translation(in: catalog.settings.language),
                        let leftOut = TranslationCompleteness.leftOut(of: english, in: translated)
                    {
                        partial.append(Missing(language: language, location: body.location ?? at, file: bodyFile, key: key, leftOut: leftOut))
                    }
                } else {
                    missing.append(Missing(language: language, location: body.location ?? at, file: bodyFile, key: key))
                }
            }
            if case .drawn(let drawn)? = lifecycle.diagram {
                for state in drawn.states {
                    check(state.label, at: state.location, file: file, key: "diagram.states.\(state.id)")
                }
                for (transition, key) in zip(drawn.transitions, FileReader.transitionKeys(drawn.transitions)) {
                    check(transition.label, at: transition.location, file: file, key: "diagram.transitions.\"\(key)\"")
                }
            }
            for note in lifecycle.callbacks {
                check(note.note, at: note.location, file: file, key: "callbacks.\(note.callback.name)")
            }
            for scenario in lifecycle.scenarios {
                let key = "scenarios.\(scenario.id)"
                check(scenario.title, at: scenario.location, file: file, key: "\(key).title")
                check(scenario.summary, at: scenario.location, file: file, key: "\(key).summary")
                check(scenario.notes, at: scenario.location, file: file, key: "\(key).notes")
            }
            for claim in lifecycle.claims {
                let key = "claims.\(claim.id)"
                check(claim.statement, at: claim.location, file: file, key: "\(key).statement")
                check(claim.correction, at: claim.location, file: file, key: "\(key).correction")
                if !quoteIsIn(claim.quote) { check(claim.translation, at: claim.location, file: file, key: "\(key).translation") }
            }
            for group in lifecycle.claimGroups {
                let key = "claims.\(group.id)"
                check(group.statement, at: group.location, file: file, key: "\(key).statement")
                if !quoteIsIn(group.quote) { check(group.translation, at: group.location, file: file, key: "\(key).translation") }
            }
            for (index, reference) in lifecycle.references.enumerated() {
                check(reference.title, at: at, file: file, key: "references.\(index)")
            }
        }

        /// A quote in the edition's own language needs no translation there.
        private func quoteIsIn(_ quote: Quote?) -> Bool {
            guard let quote else { return false }
            return quote.language == language
                || quote.language.split(separator: "-").first == language.split(separator: "-").first
                    && !(language.hasPrefix("zh") && quote.language != language)
        }

        private mutating func check(_ text: LocalizedText?, at owner: SourceLocation, file: String, key: String) {
            guard let text, let english = text.translation(in: catalog.settings.language) else { return }
            let location = text.location ?? owner
            guard let translated = text.translation(in: language) else {
                missing.append(Missing(language: language, location: location, file: file, key: key))
                return
            }
            if let leftOut = TranslationCompleteness.leftOut(of: english, in: translated) {
                partial.append(Missing(language: language, location: location, file: file, key: key, leftOut: leftOut))
            }
        }
    }
}
