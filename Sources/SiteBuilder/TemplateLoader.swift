internal import ContentLoader
internal import DefaultTemplates
internal import Diagnostics
internal import FileAccess
internal import Mustache
internal import LifecycleModel

/// Reads the templates: every `*.mustache` (named by file name without extension, so
/// `{{> sidebar}}` is `sidebar.mustache`) and every file under `assets/`.
///
/// The copy built into lifeline is the base; a folder (`--templates DIR`, or `Templates/`
/// beside the content) holds only what it changes, read through the same gate as the
/// content (anything else there is reported). A file of the folder replaces the built-in
/// one of the same path, and templates are one namespace, so a folder's `sidebar.mustache`
/// is the partial every built-in page includes too:
///
///     Templates/sidebar.mustache      → replaces the built-in sidebar, on every page
///     Templates/assets/site.css       → replaces the built-in style sheet
///     Templates/assets/logo.svg       → added beside the built-in assets
struct TemplateLoader {
    let directory: String?

    static let rules: [SourceRule] = [
        .topLevel(extensions: ["mustache"], sizeLimit: 1 << 20),
        .tree("assets", sizeLimit: ContentLayout.staticSizeLimit),
        // The words around the content, per language (`StringCatalog`).
        .folder("strings", extensions: ["yaml"], sizeLimit: ContentLayout.yamlSizeLimit),
    ]

    struct Loaded {
        var library: MustacheLibrary?
        var assets: [String: [UInt8]]
        var sources: [String: String]
        /// The words the templates and the renderer write, per language.
        var strings = StringCatalog()
        /// Template name → the file it came from (`Templates/page.mustache`, or
        /// `(built-in templates)/page.mustache`), for diagnostics at a template's tag.
        var paths: [String: String] = [:]

        func path(of template: String) -> String {
            paths[template] ?? "\(TemplateLoader.builtInLabel)/\(template).mustache"
        }
    }

    /// How diagnostics name the built-in templates, which have no path on disk.
    static let builtInLabel = "(built-in templates)"

    /// `roots`: parse only the templates rendering those can reach (see
    /// ``MustacheLibrary/init(sources:reachableFrom:)``); nil: every template.
    func load(_ diagnostics: inout DiagnosticBag, reachableFrom roots: [String]? = nil) -> Loaded {
        var files = DefaultTemplates.files.mapValues { (bytes: $0, path: Self.builtInLabel) }
        if let directory {
            guard let folder = readFolder(directory, &diagnostics) else {
                diagnostics.error(
                    "lifeline.templates.missing", at: nil, "templates directory '\(directory)' does not exist",
                    hint: "pass an existing --templates DIR, or leave it out to use the built-in templates")
                return Loaded(library: nil, assets: [:], sources: [:])
            }
            files.merge(folder.mapValues { (bytes: $0, path: directory) }) { _, override in override }
        }
        var loaded = Loaded(library: nil, assets: [:], sources: [:])
        var templates: [String: String] = [:]
        for (name, file) in files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".mustache") && !name.contains("/") {
            let path = "\(file.path)/\(name)"
            guard let text = String(validating: file.bytes, as: UTF8.self) else {
                diagnostics.error("lifeline.templates.unreadable", at: .start(of: path), "cannot read \(path) as UTF-8 text")
                continue
            }
            let template = String(name.dropLast(".mustache".count))
            templates[template] = text
            loaded.sources[path] = text
            loaded.paths[template] = path
        }
        do {
            if let roots {
                loaded.library = try MustacheLibrary(sources: templates, reachableFrom: roots)
            } else {
                loaded.library = try MustacheLibrary(sources: templates)
            }
        } catch {
            for problem in error.errors {
                let location = SourceLocation(
                    file: loaded.path(of: problem.templateName), line: problem.position?.line ?? 1, column: problem.position?.column ?? 1)
                diagnostics.error("lifeline.templates.syntax", at: location, problem.message)
            }
        }
        for (path, file) in files where path.hasPrefix("assets/") {
            loaded.assets[String(path.dropFirst("assets/".count))] = file.bytes
        }
        loaded.strings = Self.strings(files, &diagnostics)
        return loaded
    }

    /// `strings/*.yaml`: the built-in English names every key, and the built-in languages
    /// translate them; a folder's `LANG.yaml` changes some strings of its language (the
    /// built-in ones stand for the rest), or translates them into a language of its own.
    private static func strings(_ files: [String: (bytes: [UInt8], path: String)], _ diagnostics: inout DiagnosticBag) -> StringCatalog {
        let englishPath = "strings/en.yaml"
        var catalog = StringCatalog()
        var english =
            DefaultTemplates.files[englishPath].map {
                StringCatalogReading.entries($0, path: "\(builtInLabel)/\(englishPath)", language: "en", known: nil, &diagnostics)
            } ?? [:]
        let known = Set(english.keys)
        for (path, file) in files.sorted(by: { $0.key < $1.key }) where path.hasPrefix("strings/") && path.hasSuffix(".yaml") {
            let language = String(path.dropFirst("strings/".count).dropLast(".yaml".count))
            guard file.path != builtInLabel || path != englishPath else { continue }
            let entries = StringCatalogReading.entries(file.bytes, path: "\(file.path)/\(path)", language: language, known: known, &diagnostics)
            if language == "en" {
                english.merge(entries) { _, override in override }
            } else {
                let builtIn =
                    file.path == builtInLabel
                    ? [:]
                    : DefaultTemplates.files[path].map {
                        StringCatalogReading.entries($0, path: "\(builtInLabel)/\(path)", language: language, known: known, &diagnostics)
                    } ?? [:]
                catalog.languages[language] = builtIn.merging(entries) { _, override in override }
            }
        }
        catalog.languages["en"] = english
        return catalog
    }

    /// The files of `folder` the gate admits, keyed by their path under it; nil when it is
    /// not a directory.
    private func readFolder(_ folder: String, _ diagnostics: inout DiagnosticBag) -> [String: [UInt8]]? {
        guard FileStatus.following(folder)?.kind == .directory, let scan = try? SourceTree(root: folder, rules: Self.rules).scan()
        else { return nil }
        for problem in scan.problems {
            diagnostics.append(SourceProblemReport.diagnostic(for: problem, area: "templates", root: folder))
        }
        var files: [String: [UInt8]] = [:]
        for file in scan.files(of: "") + scan.files(of: "assets") + scan.files(of: "strings") {
            do {
                files[file.relativePath] = try FileSystem.readRegularFile(at: file.readPath, limit: file.sizeLimit)
            } catch {
                diagnostics.append(SourceProblemReport.diagnostic(for: error, file: file, area: "templates"))
            }
        }
        return files
    }
}
