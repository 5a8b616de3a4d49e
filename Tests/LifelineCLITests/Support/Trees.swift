import Foundation
import TestSupport

/// Content trees for the commands, declared inline.
enum Trees {
    static let valid: [String: String] = [
        "site.yaml": "title: Test site\n",
        "lifecycles/vc.yaml": """
        id: vc
        title: View controller
        object: view-controller
        scenarios:
          - id: show
            title: Shown as root
            objects:
              A: { kind: view-controller }
            setup: [launch]
            steps:
              - show: { root: A }
            only: [appearance]
            expect: [A.viewWillAppear, A.viewIsAppearing, A.viewDidAppear]
        """,
    ]

    /// `valid` with line 3 indented under `title`, which YAML rejects: an indentation
    /// mistake at 3:3.
    static var malformed: [String: String] {
        var files = valid
        files["lifecycles/vc.yaml"] = files["lifecycles/vc.yaml"]!
            .replacingOccurrences(of: "object: view-controller", with: "  object: view-controller")
        return files
    }

    static var bundledContent: String { repositoryRoot().appendingPathComponent("Content").path }
    static var bundledTemplates: String { repositoryRoot().appendingPathComponent("Templates").path }
}
