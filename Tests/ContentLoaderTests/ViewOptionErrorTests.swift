import LifecycleModel
import Testing

/// `loaded-with` names a view controller whose view loads from a nib, or a view loaded
/// with one; `release` takes exactly one of `vc` and `view`.
@Suite struct ViewOptionErrorTests {
    private func objects(_ lines: String, steps: String = "[launch]") -> String {
        """
        id: vc
        title: T
        object: view
        scenarios:
          - id: a
            title: A
            objects:
        \(lines)
            steps: \(steps)
        """
    }

    @Test func aNibViewComesFromTheNib() throws {
        let tree = try loadLifecycle(objects("      A: { kind: view-controller }\n      v: { kind: view, loaded-with: A }"))
        #expect(tree.messages == [])
        let declared = tree.catalog.lifecycles.first?.scenarios.first?.objects.last
        #expect(declared?.options == ["loaded-with": "A", "from": "nib"])
    }

    @Test func anUnknownOwnerIsReportedWithASuggestion() throws {
        let tree = try loadLifecycle(objects("      Ab: { kind: view-controller }\n      v: { kind: view, loaded-with: AB }"))
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:9:37: 'v' is loaded with 'AB', which is not another object of this scenario [lifeline.schema.loaded-with]"
            ])
        #expect(tree.hints == ["did you mean 'Ab'?"])
    }

    @Test func conflictsAreReportedAtTheOption() throws {
        let tree = try loadLifecycle(
            objects(
                """
                      A: { kind: view-controller, load-view: custom }
                      k: { kind: keyboard-observer }
                      u: { kind: view }
                      v: { kind: view, loaded-with: A }
                      w: { kind: view, from: code, loaded-with: x }
                      x: { kind: view, loaded-with: k }
                      y: { kind: view, loaded-with: u }
                """))
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:11:37: 'A' overrides loadView (load-view: custom), so no nib loads with its view [lifeline.schema.loaded-with]",
                "lifecycles/vc.yaml:12:49: 'w' is loaded with 'x', which is not itself loaded with a controller's view [lifeline.schema.loaded-with]",
                "lifecycles/vc.yaml:13:37: 'x' is loaded with 'k', which is a keyboard-observer [lifeline.schema.loaded-with]",
                "lifecycles/vc.yaml:14:37: 'y' is loaded with 'u', which is not itself loaded with a controller's view [lifeline.schema.loaded-with]",
            ])
    }

    @Test func releaseTakesExactlyOneOfVcAndView() throws {
        let objects = "      A: { kind: view-controller }\n      v: { kind: view }"
        let both = try loadLifecycle(self.objects(objects, steps: "[{ release: { vc: A, view: v } }]"))
        #expect(
            both.messages == ["lifecycles/vc.yaml:10:24: action 'release' takes one of 'vc' or 'view', not both [lifeline.step.argument-conflict]"])
        let none = try loadLifecycle(self.objects(objects, steps: "[release]"))
        #expect(
            none.messages == ["lifecycles/vc.yaml:10:13: action 'release' needs one of the arguments 'vc' or 'view' [lifeline.step.missing-argument]"]
        )
        #expect(none.hints == ["write '- release: { vc: … }'"])
    }
}
