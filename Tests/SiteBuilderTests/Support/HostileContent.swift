/// A content tree whose every piece of prose tries to break out: of HTML text, of an HTML
/// attribute, of a DOT string, and into a `javascript:` link.
enum HostileContent {
    static let text = #"<script>alert(1)</script> <img src=x onerror=alert(1)> " onmouseover="x ' & "]; evil -> x [label=""#

    /// `text` as a YAML block scalar, indented for a key at `indent` spaces.
    static func block(_ indent: Int) -> String {
        "|-\n" + String(repeating: " ", count: indent + 2) + text
    }

    static var files: [String: String] {
        [
            "site.yaml": """
            title: \(block(0))
            description: \(block(0))
            language: en
            """,
            "pages/index.md": """
            ---
            title: \(block(0))
            ---
            \(text)

            [click me](javascript:alert(1)) and [also](JAVASCRIPT:alert(2)) and <img src=x onerror=alert(3)>
            """,
            "lifecycles/vc.yaml": """
            id: vc
            title: \(block(0))
            object: view-controller
            summary: \(block(0))
            body: |
              \(text)

              [x](javascript:alert(1))
            references:
              - title: \(block(4))
                url: https://example.com/reference
            diagram:
              states:
                - id: disappeared
                  label: \(block(6))
                - id: appeared
              initial: disappeared
              transitions:
                - from: disappeared
                  to: appeared
                  label: \(block(6))
                  calls: ["viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)"]
                - from: appeared
                  to: disappeared
                  calls: ["viewWillDisappear(_:)", "viewDidDisappear(_:)"]
            callbacks:
              - name: viewDidLoad
                note: \(block(4))
            scenarios:
              - id: push
                title: \(block(4))
                summary: \(block(4))
                objects:
                  nav: { kind: navigation-controller }
                  A: { kind: view-controller }
                  B: { kind: view-controller }
                setup:
                  - launch
                  - show: { root: nav, stack: [A] }
                steps:
                  - push: { vc: B, "on": nav }
                only: [appearance]
                notes: |
                  \(text)

                  [x](javascript:alert(1))
            claims:
              - id: hostile-claim
                source:
                  title: \(block(6))
                  url: https://example.com/claim
                statement: \(block(4))
                scenario: push
                says: [B.viewWillAppear, B.viewDidAppear]
                verdict: true
            """,
        ]
    }
}
