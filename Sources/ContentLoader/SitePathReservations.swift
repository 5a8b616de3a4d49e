internal import Diagnostics
internal import FileAccess
internal import LifecycleModel

/// Files of `static/` and `keep:` entries may not land where the build writes a page, so
/// `check` refuses what `build` would refuse as a path clash.
///
/// The page paths repeat `SitePaths` (SiteRenderer), which the loader cannot import; a
/// test builds a site and holds the two to the same list.
enum SitePathReservations {
    /// Ids that would put a page where the site writes another: a scenario `index` (its
    /// lifecycle's own page), a free page `claims` or `reference` (the generated pages), a
    /// lifecycle `claims` or `reference` (the folders of the generated pages' parts).
    static func checkIDs(_ catalog: Catalog, _ diagnostics: inout DiagnosticBag) {
        for lifecycle in catalog.lifecycles where ["claims", "reference"].contains(lifecycle.id) {
            diagnostics.error(
                "lifeline.schema.reserved-id", at: lifecycle.location,
                "lifecycle id '\(lifecycle.id)' would put its pages in the folder of the generated \(lifecycle.id)/ pages",
                hint: "choose another lifecycle id")
        }
        // An edition's folder is named by its language (`de/`); lifecycle ids are lower-case.
        for lifecycle in catalog.lifecycles where catalog.settings.languages.contains(lifecycle.id) {
            diagnostics.error(
                "lifeline.schema.reserved-id", at: lifecycle.location,
                "lifecycle id '\(lifecycle.id)' would put its pages in the folder of the '\(lifecycle.id)' edition",
                hint: "choose another lifecycle id")
        }
        for page in catalog.pages where ["claims", "reference"].contains(page.slug) {
            diagnostics.error(
                "lifeline.schema.reserved-id", at: page.location, "a page named '\(page.slug)' would replace the generated \(page.slug).html",
                hint: "rename the page file")
        }
        for lifecycle in catalog.lifecycles {
            for scenario in lifecycle.scenarios where scenario.id == "index" {
                diagnostics.error(
                    "lifeline.schema.reserved-id", at: scenario.location,
                    "scenario id 'index' would replace the lifecycle's own page \(lifecycle.id)/index.html",
                    hint: "choose another scenario id")
            }
        }
    }

    static func pagePaths(of catalog: Catalog) -> Set<String> {
        var paths: Set<String> = ["index.html", "claims.html", "reference.html", ".lifeline-site"]
        for lifecycle in catalog.lifecycles where !lifecycle.claims.isEmpty || !lifecycle.claimGroups.isEmpty {
            paths.insert("claims/\(lifecycle.id).html")
        }
        for page in catalog.pages { paths.insert(page.slug == "index" ? "index.html" : "\(page.slug).html") }
        for lifecycle in catalog.lifecycles {
            paths.insert("\(lifecycle.id)/index.html")
            for scenario in lifecycle.scenarios { paths.insert("\(lifecycle.id)/\(scenario.id).html") }
        }
        return paths
    }

    static func check(_ catalog: Catalog, staticFiles: [SourceFile], _ diagnostics: inout DiagnosticBag) {
        checkIDs(catalog, &diagnostics)
        let pages = pagePaths(of: catalog)
        for file in staticFiles {
            let path = String(file.relativePath.dropFirst("static/".count))
            // `claims/` and `reference/` hold generated pages whose names the loader cannot
            // know (pages of a long list, areas of the engine's registry): no page there.
            let generatedFolder = (path.hasPrefix("claims/") || path.hasPrefix("reference/")) && path.hasSuffix(".html")
            if pages.contains(path) || generatedFolder || path.hasPrefix(".lifeline") {
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
