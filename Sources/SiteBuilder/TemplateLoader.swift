internal import Diagnostics
internal import Foundation
internal import Mustache

/// Reads `Templates/`: every `*.mustache` (named by file name without extension, so
/// `{{> sidebar}}` is `sidebar.mustache`) and every file under `assets/`.
struct TemplateLoader {
    let directory: String

    struct Loaded {
        var library: MustacheLibrary?
        var assets: [String: [UInt8]]
        var sources: [String: String]
    }

    func load(_ diagnostics: inout DiagnosticBag) -> Loaded {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else {
            diagnostics.error(
                "lifeline.templates.missing", at: nil, "templates directory '\(directory)' does not exist",
                hint: "run from the project's root or pass --templates DIR")
            return Loaded(library: nil, assets: [:], sources: [:])
        }
        var sources: [String: String] = [:]
        var templates: [String: String] = [:]
        for name in names.sorted() where name.hasSuffix(".mustache") {
            let path = "\(directory)/\(name)"
            guard let data = manager.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                diagnostics.error("lifeline.templates.unreadable", at: .start(of: path), "cannot read \(path) as UTF-8 text")
                continue
            }
            templates[String(name.dropLast(".mustache".count))] = text
            sources[path] = text
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
        return Loaded(library: library, assets: assets(), sources: sources)
    }

    /// Every regular file under `assets/`, keyed by its path below it.
    private func assets() -> [String: [UInt8]] {
        let root = "\(directory)/assets"
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
        var files: [String: [UInt8]] = [:]
        while let relative = enumerator.nextObject() as? String {
            let path = "\(root)/\(relative)"
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                let data = FileManager.default.contents(atPath: path)
            else { continue }
            files[relative] = [UInt8](data)
        }
        return files
    }
}
