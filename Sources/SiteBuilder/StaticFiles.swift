internal import ContentLoader
internal import Diagnostics
internal import FileAccess
internal import SiteRenderer

/// `Content/static/`: copied into the site's root as it is, byte for byte.
enum StaticFiles {
    /// `rendered` plus every static file, sorted by path; a static file at a path the
    /// build also renders is an error (the loader already refuses the known page paths;
    /// this catches the templates' assets too).
    static func merge(_ sources: [SourceFile], into rendered: [OutputFile], _ diagnostics: inout DiagnosticBag) -> [OutputFile] {
        let renderedPaths = Set(rendered.map(\.path))
        var files = rendered
        for source in sources {
            let path = String(source.relativePath.dropFirst("static/".count))
            guard !renderedPaths.contains(path) else {
                diagnostics.error(
                    "lifeline.render.path-clash", at: .start(of: source.path), "\(source.path) would replace the site's own \(path)",
                    hint: "rename or move the file")
                continue
            }
            do {
                files.append(OutputFile(path: path, bytes: try FileSystem.readRegularFile(at: source.readPath, limit: source.sizeLimit)))
            } catch {
                diagnostics.append(SourceProblemReport.diagnostic(for: error, file: source, area: "content"))
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}
