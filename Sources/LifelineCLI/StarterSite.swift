/// What `lifeline init` writes: the smallest site that builds and passes `check` at once,
/// with one of each thing an author writes (site settings, a lifecycle with a scenario
/// and its expected order, a page), so each can be copied and changed.
enum StarterSite {
    static let files: [(path: String, text: String)] = [
        ("Content/site.yaml", site),
        ("Content/lifecycles/screens.yaml", lifecycle),
        ("Content/pages/index.md", index),
        (".gitignore", gitignore),
    ]

    static let gitignore = """
        # The site is written by `lifeline build` (CI builds and publishes it); serve writes
        # its previews into a temporary folder.
        /site/
        # Editors' backup and lock files, which lifeline ignores too.
        *~
        .#*
        \\#*#
        *.swp
        .DS_Store

        """

    static let site = """
        # yaml-language-server: $schema=../site/schema/site.schema.json
        title: My lifecycles
        description: Call orders of my app's screens, simulated and checked.
        language: en

        """

    static let lifecycle = """
        # yaml-language-server: $schema=../../site/schema/lifecycle.schema.json
        id: screens
        title: Screens of my app
        object: view-controller
        summary: What two view controllers are told when the second is pushed onto a navigation stack.

        diagram:
          derived: true

        callbacks:
          - { name: viewWillAppear, note: "Before every appearance, not only the first." }
          - { name: viewDidDisappear, note: The view has left the screen. }

        scenarios:
          - id: push
            title: Push a second screen
            summary: A is on screen inside a navigation controller; B is pushed.
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
            steps:
              - push: { vc: B, on: nav }
            only: [loading, appearance]
            # `lifeline update-expect Content/lifecycles/screens.yaml push` writes this block from the engine.
            expect:
              - "B.init(nibName:bundle:)"
              - B.loadView
              - B.viewDidLoad
              - A.viewWillDisappear
              - B.viewWillAppear
              - B.viewIsAppearing
              - A.viewDidDisappear
              - B.viewDidAppear
            notes: The controller that leaves is told first.

        """

    static let index = """
        # My lifecycles

        This site documents the call orders of my app. Lifeline simulates each order and
        checks it against what the content claims.

        - Run `lifeline serve` and edit `Content/lifecycles/screens.yaml`: the page reloads.
        - Run `lifeline check` before committing, and `lifeline build` to write `site/`.

        """
}
