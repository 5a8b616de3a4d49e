internal import ContentSchema
internal import LifecycleModel
public import Diagnostics
public import Mustache

/// Catalog → `[OutputFile]`: every page of the site, rendered through the templates.
///
/// Pure apart from the two injected services; it never touches the disk. Problems it
/// finds (a diagram Graphviz rejects, a template that fails) are diagnostics, and the
/// caller decides not to write a site that has any.
public struct SiteRenderer: Sendable {
    public var templates: MustacheLibrary
    /// Static files from `Templates/assets/`, keyed by their path under `assets/`.
    public var assets: [String: [UInt8]]

    public init(templates: MustacheLibrary, assets: [String: [UInt8]]) {
        self.templates = templates
        self.assets = assets
    }

    public func render(_ site: SiteInput, diagnostics: inout DiagnosticBag) -> [OutputFile] {
        var files: [OutputFile] = []
        for page in site.catalog.pages {
            let free = FreePage(site: site, page: page)
            files.append(render(free.template, free.context(), to: free.path, at: page.location, &diagnostics))
        }
        if !site.catalog.pages.contains(where: { $0.slug == "index" }) {
            let placeholder = FreePage(
                site: site,
                page: .init(
                    slug: "index", title: site.title, markdown: "",
                    location: site.catalog.settings.location))
            files.append(render("index", placeholder.context(), to: placeholder.path, at: nil, &diagnostics))
        }
        for lifecycle in site.catalog.lifecycles {
            let svg = diagramSVG(LifecycleDiagram.graph(for: lifecycle, site: site), site: site, at: lifecycle.location, &diagnostics)
            let page = LifecyclePage(site: site, lifecycle: lifecycle, diagramSVG: svg)
            files.append(render("lifecycle", page.context(), to: page.path, at: lifecycle.location, &diagnostics))
            for scenario in lifecycle.scenarios {
                guard let result = site.validation.result(lifecycle, scenario) else { continue }
                let moves = ScenarioPage.moves(scenario, lifecycle, result)
                let graph = LifecycleDiagram.graph(for: lifecycle, site: site, highlighting: moves)
                let scenarioPage = ScenarioPage(
                    site: site, lifecycle: lifecycle, scenario: scenario, result: result,
                    diagramSVG: diagramSVG(graph, site: site, at: scenario.location, &diagnostics))
                files.append(render("scenario", scenarioPage.context(), to: scenarioPage.path, at: scenario.location, &diagnostics))
            }
        }
        let claims = ClaimsPage(site: site, hasScript: assets["claims.js"] != nil)
        files.append(render("claims", claims.context(), to: claims.path, at: nil, &diagnostics))
        let reference = ReferencePage(site: site)
        files.append(render("reference", reference.context(), to: reference.path, at: nil, &diagnostics))
        files += assets.keys.sorted().map { OutputFile(path: "assets/\($0)", bytes: assets[$0]!) }
        // The schemas editors read content files with, from the engine that checks them.
        files += ContentSchema.files.map { OutputFile(path: $0.path, text: $0.text) }
        files.append(SiteMarker.file)
        reportClashes(files, &diagnostics)
        return files.sorted { $0.path < $1.path }
    }

    /// Ids become paths, so a scenario called `index` or a page called `claims` would
    /// silently replace another page (and `build --check` would never see the site as fresh).
    private func reportClashes(_ files: [OutputFile], _ diagnostics: inout DiagnosticBag) {
        var seen = Set<String>()
        for file in files where !seen.insert(file.path).inserted {
            diagnostics.error(
                "lifeline.render.path-clash", at: nil, "two pages would be written to \(file.path)",
                hint: "rename the page, lifecycle or scenario whose id makes this path")
        }
    }

    private func render(
        _ template: String, _ context: MustacheValue, to path: String, at location: SourceLocation?,
        _ diagnostics: inout DiagnosticBag
    ) -> OutputFile {
        do {
            return OutputFile(path: path, text: try templates.render(template, context: context))
        } catch {
            diagnostics.error("lifeline.render.template", at: location, "cannot render \(path): \(error)")
            return OutputFile(path: path, text: "")
        }
    }

    private func diagramSVG(_ graph: DOTGraph?, site: SiteInput, at location: SourceLocation, _ diagnostics: inout DiagnosticBag) -> String? {
        guard let graph else { return nil }
        do {
            let svg = try site.diagrams.svg(fromDOT: DOTWriter.dot(for: graph))
            return InlineSVG.prepare(svg, label: graph.title)
        } catch {
            diagnostics.error("lifeline.render.diagram", at: location, "cannot lay out the diagram: \(error)")
            return nil
        }
    }
}
