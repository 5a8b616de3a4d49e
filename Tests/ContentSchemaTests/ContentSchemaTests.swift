import ContentSchema
import Foundation
import JSON
import TestSupport
import Testing

/// The generated schemas accept every bundled file and reject each malformed sample.
@Suite struct ContentSchemaTests {
    static let content = repositoryRoot().appendingPathComponent("Content")
    static var lifecycleFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: content.appendingPathComponent("lifecycles").path)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted()
    }

    func errors(_ yaml: String, _ schema: JSONValue = ContentSchema.lifecycle) throws -> [String] {
        JSONSchemaValidator(root: schema).validate(try YAMLAsJSON.parse(yaml))
    }

    @Test func bundledLifecycleFilesAreFound() {
        #expect(Self.lifecycleFiles.count >= 8)
    }

    @Test(arguments: lifecycleFiles)
    func bundledLifecycleFileIsAccepted(_ name: String) throws {
        let text = try String(contentsOf: Self.content.appendingPathComponent("lifecycles/\(name)"), encoding: .utf8)
        let problems = try errors(text)
        #expect(problems == [], "\(problems)")
    }

    @Test func bundledSiteSettingsAreAccepted() throws {
        let text = try String(contentsOf: Self.content.appendingPathComponent("site.yaml"), encoding: .utf8)
        #expect(try errors(text, ContentSchema.site) == [])
    }

    /// Each bundled file names its schema on its first line, by a path that reaches the
    /// schema the build publishes into site/.
    @Test(arguments: lifecycleFiles.map { "lifecycles/\($0)" } + ["site.yaml"])
    func bundledFilesNameTheirSchema(_ path: String) throws {
        let text = try String(contentsOf: Self.content.appendingPathComponent(path), encoding: .utf8)
        let first = try #require(text.split(separator: "\n").first.map(String.init))
        let prefix = "# yaml-language-server: $schema="
        #expect(first.hasPrefix(prefix))
        let target = Self.content.appendingPathComponent(path).deletingLastPathComponent()
            .appendingPathComponent(String(first.dropFirst(prefix.count))).standardizedFileURL
        let published = path == "site.yaml" ? ContentSchema.sitePath : ContentSchema.lifecyclePath
        #expect(target == repositoryRoot().appendingPathComponent("site/\(published)").standardizedFileURL)
    }

    @Test func schemasAreValidJSONAndTheSameOnEveryRun() throws {
        for file in ContentSchema.files {
            #expect(try JSONSerialization.jsonObject(with: Data(file.text.utf8)) is [String: Any])
            #expect(ContentSchema.files.first { $0.path == file.path }?.text == file.text)
        }
        #expect(ContentSchema.files.map(\.path) == ["schema/lifecycle.schema.json", "schema/site.schema.json"])
    }

    static let valid = """
        id: sample
        title: Sample
        object: view-controller
        scenarios:
          - id: push
            title: Push
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller, from: storyboard }
              B: { kind: view-controller }
            setup: [launch, { show: { root: nav, stack: [A] } }]
            steps:
              - push: { vc: B, on: nav, animated: false }
              - keyboard-show:
              - memory-warning
            only: [loading, viewWillAppear]
            expect: ["B.init(nibName:bundle:)", B.viewDidLoad]

        """

    @Test func theValidSampleIsAccepted() throws {
        let errors = try errors(Self.valid)
        #expect(errors == [], "\(errors)")
    }

    /// One mistake each, and where the schema reports it.
    @Test(arguments: [
        ("object: view-controller", "object: view-controler", "/object: \"view-controler\" is not one of the allowed values"),
        ("title: Sample\n", "title: Sample\nsumary: x\n", ": unknown property 'sumary'"),
        ("B: { kind: view-controller }", "B: { kind: veiw }", "/scenarios/0/objects/B/kind: \"veiw\" is not one of the allowed values"),
        (
            "A: { kind: view-controller, from: storyboard }", "A: { kind: view-controller, from: nib }",
            "/scenarios/0/objects/A/from: \"nib\" is not one of the allowed values"
        ),
        ("B: { kind: view-controller }", "B: { kind: cell, load-view: custom }", "/scenarios/0/objects/B: unknown property 'load-view'"),
        ("- push: { vc: B, on: nav, animated: false }", "- pussh: { vc: B, on: nav }", "/scenarios/0/steps/0: 0 of 2 alternatives match (anyOf)"),
        ("- push: { vc: B, on: nav, animated: false }", "- push: { vc: B }", "/scenarios/0/steps/0/push: missing required property 'on'"),
        (
            "- push: { vc: B, on: nav, animated: false }", "- push: { vc: B, on: nav, animated: \"no\" }",
            "/scenarios/0/steps/0/push/animated: expected boolean, found string"
        ),
        ("- memory-warning", "- push", "/scenarios/0/steps/2: 0 of 2 alternatives match (anyOf)"),
        ("only: [loading, viewWillAppear]", "only: [loading, apperance]", "/scenarios/0/only/1: \"apperance\" is not one of the allowed values"),
        (
            "expect: [\"B.init(nibName:bundle:)\", B.viewDidLoad]", "expect: [viewDidLoad]",
            "/scenarios/0/expect/0: 'viewDidLoad' does not match ^[^.\\s]+\\.\\S+$"
        ),
        ("    title: Push\n", "    title: Push\n    config: { ios: 30 }\n", "/scenarios/0/config/ios: 30.0 violates maximum 27.0"),
        ("    title: Push\n", "    title: Push\n    config: { ios: \"17\" }\n", "/scenarios/0/config/ios: expected integer, found string"),
        ("    steps:\n", "    stepz:\n", "/scenarios/0: missing required property 'steps'"),
        ("id: sample", "id: Sample", "/id: 'Sample' does not match ^[a-z0-9-]+$"),
    ])
    func malformedSampleIsRejected(_ old: String, _ new: String, _ expected: String) throws {
        #expect(Self.valid.contains(old))
        let errors = try errors(Self.valid.replacingOccurrences(of: old, with: new))
        // Inside an anyOf, the reason is one of the alternatives' lines: `  [1] /path: message`.
        let lines = errors.flatMap { error in
            error.split(separator: "\n").map { line in
                line.hasPrefix("  [") ? String(line.drop { $0 != "]" }.dropFirst(2)) : String(line)
            }
        }
        #expect(lines.contains(expected), "\(errors)")
    }

    @Test func callbacksAndStatesDependOnTheObject() throws {
        let file = """
            id: app
            title: App
            object: app
            callbacks:
              - { name: applicationDidBecomeActive }
              - { name: viewDidLoad }
            diagram:
              states: [{ id: active }, { id: appeared }]
              transitions:
                - { from: active, to: appeared, calls: ["applicationWillResignActive(_:)", viewWillAppear] }

            """
        let errors = try errors(file)
        #expect(errors.contains("/callbacks/1/name: \"viewDidLoad\" is not one of the allowed values"))
        #expect(errors.contains("/diagram/states/1/id: \"appeared\" is not one of the allowed values"))
        #expect(errors.contains("/diagram/transitions/0/to: \"appeared\" is not one of the allowed values"))
        #expect(errors.contains("/diagram/transitions/0/calls/1: \"viewWillAppear\" is not one of the allowed values"))
        #expect(!errors.contains { $0.hasPrefix("/callbacks/0") || $0.hasPrefix("/diagram/transitions/0/calls/0") })
        #expect(errors.count == 4)
    }

    @Test func claimsAndReferences() throws {
        let file = """
            id: x
            title: X
            object: view-controller
            references: [{ title: Bad link, url: "javascript:alert(1)" }]
            claims:
              - { id: c, source: { title: S }, scenario: s, says: [], verdict: maybe }

            """
        let errors = try errors(file)
        #expect(errors.contains("/references/0/url: 'javascript:alert(1)' does not match ^([Hh][Tt][Tt][Pp][Ss]?://|[Mm][Aa][Ii][Ll][Tt][Oo]:)"))
        #expect(errors.contains("/claims/0/says: 0 items violates minItems 1"))
        #expect(errors.contains("/claims/0/verdict: expected boolean, found string"))
    }

    @Test func siteSettingsMistakes() throws {
        let errors = try errors("title: T\nbase-path: docs/\nnav: [App]\nlanguag: en\n", ContentSchema.site)
        #expect(errors.contains("/base-path: 'docs/' does not match ^/"))
        #expect(errors.contains { $0.hasPrefix("/nav/0: 0 of 2 alternatives match") && $0.contains("'App' does not match ^[a-z0-9-]+$") })
        #expect(errors.contains(": unknown property 'languag'"))
        #expect(try self.errors("description: no title\n", ContentSchema.site) == [": missing required property 'title'"])
    }

    /// The schema follows the vocabulary: every action and object kind is in it.
    @Test func everyActionAndKindIsInTheSchema() throws {
        let text = ContentSchema.lifecycle.rendered()
        for action in ["push", "interactive-dismiss", "keyboard-show", "add-subview", "dequeue"] {
            #expect(text.contains("\"\(action)\": {"), "\(action)")
        }
        for kind in ["keyboard-observer", "swiftui-app", "table-view"] {
            #expect(text.contains("\"const\": \"\(kind)\""), "\(kind)")
        }
    }
}
