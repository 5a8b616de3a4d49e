public import Diagnostics
internal import Foundation
internal import SiteBuilder

/// The one place `serve` builds the site: a whole build into whichever of two staging
/// directories is not being served, so a failed build never touches the pages being
/// served and a good one is swapped in by switching directories.
///
/// Builds are incremental: the pages of the served site whose inputs did not change are
/// linked into the new one rather than rendered again.
struct SiteRebuild: Sendable {
    let contentDirectory: String
    let templatesDirectory: String?
    let workDirectory: String

    /// Builds into `work/site-a` or `work/site-b`, whichever `served` is not.
    func build(replacing served: String?) -> PreviewBuild {
        let target = served == "\(workDirectory)/site-a" ? "\(workDirectory)/site-b" : "\(workDirectory)/site-a"
        var options = BuildOptions(
            contentDirectory: contentDirectory, templatesDirectory: templatesDirectory, outputDirectory: target)
        // The other folder is a build behind; the served one is the latest.
        options.reuseDirectory = served
        options.engineCache = .standard
        let start = DispatchTime.now()
        var build = PreviewBuild(directory: nil, diagnostics: DiagnosticBag(), sources: [:], milliseconds: 0)
        do {
            let outcome = try SiteBuilder(options: options).run()
            build.diagnostics = outcome.diagnostics
            build.sources = outcome.sources
            if !outcome.diagnostics.hasErrors { build.directory = target }
        } catch {
            build.diagnostics.error("lifeline.serve.build", at: nil, error.message, hint: error.hint)
        }
        build.milliseconds = Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
        return build
    }
}

/// What one build of `serve` produced, for the terminal and the page overlay.
public struct PreviewBuild: Sendable {
    /// The directory holding the new site; nil when the build failed.
    public var directory: String?
    public var diagnostics: DiagnosticBag
    public var sources: [String: String]
    public var milliseconds: Int

    public var succeeded: Bool { directory != nil }
    public var warningCount: Int { diagnostics.sorted.count { $0.severity == .warning } }
}
