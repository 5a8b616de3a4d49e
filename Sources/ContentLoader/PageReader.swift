internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

/// A free page: markdown with optional front matter.
///
///     ---
///     title: Authoring guide
///     translated: false     # optional: the other editions show it as it is
///     ---
///     # …
///
/// Without a `title`, a first-line `# Heading` becomes the title (and leaves the body, so
/// the page does not show it twice); failing that, the file name.
struct PageReader {
    let path: String
    let slug: String

    func page(from text: String, _ diagnostics: inout DiagnosticBag) -> Page? {
        var body = text
        var front = FrontMatter()
        var bodyLine = 1
        var lines = text.fileLines
        if lines.first?.trimmingCharacters(in: " \r") == "---",
            let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: " \r") == "---" })
        {
            let frontMatter = lines[1..<end].joined(separator: "\n")
            front = readFrontMatter(frontMatter, &diagnostics)
            lines = Array(lines[(end + 1)...])
            body = lines.joined(separator: "\n")
            bodyLine = end + 2
        }
        guard MarkdownProse.check(body, at: path, lineOffset: bodyLine - 1, &diagnostics) else { return nil }
        // The text the page shows, line for line as in the file: front matter and a title
        // line taken out are blank lines here, so positions need no shifting.
        var shown = text.fileLines.map(String.init)
        for index in 0..<min(bodyLine - 1, shown.count) { shown[index] = "" }
        var title = front.title
        if title == nil, let first = lines.firstIndex(where: { !$0.trimmingCharacters(in: " \r").isEmpty }),
            lines[first].hasPrefix("# ")
        {
            title = String(lines[first].dropFirst(2)).trimmingCharacters(in: " #\r")
            lines.remove(at: first)
            shown[bodyLine - 1 + first] = ""
            body = lines.joined(separator: "\n")
        }
        var page = Page(slug: slug, title: title ?? slug, markdown: body, location: .start(of: path))
        page.isTranslated = front.translated
        page.embeds = FileReader.embeds(inFile: path, text: text, skipLines: bodyLine - 1)
        var inspection = ProseInspection()
        inspection.inspect(file: path, markdown: shown.joined(separator: "\n"), on: .page(slug))
        page.links = inspection.links
        diagnostics.append(contentsOf: inspection.diagnostics)
        return page
    }

    private struct FrontMatter {
        var title: String?
        var translated = true
    }

    /// Front matter lines start on line 2 of the file; marks are shifted to match.
    private func readFrontMatter(_ text: String, _ diagnostics: inout DiagnosticBag) -> FrontMatter {
        let node: YAMLNode?
        do {
            node = try YAMLParser.parse(Array(text.utf8))
        } catch {
            diagnostics.append(YAMLMistakes.diagnostic(for: error, in: text, path: path, lineOffset: 1))
            return FrontMatter()
        }
        guard let node else { return FrontMatter() }
        if let mistake = YAMLMistakes.dashWithoutSpace(in: text, path: path, lineOffset: 1) {
            diagnostics.append(mistake)
            return FrontMatter()
        }
        let reader = FileReader(path: path, lineOffset: 1)
        var front = FrontMatter()
        if var fields = Fields(node, "front matter", reader: reader) {
            front.title = fields.optional("title").flatMap { reader.string($0, "title") }
            front.translated = fields.optional("translated").flatMap { reader.bool($0, "translated") } ?? true
            fields.finish()
        }
        diagnostics.append(contentsOf: reader.diagnostics.all)
        return front
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> String {
        String(self).trimmingCharacters(in: set)
    }
}

private extension String {
    func trimmingCharacters(in set: String) -> String {
        let drop = Set(set)
        var scalars = Substring(self)
        while let first = scalars.first, drop.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, drop.contains(last) { scalars.removeLast() }
        return String(scalars)
    }
}
