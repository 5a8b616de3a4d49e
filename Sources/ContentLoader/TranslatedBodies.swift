internal import Diagnostics
internal import FileAccess
internal import LifecycleModel

/// The Markdown files of other languages: `lifecycles/NAME.LANG.md` translates the body
/// `NAME.md`, and `pages/NAME.LANG.md` the page `NAME.md`. Their prose is checked as the
/// English is (limits, links, raw HTML, embeds), each problem at its place in the file.
enum TranslatedBodies {
    /// `LANG` of `NAME.LANG.md` when it is one of `languages`.
    static func language(of name: String, among languages: [String]) -> String? {
        guard name.hasSuffix(".md") else { return nil }
        let stem = name.dropLast(".md".count)
        guard let dot = stem.lastIndex(of: ".") else { return nil }
        let language = String(stem[stem.index(after: dot)...])
        return languages.contains(language) ? language : nil
    }

    /// `NAME.md` of `NAME.LANG.md`.
    static func englishName(of name: String, language: String) -> String {
        String(name.dropLast(".\(language).md".count)) + ".md"
    }

    /// Adds each translated body to its lifecycle; a file whose English body no lifecycle
    /// has is an error.
    static func applyBodies(
        _ files: [SourceFile], languages: [String], to lifecycles: inout [Lifecycle], unreadable: Set<String>, keepingHTML: Bool,
        _ sources: inout SourceFiles, _ diagnostics: inout DiagnosticBag
    ) {
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard let language = language(of: file.name, among: languages) else { continue }
            let english = englishName(of: file.name, language: language)
            let owners = lifecycles.indices.filter { lifecycles[$0].bodyFile.map(Paths.lastComponent) == english }
            guard let index = owners.first else {
                if unreadable.contains(String(english.dropLast(".md".count))) { continue }
                let bodies = lifecycles.compactMap { $0.bodyFile.map(Paths.lastComponent) }
                diagnostics.error(
                    "lifeline.translation.unknown-body", at: .start(of: file.path),
                    "\(file.path) translates \(english), which is no lifecycle's body-file",
                    hint: Suggestion.hint(for: english, in: bodies).map { "\($0) (name it after the English body, with .\(language) before .md)" }
                        ?? "name it after a lifecycle's body-file, with .\(language) before .md")
                continue
            }
            guard let text = sources.readText(file, &diagnostics), MarkdownProse.check(text, at: file.path, &diagnostics) else { continue }
            var lifecycle = lifecycles[index]
            lifecycle.embeds += FileReader.embeds(inFile: file.path, text: text)
            var inspection = ProseInspection(keepingHTML: keepingHTML)
            inspection.inspect(file: file.path, markdown: text, on: .lifecycle(lifecycle.id))
            lifecycle.links += inspection.links
            diagnostics.append(contentsOf: inspection.diagnostics)
            lifecycle.body?.setTranslation(text, in: language)
            lifecycles[index] = lifecycle
        }
    }

    /// Sets each translated page on its English page; a translation of a page that does
    /// not exist is an error.
    static func applyPages(
        _ files: [SourceFile], languages: [String], to pages: inout [Page], _ sources: inout SourceFiles, _ diagnostics: inout DiagnosticBag
    ) {
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard let language = language(of: file.name, among: languages) else { continue }
            let slug = String(englishName(of: file.name, language: language).dropLast(".md".count))
            guard let index = pages.firstIndex(where: { $0.slug == slug }) else {
                diagnostics.error(
                    "lifeline.translation.unknown-page", at: .start(of: file.path), "\(file.path) translates pages/\(slug).md, which does not exist",
                    hint: Suggestion.hint(for: slug, in: pages.map(\.slug)) ?? "name it after an English page, with .\(language) before .md")
                continue
            }
            guard let text = sources.readText(file, &diagnostics),
                var translation = PageReader(path: file.path, slug: slug).page(from: text, &diagnostics)
            else { continue }
            translation.location = .start(of: file.path)
            pages[index].embeds += translation.embeds
            pages[index].links += translation.links
            pages[index].translations[language] = translation
        }
    }
}
