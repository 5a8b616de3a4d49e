import ContentLoader
import Diagnostics
import Foundation
import LifecycleModel
import LifecycleSimulator
import Mustache
import SiteRenderer
import TestSupport

/// A small catalog written out as values: one lifecycle with a diagram, callbacks and two
/// scenarios, one lifecycle with nothing but a title, and two free pages.
enum SiteFixture {
    static func text(_ value: String) -> LocalizedText { LocalizedText(value, language: "en") }

    static func at(_ line: Int, _ file: String = "Content/lifecycles/vc.yaml") -> SourceLocation {
        SourceLocation(file: file, line: line, column: 1)
    }

    /// The engine's own spec of a view controller callback.
    static func callback(_ name: String) -> CallbackSpec {
        Vocabulary.callbacks(of: .viewController).first { $0.name == name }!
    }

    static func call(_ object: String, _ name: String, _ line: Int) -> CallReference {
        CallReference(object: object, callback: callback(name), location: at(line))
    }

    static let diagram = DrawnDiagram(
        states: [
            DiagramState(id: "disappeared", label: text("Off screen"), isFinal: false, location: at(20)),
            DiagramState(id: "appeared", label: nil, isFinal: false, location: at(21)),
            DiagramState(id: "deallocated", label: text("Gone"), isFinal: true, location: at(22)),
        ],
        initial: Located("disappeared", at: at(23)),
        transitions: [
            DiagramTransition(
                from: Located("disappeared", at: at(25)), to: Located("appeared", at: at(25)),
                label: text("push"),
                calls: ["viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)"]
                    .map { Located(callback($0), at: at(25)) },
                location: at(25)),
            DiagramTransition(
                from: Located("appeared", at: at(26)), to: Located("disappeared", at: at(26)),
                label: text("covered"),
                calls: ["viewWillDisappear(_:)", "viewDidDisappear(_:)"].map { Located(callback($0), at: at(26)) },
                location: at(26)),
            DiagramTransition(
                from: Located("appeared", at: at(27)), to: Located("deallocated", at: at(27)),
                label: nil,
                calls: ["viewWillDisappear(_:)", "viewDidDisappear(_:)", "deinit"]
                    .map { Located(callback($0), at: at(27)) },
                location: at(27)),
        ],
        location: at(19)
    )

    static let push = Scenario(
        id: "push", title: text("Push"), summary: text("B is pushed."),
        config: ConfigOverrides(animated: false),
        objects: [
            ObjectDeclaration(name: "nav", kind: .navigationController, location: at(31)),
            ObjectDeclaration(name: "A", kind: .viewController, location: at(32)),
            ObjectDeclaration(name: "B", kind: .viewController, options: ["from": "storyboard"], location: at(33)),
        ],
        setup: [
            Step(action: .launch, location: at(35)),
            Step(action: .show, arguments: ["root": .object("nav"), "stack": .objects(["A"])], location: at(36)),
        ],
        steps: [Step(action: .push, arguments: ["vc": .object("B"), "on": .object("nav")], location: at(38))],
        only: [Located("appearance", at: at(39))],
        expect: Located(
            [
                call("A", "viewWillDisappear(_:)", 41),
                call("B", "viewWillAppear(_:)", 42),
                call("B", "viewIsAppearing(_:)", 43),
                call("A", "viewDidDisappear(_:)", 44),
                call("B", "viewDidAppear(_:)", 45),
            ], at: at(40)),
        notes: text("Loaded first."),
        location: at(29)
    )

    static let background = Scenario(
        id: "background", title: text("Background"),
        setup: [Step(action: .launch, location: at(48))],
        steps: [Step(action: .background, location: at(50))],
        only: [Located("appearance", at: at(51))],
        expect: Located([], at: at(51)),
        location: at(46)
    )

