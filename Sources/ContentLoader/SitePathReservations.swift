internal import Diagnostics
internal import FileAccess
internal import LifecycleModel

/// Files of `static/` and `keep:` entries may not land where the build writes a page, so
/// `check` refuses what `build` would refuse as a path clash.
///
/// The page paths repeat `SitePaths` (SiteRenderer), which the loader cannot import; a
/// test builds a site and holds the two to the same list.
enum SitePathReservations {
    static func pagePaths(of catalog: Catalog) -> Set<String> {
        var paths: Set<String> = ["index.html", "claims.html", "reference.html", ".lifeline-site"]
        for page in catalog.pages { paths.insert(page.slug == "index" ? "index.html" : "\(page.slug).html") }
        for lifecycle in catalog.lifecycles {
            paths.insert("\(lifecycle.id)/index.html")
            for scenario in lifecycle.scenarios { paths.insert("\(lifecycle.id)/\(scenario.id).html") }
        }
        return paths
    }

    static func check(_ catalog: Catalog, staticFiles: [SourceFile], _ diagnostics: inout DiagnosticBag) {
        let pages = pagePaths(of: catalog)
        for file in staticFiles {
            let path = String(file.relativePath.dropFirst("static/".count))
            if pages.contains(path) || path.hasPrefix(".lifeline") {
                diagnostics.error(
                    "lifeline.content.static-clash", at: .start(of: file.path), "\(file.path) would replace the site's own \(path)",
                    hint: "rename or move the file; static/ may not hold a path the build writes a page at")
            }
        }
        for entry in catalog.settings.keep {
            let clash =
                pages.first { $0 == entry.value || $0.hasPrefix(entry.value + "/") }
                ?? staticFiles.map { String($0.relativePath.dropFirst("static/".count)) }.first {
                    $0 == entry.value || $0.hasPrefix(entry.value + "/")
                }
            if let clash {
                diagnostics.error(
                    "lifeline.schema.keep", at: entry.location, "keep entry '\(entry.value)' covers \(clash), which the build writes",
                    hint: "keep only files the build does not write")
            }
        }
    }
}
