internal import ContentLoader
internal import DefaultTemplates
internal import Diagnostics
internal import FileAccess
internal import Mustache

/// Reads the templates: every `*.mustache` (named by file name without extension, so
/// `{{> sidebar}}` is `sidebar.mustache`) and every file under `assets/`, from a folder
/// through the same gate as the content (anything else there is reported) or, when
/// `directory` is nil, from the copy built into lifeline.
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
    }

    /// How diagnostics name the built-in templates, which have no path on disk.
    static let builtInLabel = "(built-in templates)"

    /// `roots`: parse only the templates rendering those can reach (see
    /// ``MustacheLibrary/init(sources:reachableFrom:)``); nil: every template.
    func load(_ diagnostics: inout DiagnosticBag, reachableFrom roots: [String]? = nil) -> Loaded {
        let label = directory ?? Self.builtInLabel
        guard let files = directory.map({ readFolder($0, &diagnostics) }) ?? DefaultTemplates.files else {
            diagnostics.error(
                "lifeline.templates.missing", at: nil, "templates directory '\(label)' does not exist",
                hint: "pass an existing --templates DIR, or leave it out to use the built-in templates")
            return Loaded(library: nil, assets: [:], sources: [:])
        }
        var sources: [String: String] = [:]
        var templates: [String: String] = [:]
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".mustache") && !name.contains("/") {
            let path = "\(label)/\(name)"
            guard let text = String(validating: bytes, as: UTF8.self) else {
                diagnostics.error("lifeline.templates.unreadable", at: .start(of: path), "cannot read \(path) as UTF-8 text")
                continue
            }
            templates[String(name.dropLast(".mustache".count))] = text
            sources[path] = text
        }
        var library: MustacheLibrary?
        do {
            if let roots {
                library = try MustacheLibrary(sources: templates, reachableFrom: roots)
            } else {
                library = try MustacheLibrary(sources: templates)
            }
        } catch {
            for problem in error.errors {
                let location = SourceLocation(
                    file: "\(label)/\(problem.templateName).mustache",
                    line: problem.position?.line ?? 1, column: problem.position?.column ?? 1)
                diagnostics.error("lifeline.templates.syntax", at: location, problem.message)
            }
        }
        for required in ["base", "index", "page", "lifecycle", "scenario", "claims", "reference"] where templates[required] == nil {
            diagnostics.error("lifeline.templates.missing", at: nil, "missing template \(label)/\(required).mustache")
        }
        let assets = files.filter { $0.key.hasPrefix("assets/") }
        return Loaded(
            library: library,
            assets: Dictionary(uniqueKeysWithValues: assets.map { (String($0.key.dropFirst("assets/".count)), $0.value) }),
            sources: sources)
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
