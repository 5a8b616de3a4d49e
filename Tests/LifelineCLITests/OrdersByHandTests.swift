import Foundation
import LifelineCLI
import TestSupport
import Testing

/// A call order typed into prose (two callbacks with →, then, before, after, first, …) is a
/// warning at its sentence, in summaries, lifecycle bodies and free pages, so `check
/// --strict` fails on it; an order embedded from a scenario, fenced code, a link's
/// destination, and scenario and callback notes are left alone. Before, only a test of the
/// project read the bundled site for them (the claims trial, 2026-12-06).
@Suite struct OrdersByHandTests {
    static let lifecycle = """
        id: vc
        title: View controller
        object: view-controller
        body: |
          A new controller is pushed. The old one gets `viewWillDisappear(_:)`
          → then the new one `viewWillAppear(_:)`.

          | step | calls |
          |---|---|
          | push | `viewWillAppear(_:)` before `viewDidLoad()` |

          The leaving controller is told first,
          `lifeline-calls vc/push: A.viewDidLoad, A.viewWillAppear`. See
          [Apple's page](https://example.com/viewWillAppear(_:)/then/viewDidAppear(_:)).
        callbacks:
          - name: viewDidAppear
            note: Runs after viewWillAppear, once the view is on screen.
        scenarios:
          - id: push
            title: Push
            summary: >-
              A is shown for the first time: viewWillAppear and viewDidLoad. Then
              viewDidAppear comes before viewWillAppear.
            objects:
              A: { kind: view-controller }
            setup: [launch]
            steps:
              - show: { root: A }
            notes: |
              The logs show viewDidLoad before viewWillAppear, as the table does.
        """

    static let page = """
        # Notes

        ```yaml
        expect: [A.viewWillDisappear, then B.viewWillAppear]
        ```

        1. On iOS 12, `A.viewWillDisappear(_:)`, then `A.viewDidDisappear(_:)`.
        2. `viewDidLoad()` runs once.
        """

    @Test func eachOrderByHandIsAWarningAtItsSentence() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(
                ["site.yaml": "title: Test site\n", "lifecycles/vc.yaml": Self.lifecycle, "pages/notes.md": Self.page], into: directory)
            let (status, console) = lifeline("check", "--content", directory.path)
            #expect(status == .success, "\(console.stderr)")
            let (messages, hints) = ProseWarningTests.warnings(console, under: directory.path + "/")
            let id = " states a call order by hand [lifeline.prose.order-by-hand]"
            #expect(
                messages.filter { $0.hasSuffix(id) } == [
                    "lifecycles/vc.yaml:5:31: warning: 'The old one gets `viewWillDisappear(_:)` → then the new one `viewWillAppear(_:)`'" + id,
                    "lifecycles/vc.yaml:10:12: warning: '`viewWillAppear(_:)` before `viewDidLoad()`'" + id,
                    "lifecycles/vc.yaml:22:70: warning: 'Then viewDidAppear comes before viewWillAppear.'" + id,
                    "pages/notes.md:7:4: warning: 'On iOS 12, `A.viewWillDisappear(_:)`, then `A.viewDidDisappear(_:)`'" + id,
                ], "\(console.stderr)")
            #expect(hints.contains { $0.hasPrefix("take the order from a scenario, which the engine fills in") })
            let (strict, _) = lifeline("check", "--strict", "--content", directory.path)
            #expect(strict == .failure)
        }
    }

    /// A callback written with its labels is one callback, not one per label (the
    /// benchmark's corpus: `willMove(toWindow:)` read as two callbacks "after" each other).
    @Test func aCallbackWithItsLabelsIsOneCallback() throws {
        let lifecycle = """
            id: vc
            title: View controller
            object: view-controller
            body: |
              The `willMove(toWindow:)` scene session is interleaved after the view is in a window.
              In practice `collectionView(_:willDisplay:forItemAt:)` comes first.
              `application(_:didFinishLaunchingWithOptions:)` comes before `applicationDidBecomeActive(_:)`.
            """
        try withTemporaryDirectory { directory in
            try FixtureTree.write(["site.yaml": "title: Test site\n", "lifecycles/vc.yaml": lifecycle], into: directory)
            let (_, console) = lifeline("check", "--content", directory.path)
            let (messages, _) = ProseWarningTests.warnings(console, under: directory.path + "/")
            #expect(
                messages.filter { $0.contains("order-by-hand") } == [
                    "lifecycles/vc.yaml:7:3: warning: '`application(_:didFinishLaunchingWithOptions:)` comes before `applicationDidBecomeActive(_…' states a call order by hand [lifeline.prose.order-by-hand]"
                ], "\(console.stderr)")
        }
    }
}
