internal import ContentLoader
internal import DefaultTemplates
internal import Diagnostics
internal import FileAccess
internal import Mustache

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
    ]

    struct Loaded {
        var library: MustacheLibrary?
        var assets: [String: [UInt8]]
        var sources: [String: String]
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
        return loaded
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
        for file in scan.files(of: "") + scan.files(of: "assets") {
            do {
                files[file.relativePath] = try FileSystem.readRegularFile(at: file.readPath, limit: file.sizeLimit)
            } catch {
                diagnostics.append(SourceProblemReport.diagnostic(for: error, file: file, area: "templates"))
            }
        }
        return files
    }
}
