import Testing

/// `body-file:` and `url:`, the two values that reach outside the YAML file.
@Suite struct BodyAndLinkErrorTests {
    @Test func bodyFileIsReadFromBesideTheLifecycle() throws {
        let tree = try loadTree([
            "lifecycles/vc.yaml": "id: vc\ntitle: T\nobject: view-controller\nbody-file: vc.md\n",
            "lifecycles/vc.md": "Loaded *lazily*.\n",
        ])
        #expect(tree.messages == [])
        #expect(tree.catalog.lifecycles.first?.body?.text(in: "en", fallback: "en") == "Loaded *lazily*.\n")
    }

    @Test func missingBodyFile() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            body-file: view-controller.md
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:4:12: body-file 'view-controller.md' does not exist in lifecycles [lifeline.schema.body-file]"
            ])
        #expect(tree.hints == ["put the markdown file next to this YAML file"])
    }

    @Test func bodyFileOutsideTheLifecyclesFolder() throws {
        let tree = try loadTree([
            "lifecycles/vc.yaml": "id: vc\ntitle: T\nobject: view-controller\nbody-file: ../site.yaml\n"
        ])
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:4:12: body-file '../site.yaml' must name a Markdown file inside lifecycles [lifeline.schema.body-file]"
            ])
    }

    @Test func bodyAndBodyFileTogether() throws {
        let tree = try loadTree([
            "lifecycles/vc.yaml": "id: vc\ntitle: T\nobject: view-controller\nbody: Inline.\nbody-file: vc.md\n",
            "lifecycles/vc.md": "From a file.\n",
        ])
        #expect(tree.messages == ["lifecycles/vc.yaml:5:12: give either 'body' or 'body-file', not both [lifeline.schema.body]"])
    }

    @Test(arguments: ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<script>x</script>", "//evil.example"])
    func urlWithAnUnsafeSchemeIsRejected(url: String) throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            references:
              - title: Docs
                url: '\(url)'
            """)
        #expect(tree.messages == ["lifecycles/vc.yaml:6:10: url '\(url)' must start with https://, http:// or mailto: [lifeline.schema.url]"])
        #expect(tree.catalog.lifecycles.first?.references.first?.url == nil)
    }

    @Test func webAndMailURLsAreKept() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            references:
              - { title: Docs, url: "https://developer.apple.com/documentation/uikit" }
              - { title: Author, url: "mailto:author@example.com" }
            """)
        #expect(tree.messages == [])
        #expect(
            tree.catalog.lifecycles.first?.references.map(\.url) == [
                "https://developer.apple.com/documentation/uikit", "mailto:author@example.com",
            ])
    }
}
