internal import ContentLoader
internal import Diagnostics
internal import FileAccess
internal import Mustache

/// Reads `Templates/` through the same gate as the content: every `*.mustache` (named by
/// file name without extension, so `{{> sidebar}}` is `sidebar.mustache`) and every file
/// under `assets/`; anything else there is reported.
struct TemplateLoader {
    let directory: String

    static let rules: [SourceRule] = [
        .topLevel(extensions: ["mustache"], sizeLimit: 1 << 20),
        .tree("assets", sizeLimit: ContentLayout.staticSizeLimit),
    ]

    struct Loaded {
        var library: MustacheLibrary?
        var assets: [String: [UInt8]]
        var sources: [String: String]
    }

    func load(_ diagnostics: inout DiagnosticBag) -> Loaded {
        guard FileStatus.following(directory)?.kind == .directory,
            let scan = try? SourceTree(root: directory, rules: Self.rules).scan()
        else {
            diagnostics.error(
                "lifeline.templates.missing", at: nil, "templates directory '\(directory)' does not exist",
                hint: "run from the project's root or pass --templates DIR")
            return Loaded(library: nil, assets: [:], sources: [:])
        }
        for problem in scan.problems {
            diagnostics.append(SourceProblemReport.diagnostic(for: problem, area: "templates", root: directory))
        }
        var sources: [String: String] = [:]
        var templates: [String: String] = [:]
        for file in scan.files(of: "") {
            guard let bytes = read(file, &diagnostics) else { continue }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                diagnostics.error("lifeline.templates.unreadable", at: .start(of: file.path), "cannot read \(file.path) as UTF-8 text")
                continue
            }
            templates[String(file.name.dropLast(".mustache".count))] = text
            sources[file.path] = text
        }
        var library: MustacheLibrary?
        do {
            library = try MustacheLibrary(sources: templates)
        } catch {
            for problem in error.errors {
                let location = SourceLocation(
                    file: "\(directory)/\(problem.templateName).mustache",
                    line: problem.position?.line ?? 1, column: problem.position?.column ?? 1)
                diagnostics.error("lifeline.templates.syntax", at: location, problem.message)
            }
        }
        for required in ["base", "index", "page", "lifecycle", "scenario", "claims", "reference"] where templates[required] == nil {
            diagnostics.error("lifeline.templates.missing", at: nil, "missing template \(directory)/\(required).mustache")
        }
        var assets: [String: [UInt8]] = [:]
        for file in scan.files(of: "assets") {
            if let bytes = read(file, &diagnostics) { assets[String(file.relativePath.dropFirst("assets/".count))] = bytes }
        }
        return Loaded(library: library, assets: assets, sources: sources)
    }

    private func read(_ file: SourceFile, _ diagnostics: inout DiagnosticBag) -> [UInt8]? {
        do {
            return try FileSystem.readRegularFile(at: file.readPath, limit: file.sizeLimit)
        } catch {
            diagnostics.append(SourceProblemReport.diagnostic(for: error, file: file, area: "templates"))
            return nil
        }
    }
}
