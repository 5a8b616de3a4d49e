internal import ContentLoader
internal import Diagnostics
internal import FileAccess
internal import SiteRenderer

/// `Content/static/`: copied into the site's root as it is, byte for byte.
enum StaticFiles {
    /// Puts every static file into `sink` (one at a time, never all held) and returns
    /// their paths; a static file at a path the build also renders is an error (the loader
    /// already refuses the known page paths; this catches the templates' assets too).
    ///
    /// Every edition gets them in its folder (`folders`, `de/`), so that the relative links
    /// of its prose to them hold and the folder works on its own.
    static func add(
        _ sources: [SourceFile], besides renderedPaths: Set<String>, folders: [String] = [""], into sink: any SiteSink,
        _ diagnostics: inout DiagnosticBag
    ) -> [String] {
        var paths: [String] = []
        for folder in folders {
            paths += add(sources, in: folder, besides: renderedPaths, into: sink, &diagnostics)
        }
        return paths
    }

    private static func add(
        _ sources: [SourceFile], in folder: String, besides renderedPaths: Set<String>, into sink: any SiteSink,
        _ diagnostics: inout DiagnosticBag
    ) -> [String] {
        var paths: [String] = []
        for source in sources {
            let path = folder + String(source.relativePath.dropFirst("static/".count))
            guard !renderedPaths.contains(path) else {
                diagnostics.error(
                    "lifeline.render.path-clash", at: .start(of: source.path), "\(source.path) would replace the site's own \(path)",
                    hint: "rename or move the file")
                continue
            }
            do {
                sink.accept([OutputFile(path: path, bytes: try FileSystem.readRegularFile(at: source.readPath, limit: source.sizeLimit))])
                paths.append(path)
            } catch {
                diagnostics.append(SourceProblemReport.diagnostic(for: error, file: source, area: "content"))
            }
        }
        return paths
    }
}
