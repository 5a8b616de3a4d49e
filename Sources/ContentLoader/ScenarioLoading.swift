public import Diagnostics
public import LifecycleModel
internal import FileAccess

/// One scenario of a lifecycle file, for `lifeline trace-check`: usable when its own
/// definition and the file's header (id, title, object, config) were read without
/// errors, whatever errors other scenarios or the claims of the same file have. Those are
/// still reported, so nothing is hidden, but they do not block a check they cannot affect.
public struct LoadedScenario: Sendable {
    public var lifecycle: Lifecycle?
    /// The scenario, when the file defines it (possibly with errors of its own).
    public var scenario: Scenario?
    /// Every problem of the file.
    public var diagnostics: DiagnosticBag
    public var sources: [String: String]
    /// The scenario and everything it rests on were read without errors.
    public var isUsable: Bool
}

extension ContentLoader {
    public static func loadScenario(_ id: String, fromLifecycleFileAt path: String) -> LoadedScenario {
        var diagnostics = DiagnosticBag()
        let bytes: [UInt8]
        do {
            // The user named this file, so a symbolic link to it is followed.
            let resolved = (try? FileSystem.realPath(path).get()) ?? path
            bytes = try FileSystem.readRegularFile(at: resolved, limit: ContentLayout.yamlSizeLimit)
        } catch {
            let file = SourceFile(path: path, relativePath: path, readPath: path, rule: "lifecycles", sizeLimit: ContentLayout.yamlSizeLimit)
            diagnostics.append(SourceProblemReport.diagnostic(for: error, file: file, area: "content"))
            return LoadedScenario(lifecycle: nil, scenario: nil, diagnostics: diagnostics, sources: [:], isUsable: false)
        }
        var files = SourceFiles()
        guard let node = files.parseYAML(bytes, at: path, &diagnostics) else {
            return LoadedScenario(lifecycle: nil, scenario: nil, diagnostics: diagnostics, sources: files.texts, isUsable: false)
        }
        let reader = FileReader(path: path)
        // A scenario runs without its page's prose, so body-file is not read.
        let lifecycle = reader.lifecycle(node, language: "en", folder: Paths.parent(of: path)) { _ in .text("") }
        diagnostics.append(contentsOf: reader.diagnostics.all)
        let scenario = lifecycle?.scenario(id: id)
        return LoadedScenario(
            lifecycle: lifecycle, scenario: scenario, diagnostics: diagnostics, sources: files.texts,
            isUsable: scenario?.isComplete == true && reader.headerIsComplete)
    }
}
