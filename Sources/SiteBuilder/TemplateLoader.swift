internal import DefaultTemplates
internal import Diagnostics
internal import Foundation
internal import Mustache

/// Reads the templates: every `*.mustache` (named by file name without extension, so
/// `{{> sidebar}}` is `sidebar.mustache`) and every file under `assets/`, from a folder
/// or, when `directory` is nil, from the copy built into lifeline.
struct TemplateLoader {
    let directory: String?

    struct Loaded {
        var library: MustacheLibrary?
        var assets: [String: [UInt8]]
        var sources: [String: String]
    }

    /// How diagnostics name the built-in templates, which have no path on disk.
    static let builtInLabel = "(built-in templates)"

    func load(_ diagnostics: inout DiagnosticBag) -> Loaded {
        let label = directory ?? Self.builtInLabel
        guard let files = directory.map(readFolder) ?? DefaultTemplates.files else {
            diagnostics.error(
                "lifeline.templates.missing", at: nil, "templates directory '\(label)' does not exist",
                hint: "pass an existing --templates DIR, or leave it out to use the built-in templates")
            return Loaded(library: nil, assets: [:], sources: [:])
        }
        var sources: [String: String] = [:]
        var templates: [String: String] = [:]
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".mustache") && !name.contains("/") {
            let path = "\(label)/\(name)"
            guard let text = String(data: Data(bytes), encoding: .utf8) else {
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

    /// The `*.mustache` files at the top of `folder` and every regular file under
    /// `assets/` (hidden ones skipped), keyed by their path under `folder`; nil when the
    /// folder does not exist.
    private func readFolder(_ folder: String) -> [String: [UInt8]]? {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return nil }
        var files: [String: [UInt8]] = [:]
        for name in names where name.hasSuffix(".mustache") {
            // An unreadable template is kept as invalid bytes, so it is reported by name.
            files[name] = manager.contents(atPath: "\(folder)/\(name)").map { [UInt8]($0) } ?? [0xFF]
        }
        let root = "\(folder)/assets"
        guard let enumerator = manager.enumerator(atPath: root) else { return files }
        while let relative = enumerator.nextObject() as? String {
            let path = "\(root)/\(relative)"
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                let data = manager.contents(atPath: path)
            else { continue }
            files["assets/\(relative)"] = [UInt8](data)
        }
        return files
    }
}
