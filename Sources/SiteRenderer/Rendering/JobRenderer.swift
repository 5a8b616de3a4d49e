internal import Diagnostics
internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache

/// Renders one ``PageJob`` into its files and the problems met on the way.
struct JobRenderer: Sendable {
    let frame: SiteFrame
    let templates: MustacheLibrary
    /// Whether the templates ship `assets/claims.js`, which the claims page then links.
    let hasClaimsScript: Bool

    struct Result: Sendable {
        var files: [OutputFile] = []
        var diagnostics = DiagnosticBag()
        /// Tags that wrote plain text unescaped, for the warning `SiteRenderer` gives once.
        var unescapedText: Set<UnescapedPlainText> = []
    }

    func render(_ job: PageJob) -> Result {
        var result = Result()
        let site = frame.site
        switch job {
        case .claims:
            let claims = ClaimsPage(frame: frame, hasScript: hasClaimsScript)
            result.files.append(render("claims", claims.context(), to: claims.path, at: nil, &result))
        case .reference:
            let reference = ReferencePage(frame: frame)
            result.files.append(render("reference", reference.context(), to: reference.path, at: nil, &result))
        case .freePage(let page):
            let free = FreePage(frame: frame, page: page)
            result.files.append(render(free.template, free.context(), to: free.path, at: page.location, &result))
        case .placeholderIndex:
            let placeholder = FreePage(
                frame: frame,
                page: .init(slug: "index", title: site.title, markdown: "", location: site.catalog.settings.location))
            result.files.append(render("index", placeholder.context(), to: placeholder.path, at: nil, &result))
        case .lifecycle(let lifecycle):
            renderLifecycle(lifecycle, into: &result)
        }
        return result
    }

    /// The lifecycle page and its scenario pages, with one layout of the diagram for all.
    private func renderLifecycle(_ lifecycle: Lifecycle, into result: inout Result) {
        let site = frame.site
        let plainGraph = LifecycleDiagram.graph(for: lifecycle, site: site)
        let layout = plainGraph.flatMap { diagramSVG($0, at: lifecycle.location, &result.diagnostics) }
        let label = plainGraph?.title ?? ""
        let navigation = frame.navigation.forLifecycle(lifecycle)
        let lifecyclePath = SitePaths.lifecycle(lifecycle.id)
        let figure = layout.map { svg in
            diagramFigure(svg, label: label, file: SitePaths.lifecycleDiagram(lifecycle.id), page: lifecyclePath, &result)
        }
        let page = LifecyclePage(frame: frame, lifecycle: lifecycle, navigation: navigation, diagramSVG: figure)
        result.files.append(render("lifecycle", page.context(), to: page.path, at: lifecycle.location, &result))
        for scenario in lifecycle.scenarios {
            guard let simulation = site.validation.result(lifecycle, scenario) else { continue }
            let moves = ScenarioPage.moves(scenario, lifecycle, simulation)
            let highlighted = LifecycleDiagram.graph(for: lifecycle, site: site, highlighting: moves)
            let svg = layout.map { svg in
                highlighted.map { SVGHighlighting.highlight(svg, ids: DOTWriter.highlightedIDs(in: $0)) } ?? svg
            }
            let scenarioPath = SitePaths.scenario(lifecycle.id, scenario.id)
            let figure = svg.map { svg in
                diagramFigure(svg, label: label, file: SitePaths.scenarioDiagram(lifecycle.id, scenario.id), page: scenarioPath, &result)
            }
            let scenarioPage = ScenarioPage(
                frame: frame, lifecycle: lifecycle, navigation: navigation, scenario: scenario, result: simulation, diagramSVG: figure)
            result.files.append(render("scenario", scenarioPage.context(), to: scenarioPage.path, at: scenario.location, &result))
        }
    }

    /// The page's HTML for a laid-out diagram, and its SVG file for the full-size link.
    private func diagramFigure(_ svg: String, label: String, file: String, page: String, _ result: inout Result) -> String {
        result.files.append(OutputFile(path: file, text: InlineSVG.standalone(svg)))
        return DiagramFigure.html(
            svg: InlineSVG.prepare(svg, label: label), label: label, fullSizeHref: SitePaths.link(to: file, from: page))
    }

    private func render(
        _ template: String, _ context: MustacheValue, to path: String, at location: SourceLocation?, _ result: inout Result
    ) -> OutputFile {
        do {
            return OutputFile(path: path, bytes: try templates.renderUTF8(template, context: context, unescapedText: &result.unescapedText))
        } catch {
            result.diagnostics.error("lifeline.render.template", at: location, "cannot render \(path): \(error)")
            return OutputFile(path: path, text: "")
        }
    }

    /// Called from any render thread: the Graphviz adapter lets one layout run at a time
    /// (libgvc cannot run two at once, even with one context each), and the other threads
    /// fill pages meanwhile.
    private func diagramSVG(_ graph: DOTGraph, at location: SourceLocation, _ diagnostics: inout DiagnosticBag) -> String? {
        do {
            return try frame.site.diagrams.svg(fromDOT: DOTWriter.dot(for: graph))
        } catch {
            diagnostics.error("lifeline.render.diagram", at: location, "cannot lay out the diagram: \(error)")
            return nil
        }
    }
}
