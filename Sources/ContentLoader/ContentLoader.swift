public import Diagnostics
public import FileAccess
public import LifecycleModel
internal import YAMLSupport

/// Reads a content tree (`Content/`) into a `Catalog`.
///
/// The only module that reads content files, and only through the gate (`SourceTree` with
/// `ContentLayout.rules`): regular files inside the root, within their size limit, with
/// every other entry reported. Problems in content are appended to the diagnostics and
/// loading carries on with what it could read; it throws only when the tree cannot be
/// read at all.
public struct ContentLoader: Sendable {
    /// As the user gave it; diagnostics print paths under it (`Content/lifecycles/app.yaml`).
    public var contentDirectory: String
    /// How many threads read lifecycle files at once; what is loaded is the same for any number.
    public var threads: Int
    /// Lifecycles' prose parsed for its links keeps its HTML for the renderer, which then
    /// parses it no second time (`MarkdownOutline`); for a build, not for a check.
    public var keepsProseHTML = false

    public init(contentDirectory: String, threads: Int = 1) {
        self.contentDirectory = Paths.trimmingTrailingSlashes(contentDirectory)
        self.threads = threads
    }

    public func load(diagnostics: inout DiagnosticBag) throws(ContentLoaderError) -> LoadedContent {
        guard FileStatus.following(contentDirectory)?.kind == .directory else {
            throw ContentLoaderError(
                message: "content directory '\(contentDirectory)' does not exist",
                hint: "run from the project's root or pass --content DIR")
        }
        let scan: SourceTree.Scan
        do {
            scan = try SourceTree(root: contentDirectory, rules: ContentLayout.rules).scan()
        } catch {
            throw ContentLoaderError(message: "cannot read content directory '\(contentDirectory)': \(error.reason)", hint: nil)
        }
        for problem in scan.problems {
            diagnostics.append(SourceProblemReport.diagnostic(for: problem, area: "content", root: contentDirectory))
        }
        var files = SourceFiles()
        let settings = loadSettings(scan.files(of: "site.yaml").first, &files, &diagnostics)
        let lifecycleFiles = scan.files(of: "lifecycles")
        let folder = "\(contentDirectory)/lifecycles"
        let refused = Set(scan.problems.map(\.path).filter { Paths.parent(of: $0) == folder }.map { Paths.lastComponent(of: $0) })
        var reading = LifecycleFolder(files: lifecycleFiles, directory: folder, refused: refused, threads: threads)
        reading.keepsProseHTML = keepsProseHTML
        var (lifecycles, incomplete) = reading.load(language: settings.language, declared: settings.languages, &files, &diagnostics)
        // A lifecycle file that could not be read already has its errors; `nav` naming it
        // (by its file name), or a translation of it, is not one more.
        let unreadable = Set(
            lifecycleFiles.map(\.name).filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }
        ).subtracting(lifecycles.map(\.id))
        TranslatedBodies.applyBodies(
            lifecycleFiles, languages: settings.languages, to: &lifecycles, unreadable: unreadable, keepingHTML: keepsProseHTML, &files,
            &diagnostics)
        let pages = loadPages(scan.files(of: "pages"), languages: settings.languages, &files, &diagnostics)
        let evidence = loadEvidence(scan.files(of: "evidence"), &files, &diagnostics)
        // A log file whose header has errors already has them; a scenario listing it, or a
        // translation of its header, is not one more.
        let unreadableLogs = Set(scan.files(of: "evidence").map(\.name).filter { $0.hasSuffix(".log") }.map { String($0.dropLast(4)) })
            .subtracting(evidence.map(\.id))
        var catalog = Catalog(settings: settings, lifecycles: lifecycles, pages: pages, evidence: evidence)
        catalog.incompleteLifecycles = incomplete
        let unparsedTranslations = TranslationFolder(languages: settings.languages, unreadable: unreadable, unreadableLogs: unreadableLogs)
            .apply(scan.files(of: "translations"), to: &catalog, &files, &diagnostics)
        TranslationCompleteness.requireComplete(catalog, except: unparsedTranslations, &diagnostics)
        CatalogChecks.run(&catalog, &diagnostics, unreadable: unreadable)
        SitePathReservations.check(catalog, staticFiles: scan.files(of: "static"), &diagnostics)
        EvidenceLinks.check(catalog, unreadable: unreadableLogs, &diagnostics)
        ClaimLinks.check(catalog, &diagnostics)
        return LoadedContent(catalog: catalog, sources: files.texts, staticFiles: scan.files(of: "static"))
    }

    // MARK: Steps

    func loadSettings(_ file: SourceFile?, _ files: inout SourceFiles, _ diagnostics: inout DiagnosticBag) -> SiteSettings {
        let path = "\(contentDirectory)/site.yaml"
        let fallback = SiteSettings(title: LocalizedText("Lifecycles", language: "en"), location: .start(of: path))
        guard let file else {
            if FileStatus.of(path) == nil {
                diagnostics.error(
                    "lifeline.content.missing-site", at: nil, "missing \(path)",
                    hint: "create it with at least 'title: …' (see the authoring guide)")
            }
            return fallback
        }
        guard let node = files.parseYAML(file, &diagnostics) else { return fallback }
        let reader = FileReader(path: file.path)
        let settings = reader.siteSettings(node) ?? fallback
        diagnostics.append(contentsOf: reader.diagnostics.all)
        return settings
    }

    /// The pages, each with its translations into `languages` (`NAME.LANG.md`).
    func loadPages(
        _ pageFiles: [SourceFile], languages: [String] = [], _ files: inout SourceFiles, _ diagnostics: inout DiagnosticBag
    ) -> [Page] {
        let (translated, english) = pageFiles.partitioned { TranslatedBodies.language(of: $0.name, among: languages) != nil }
        var pages = english.compactMap { file -> Page? in
            guard let bytes = files.bytes(of: file, &diagnostics) else { return nil }
            return Self.page(fromMarkdown: bytes, path: file.path, &files, &diagnostics)
        }
        TranslatedBodies.applyPages(translated, languages: languages, to: &pages, &files, &diagnostics)
        return pages.sorted { ($0.slug == "index" ? 0 : 1, $0.slug) < ($1.slug == "index" ? 0 : 1, $1.slug) }
    }

    private func loadEvidence(_ logFiles: [SourceFile], _ files: inout SourceFiles, _ diagnostics: inout DiagnosticBag) -> [EvidenceLog] {
        logFiles.compactMap { file -> EvidenceLog? in
            let id = String(file.name.dropLast(".log".count))
            guard FileReader.isValidID(id) else {
                diagnostics.error(
                    "lifeline.schema.id", at: .start(of: file.path), "log file name '\(file.name)' is not a valid id",
                    hint: "rename it to '\(FileReader.suggestedID(for: id)).log'")
                return nil
            }
            guard let text = files.readText(file, &diagnostics) else { return nil }
            return EvidenceLogReader(path: file.path, id: id).log(from: text, &diagnostics)
        }
    }
}

/// What a load produced: the catalog, the text of every file read (for the source lines
/// under diagnostics), and the files of `static/`, to be copied into the site as they are.
public struct LoadedContent: Sendable {
    public var catalog: Catalog
    public var sources: [String: String]
    public var staticFiles: [SourceFile]

    public init(catalog: Catalog, sources: [String: String], staticFiles: [SourceFile] = []) {
        self.catalog = catalog
        self.sources = sources
        self.staticFiles = staticFiles
    }
}

/// The content tree cannot be read at all.
extension Array {
    /// The elements that satisfy `belongs`, and the others, each in order.
    fileprivate func partitioned(by belongs: (Element) -> Bool) -> (matching: [Element], others: [Element]) {
        var matching: [Element] = []
        var others: [Element] = []
        for element in self {
            if belongs(element) { matching.append(element) } else { others.append(element) }
        }
        return (matching, others)
    }
}

public struct ContentLoaderError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var hint: String?

    public var description: String { message }
}
