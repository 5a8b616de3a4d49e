internal import Diagnostics
internal import FileAccess
internal import LifecycleModel
internal import MarkdownSupport
internal import ParallelWork

/// `lifecycles/`: every `*.yaml` is a lifecycle, every `*.md` the body of one of them.
///
/// A body is found by name among the files the gate let through, so `body-file` can name
/// nothing outside the folder; a Markdown file no lifecycle names is reported rather than
/// silently left out of the site.
struct LifecycleFolder {
    let files: [SourceFile]
    /// As the user named it, for messages (`Content/lifecycles`).
    let directory: String
    /// Names the gate refused (a link out of the root): already reported, not "missing".
    var refused: Set<String> = []

    /// How many threads read lifecycle files at once; the result is the same for any number.
    var threads = 1
    var keepsProseHTML = false

    /// The lifecycles read, and those whose file reported an error (see
    /// `Catalog.incompleteLifecycles`), files the gate refused included.
    func load(
        language: String, declared: [String], _ sources: inout SourceFiles, _ diagnostics: inout DiagnosticBag
    ) -> (lifecycles: [Lifecycle], incomplete: Set<String>) {
        let languages = Set([language] + declared)
        // `NAME.LANG.md` is the translation of the body `NAME.md` (`TranslatedBodies`).
        let bodies = Dictionary(
            files.filter { $0.name.hasSuffix(".md") && TranslatedBodies.language(of: $0.name, among: declared) == nil }.map { ($0.name, $0) }
        ) { first, _ in first }
        let yamlFiles = files.filter { $0.name.hasSuffix(".yaml") }
        let results = ParallelMap.map(yamlFiles, threads: threads) { file in
            read(file, bodies: bodies, language: language, languages: languages)
        }
        // Merged in file order: the same texts and diagnostics as one thread reading them all.
        var named: Set<String> = []
        var incomplete = Set(refused.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(".yaml".count)) })
        for (file, result) in zip(yamlFiles, results) {
            sources.merge(result.sources)
            diagnostics.append(contentsOf: result.diagnostics.all)
            named.formUnion(result.named)
            if result.diagnostics.hasErrors {
                incomplete.insert(result.lifecycle?.id ?? String(file.name.dropLast(".yaml".count)))
            }
        }
        let lifecycles = results.compactMap(\.lifecycle)
        // A file that did not load whole may be the one that names a body.
        guard incomplete.isEmpty else { return (lifecycles, incomplete) }
        for (name, body) in bodies.sorted(by: { $0.key < $1.key }) where !named.contains(name) {
            diagnostics.error(
                "lifeline.content.unused-body", at: .start(of: body.path), "\(body.path) is not the body-file of any lifecycle",
                hint: "name it in a lifecycle's 'body-file', or move it to pages/ to publish it as a page")
        }
        return (lifecycles, incomplete)
    }

    /// What reading one lifecycle file gave, kept apart until the files are merged.
    private struct FileResult: Sendable {
        var lifecycle: Lifecycle?
        var named: Set<String> = []
        var sources = SourceFiles()
        var diagnostics = DiagnosticBag()
    }

    private func read(_ file: SourceFile, bodies: [String: SourceFile], language: String, languages: Set<String>) -> FileResult {
        var result = FileResult()
        guard let node = result.sources.parseYAML(file, &result.diagnostics) else { return result }
        let reader = FileReader(path: file.path, languages: languages)
        reader.keepsProseHTML = keepsProseHTML
        reader.sourceLines = (result.sources.texts[file.path] ?? "").fileLines
        result.lifecycle = reader.lifecycle(node, language: language, folder: directory) { name in
            result.named.insert(name)
            guard let body = bodies[name] else { return refused.contains(name) ? .unreadable : .missing }
            guard let text = result.sources.readText(body, &result.diagnostics) else { return .unreadable }
            guard MarkdownProse.check(text, at: body.path, &result.diagnostics) else { return .unreadable }
            return .text(text)
        }
        result.diagnostics.append(contentsOf: reader.diagnostics.all)
        return result
    }
}

/// What `body-file` found.
enum BodyFile {
    case text(String)
    /// No such Markdown file in the folder.
    case missing
    /// There, but refused (its errors are already reported).
    case unreadable
}

/// Markdown prose held to `MarkdownLimits`, with the violation reported where it is.
enum MarkdownProse {
    /// False after reporting, for a text that a whole file holds (`path` line 1 = text line 1).
    static func check(_ text: String, at path: String, lineOffset: Int = 0, _ diagnostics: inout DiagnosticBag) -> Bool {
        guard let violation = MarkdownLimits.violation(in: text) else { return true }
        let (line, column) = position(ofByte: violation.offset, in: text)
        diagnostics.error(
            "lifeline.content.prose-limit", at: SourceLocation(file: path, line: line + lineOffset, column: column),
            violation.message, hint: violation.hint)
        return false
    }

    /// 1-based line and Unicode-scalar column of a UTF-8 offset.
    static func position(ofByte offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in text.utf8.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0b1100_0000 != 0b1000_0000 {
                column += 1
            }
        }
        return (line, column)
    }
}
