public import Diagnostics
public import LifecycleModel
internal import Foundation
internal import YAMLSupport

/// Reads a content tree (`Content/`) into a `Catalog`.
///
/// The only module that reads input files. Problems in content are appended to the
/// diagnostics and loading carries on with what it could read; it throws only when the
/// tree cannot be read at all.
public struct ContentLoader: Sendable {
    /// As the user gave it; diagnostics print paths under it (`Content/lifecycles/app.yaml`).
    public var contentDirectory: String

    public init(contentDirectory: String) {
        self.contentDirectory =
            contentDirectory.hasSuffix("/") && contentDirectory.count > 1
            ? String(contentDirectory.dropLast()) : contentDirectory
    }

    public func load(diagnostics: inout DiagnosticBag) throws(ContentLoaderError) -> LoadedContent {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ContentLoaderError(
                message: "content directory '\(contentDirectory)' does not exist",
                hint: "run from the project's root or pass --content DIR")
        }
        var files = SourceFiles()
        let settings = loadSettings(&files, &diagnostics)
        let lifecycles = loadLifecycles(&files, language: settings.language, declared: settings.languages, &diagnostics)
        let pages = loadPages(&files, &diagnostics)
        let evidence = loadEvidence(&files, &diagnostics)
        var catalog = Catalog(settings: settings, lifecycles: lifecycles, pages: pages, evidence: evidence)
        // A lifecycle file that could not be read already has its errors; `nav` naming it
        // (by its file name) is not one more.
        let unreadable = Set(
            Self.files(in: "\(contentDirectory)/lifecycles", withExtension: "yaml", &diagnostics)
                .map { String($0.dropLast(5)) }
        ).subtracting(lifecycles.map(\.id))
        CatalogChecks.run(&catalog, &diagnostics, unreadable: unreadable)
        EvidenceLinks.check(catalog, &diagnostics)
        ClaimLinks.check(catalog, &diagnostics)
        return LoadedContent(catalog: catalog, sources: files.texts)
    }

    // MARK: Steps

    private func loadSettings(_ files: inout SourceFiles, _ diagnostics: inout DiagnosticBag) -> SiteSettings {
        let path = "\(contentDirectory)/site.yaml"
        let fallback = SiteSettings(title: LocalizedText("Lifecycles", language: "en"), location: .start(of: path))
        guard FileManager.default.fileExists(atPath: path) else {
            diagnostics.error(
                "lifeline.content.missing-site", at: nil, "missing \(path)",
                hint: "create it with at least 'title: …' (see the authoring guide)")
            return fallback
        }
        guard let node = files.parseYAML(at: path, &diagnostics) else { return fallback }
        let reader = FileReader(path: path)
        let settings = reader.siteSettings(node) ?? fallback
        diagnostics.append(contentsOf: reader.diagnostics.all)
        return settings
    }

    private func loadLifecycles(
        _ files: inout SourceFiles, language: String, declared languagesDeclared: [String], _ diagnostics: inout DiagnosticBag
    ) -> [Lifecycle] {
        let directory = "\(contentDirectory)/lifecycles"
        return Self.files(in: directory, withExtension: "yaml", &diagnostics).compactMap { name in
            let path = "\(directory)/\(name)"
            guard let node = files.parseYAML(at: path, &diagnostics) else { return nil }
            let reader = FileReader(path: path, languages: Set([language] + languagesDeclared))
            let lifecycle = reader.lifecycle(node, language: language) { bodyName in
                files.readText(at: "\(directory)/\(bodyName)", &diagnostics)
            }
            diagnostics.append(contentsOf: reader.diagnostics.all)
            return lifecycle
        }
    }

    private func loadPages(_ files: inout SourceFiles, _ diagnostics: inout DiagnosticBag) -> [Page] {
        let directory = "\(contentDirectory)/pages"
        let pages = Self.files(in: directory, withExtension: "md", &diagnostics).compactMap { name -> Page? in
            let path = "\(directory)/\(name)"
            let slug = String(name.dropLast(3))
            guard FileReader.isValidID(slug) else {
                diagnostics.error(
                    "lifeline.schema.id", at: .start(of: path), "page file name '\(name)' is not a valid id",
                    hint: "rename it to '\(FileReader.suggestedID(for: slug)).md'")
                return nil
            }
            guard let text = files.readText(at: path, &diagnostics) else { return nil }
            return PageReader(path: path, slug: slug).page(from: text, &diagnostics)
        }
        return pages.sorted { ($0.slug == "index" ? 0 : 1, $0.slug) < ($1.slug == "index" ? 0 : 1, $1.slug) }
    }

    private func loadEvidence(_ files: inout SourceFiles, _ diagnostics: inout DiagnosticBag) -> [EvidenceLog] {
        let directory = "\(contentDirectory)/evidence"
        return Self.files(in: directory, withExtension: "log", &diagnostics).compactMap { name -> EvidenceLog? in
            let path = "\(directory)/\(name)"
            let id = String(name.dropLast(4))
            guard FileReader.isValidID(id) else {
                diagnostics.error(
                    "lifeline.schema.id", at: .start(of: path), "log file name '\(name)' is not a valid id",
                    hint: "rename it to '\(FileReader.suggestedID(for: id)).log'")
                return nil
            }
            guard let text = files.readText(at: path, &diagnostics) else { return nil }
            return EvidenceLogReader(path: path, id: id).log(from: text, &diagnostics)
        }
    }

    /// The names of the regular files with `ext` in `directory`, sorted so the build does
    /// not depend on the file system's order. A missing directory is simply empty.
    static func files(in directory: String, withExtension ext: String, _ diagnostics: inout DiagnosticBag) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { $0.hasSuffix(".\(ext)") && !$0.hasPrefix(".") }.sorted()
    }
}

/// What a load produced: the catalog and the text of every file read, for the source
/// lines under diagnostics.
public struct LoadedContent: Sendable {
    public var catalog: Catalog
    public var sources: [String: String]
}

/// The content tree cannot be read at all.
public struct ContentLoaderError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var hint: String?

    public var description: String { message }
}

extension ContentLoader {
    /// One lifecycle file on its own, for `lifeline simulate`: its body file and the
    /// site's language are not needed to run a scenario.
    public static func loadLifecycleFile(at path: String, diagnostics: inout DiagnosticBag) -> (lifecycle: Lifecycle?, sources: [String: String]) {
        var files = SourceFiles()
        guard let node = files.parseYAML(at: path, &diagnostics) else { return (nil, files.texts) }
        let reader = FileReader(path: path)
        let directory = (path as NSString).deletingLastPathComponent
        let lifecycle = reader.lifecycle(node, language: "en") { name in
            files.readText(at: directory.isEmpty ? name : "\(directory)/\(name)", &diagnostics)
        }
        diagnostics.append(contentsOf: reader.diagnostics.all)
        return (lifecycle, files.texts)
    }
}
