public import Diagnostics
public import LifecycleModel
internal import FileAccess
internal import YAMLSupport

extension ContentLoader {
    /// One lifecycle file on its own, for `lifeline simulate` and `trace-check`: its body
    /// file and the site's language are not needed to run a scenario, so neither is read.
    public static func loadLifecycleFile(at path: String, diagnostics: inout DiagnosticBag) -> (lifecycle: Lifecycle?, sources: [String: String]) {
        guard let bytes = readLifecycleFile(at: path, diagnostics: &diagnostics) else { return (nil, [:]) }
        return lifecycle(fromYAML: bytes, path: path, diagnostics: &diagnostics)
    }

    /// The bytes of a lifecycle file the user named, within the size limit; nil after
    /// reporting why it cannot be read.
    public static func readLifecycleFile(at path: String, diagnostics: inout DiagnosticBag) -> [UInt8]? {
        do {
            // The user named this file, so a symbolic link to it is followed.
            let resolved = (try? FileSystem.realPath(path).get()) ?? path
            return try FileSystem.readRegularFile(at: resolved, limit: ContentLayout.yamlSizeLimit)
        } catch {
            let file = SourceFile(path: path, relativePath: path, readPath: path, rule: "lifecycles", sizeLimit: ContentLayout.yamlSizeLimit)
            diagnostics.append(SourceProblemReport.diagnostic(for: error, file: file, area: "content"))
            return nil
        }
    }

    /// A lifecycle from the bytes of its YAML file, named `path` in diagnostics. The entry
    /// point the YAML fuzz target drives.
    public static func lifecycle(fromYAML bytes: [UInt8], path: String, diagnostics: inout DiagnosticBag) -> (
        lifecycle: Lifecycle?, sources: [String: String]
    ) {
        var files = SourceFiles()
        guard let node = files.parseYAML(bytes, at: path, &diagnostics) else { return (nil, files.texts) }
        let reader = FileReader(path: path)
        let lifecycle = reader.lifecycle(node, language: "en", folder: Paths.parent(of: path)) { _ in .text("") }
        diagnostics.append(contentsOf: reader.diagnostics.all)
        return (lifecycle, files.texts)
    }

    /// A free page from the bytes of its Markdown file (`pages/NAME.md`, named `path` in
    /// diagnostics); nil after reporting. The entry point the Markdown fuzz target drives.
    public static func page(fromMarkdown bytes: [UInt8], path: String, diagnostics: inout DiagnosticBag) -> Page? {
        var files = SourceFiles()
        return page(fromMarkdown: bytes, path: path, &files, &diagnostics)
    }

    static func page(fromMarkdown bytes: [UInt8], path: String, _ files: inout SourceFiles, _ diagnostics: inout DiagnosticBag) -> Page? {
        let name = Paths.lastComponent(of: path)
        let slug = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        guard FileReader.isValidID(slug) else {
            diagnostics.error(
                "lifeline.schema.id", at: .start(of: path), "page file name '\(name)' is not a valid id",
                hint: "rename it to '\(FileReader.suggestedID(for: slug)).md'")
            return nil
        }
        guard slug.utf8.count <= FileReader.maximumIDLength else {
            diagnostics.error(
                "lifeline.schema.id-length", at: .start(of: path),
                "page file name '\(name)' is \(slug.utf8.count) characters long before .md; ids may be at most \(FileReader.maximumIDLength)",
                hint: "ids become file names and URLs; choose a shorter name")
            return nil
        }
        guard let text = files.text(of: bytes, at: path, &diagnostics) else { return nil }
        return PageReader(path: path, slug: slug).page(from: text, &diagnostics)
    }
}
