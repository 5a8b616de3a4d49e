public import Diagnostics
internal import FileAccess
internal import LifecycleModel

extension ContentLoader {
    /// What a build that renders some lifecycles' pages alone needs (`ProseEdit`): the
    /// site's settings, the pages, and the lifecycle files named with their bodies, every
    /// path under the content folder (`lifecycles/app.yaml`, `lifecycles/app.md`,
    /// `pages/guide.md`). Nothing else is read and no check across files runs: the caller
    /// has proved that every other file holds what the last build read and passed, and
    /// that these are regular files (no link to resolve). Loading problems are
    /// diagnostics as always.
    public func load(
        lifecycles: [String], bodies: [String], pages: [String], diagnostics: inout DiagnosticBag
    ) throws(ContentLoaderError) -> LoadedContent {
        let realRoot: String
        do { realRoot = try FileSystem.realPath(contentDirectory).get() } catch {
            throw ContentLoaderError(message: "cannot read content directory '\(contentDirectory)': \(error.reason)", hint: nil)
        }
        func file(_ relative: String, rule: String, limit: Int64) -> SourceFile {
            SourceFile(
                path: Paths.join(contentDirectory, relative), relativePath: relative, readPath: Paths.join(realRoot, relative),
                rule: rule, sizeLimit: limit)
        }
        var files = SourceFiles()
        let settingsFile =
            FileStatus.of(Paths.join(realRoot, "site.yaml")) == nil ? nil : file("site.yaml", rule: "site.yaml", limit: ContentLayout.yamlSizeLimit)
        let settings = loadSettings(settingsFile, &files, &diagnostics)
        let folder = "\(contentDirectory)/lifecycles"
        let lifecycleFiles = (lifecycles + bodies).map { file($0, rule: "lifecycles", limit: ContentLayout.yamlSizeLimit) }
        var reading = LifecycleFolder(files: lifecycleFiles, directory: folder, threads: threads)
        reading.keepsProseHTML = keepsProseHTML
        let loaded = reading.load(language: settings.language, declared: settings.languages, &files, &diagnostics).lifecycles
        let pageFiles = pages.map { file($0, rule: "pages", limit: ContentLayout.markdownSizeLimit) }
        let catalog = Catalog(settings: settings, lifecycles: loaded, pages: loadPages(pageFiles, &files, &diagnostics), evidence: [])
        return LoadedContent(catalog: catalog, sources: files.texts)
    }
}