    static let viewController = Lifecycle(
        id: "vc", title: text("View controller"), object: .viewController,
        summary: text("From init to deinit."), body: text("Loaded lazily."),
        references: [Reference(title: text("Apple"), url: "https://developer.apple.com/documentation/uikit")],
        diagram: .drawn(diagram),
        callbacks: [
            CallbackNote(callback: callback("viewDidLoad()"), note: text("Once."), location: at(16)),
            CallbackNote(callback: callback("viewWillAppear(_:)"), note: nil, location: at(17)),
        ],
        scenarios: [push, background],
        location: at(1)
    )

    static let app = Lifecycle(id: "app", title: text("App"), object: .app, location: at(1, "Content/lifecycles/app.yaml"))

    static let catalog = Catalog(
        settings: SiteSettings(
            title: text("Lifecycles"), description: text("Call orders, checked."),
            location: at(1, "Content/site.yaml")),
        lifecycles: [app, viewController],
        pages: [
            Page(slug: "index", title: "Home", markdown: "Welcome.", location: at(1, "Content/pages/index.md")),
            Page(slug: "guide", title: "Guide", markdown: "Write YAML.", location: at(1, "Content/pages/guide.md")),
        ]
    )

    /// The repository's own templates, read from disk.
    static func templates() throws -> MustacheLibrary {
        let directory = repositoryRoot().appendingPathComponent("Templates")
        var sources: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".mustache") {
            sources[String(name.dropLast(".mustache".count))] =
                try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        return try MustacheLibrary(sources: sources)
    }

    static let stylesheet: [UInt8] = Array("body { margin: 0 }\n".utf8)
    /// Stands in for `assets/not-found.js`, which the 404 page inlines.
    static let notFoundScript: [UInt8] = Array("/* finds the site's root */\n".utf8)

    /// What the validate step says about `catalog`; the fixture is meant to be clean.
    static func validationMessages(_ catalog: Catalog = catalog) -> [String] {
        var diagnostics = DiagnosticBag()
        _ = Validator.validate(catalog, diagnostics: &diagnostics)
        return diagnostics.sorted.map { "\($0.location.map(String.init(describing:)) ?? "-"): \($0.summary) [\($0.id)]" }
    }

    /// The fixture with the validate step's results and the given services.
    static func input(
        _ catalog: Catalog = catalog,
        markdown: any MarkdownToHTML = StubMarkdown(),
        diagrams: any DiagramRenderer = StubDiagrams(),
        strings: StringCatalog = strings
    ) -> SiteInput {
        var validationDiagnostics = DiagnosticBag()
        let validation = Validator.validate(catalog, diagnostics: &validationDiagnostics)
        var input = SiteInput(catalog: catalog, validation: validation, markdown: markdown, diagrams: diagrams)
        input.strings = strings
        return input
    }

    /// The repository's `Templates/strings/en.yaml`: the words the templates and the
    /// renderer write, as a build reads them.
    static let strings: StringCatalog = {
        let path = repositoryRoot().appendingPathComponent("Templates/strings/en.yaml").path
        var diagnostics = DiagnosticBag()
        let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        let english = StringCatalogReading.entries(bytes, path: path, language: "en", known: nil, &diagnostics)
        return StringCatalog(languages: ["en": english])
    }()

    /// Renders `catalog` with the repository's templates and the given services.
    static func render(
        _ catalog: Catalog = catalog,
        markdown: any MarkdownToHTML = StubMarkdown(),
        diagrams: any DiagramRenderer = StubDiagrams(),
        strings: StringCatalog = strings
    ) throws -> (files: [OutputFile], diagnostics: DiagnosticBag) {
        var diagnostics = DiagnosticBag()
        let renderer = SiteRenderer(
            templates: try templates(),
            assets: ["site.css": stylesheet, "site.js": [], "search.js": [], "favicon.svg": [], "not-found.js": notFoundScript])
        let files = renderer.render(input(catalog, markdown: markdown, diagrams: diagrams, strings: strings), diagnostics: &diagnostics)
        return (files, diagnostics)
    }
}

extension Array where Element == OutputFile {
    /// The file at `path` as UTF-8 text, or nil when the site has no such file.
    func text(_ path: String) -> String? {
        first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) }
    }
}
