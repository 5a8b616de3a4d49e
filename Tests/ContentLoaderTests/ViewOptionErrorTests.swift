import LifecycleModel
import Testing

/// `loaded-with` names a view controller whose view loads from a nib, or a view loaded
/// with one; `release` takes exactly one of `vc` and `view`.
@Suite struct ViewOptionErrorTests {
    private func objects(_ lines: String, steps: String = "[launch]") -> String {
        lifecycleDeclaring(lines, steps: steps)
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

/// `added-on-load` names a view controller whose viewDidLoad ends, or a view added on load
/// of one, and never goes with `loaded-with`.
@Suite struct AddedOnLoadOptionErrorTests {
    private func objects(_ lines: String) -> String {
        lifecycleDeclaring(lines)
    }

    @Test func aViewAddedOnLoadIsReadAsWritten() throws {
        let tree = try loadLifecycle(
            objects("      B: { kind: view-controller }\n      v: { kind: view, added-on-load: B }\n      w: { kind: view, added-on-load: v }"))
        #expect(tree.messages == [])
        #expect(tree.catalog.lifecycles.first?.scenarios.first?.objects.last?.options == ["added-on-load": "v"])
    }

    @Test func problemsAreReportedAtTheOption() throws {
        let tree = try loadLifecycle(
            objects(
                """
                      A: { kind: view-controller, load-view: missing-view }
                      B: { kind: view-controller, from: storyboard }
                      k: { kind: keyboard-observer }
                      u: { kind: view }
                      v: { kind: view, added-on-load: A }
                      w: { kind: view, added-on-load: Bb }
                      x: { kind: view, added-on-load: k }
                      y: { kind: view, added-on-load: u }
                      z: { kind: view, loaded-with: B, added-on-load: B }
                """))
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:12:39: 'A' never finishes loading its view (load-view: missing-view), so its viewDidLoad adds nothing [lifeline.schema.added-on-load]",
                "lifecycles/vc.yaml:13:39: 'w' is added on load of 'Bb', which is not another object of this scenario [lifeline.schema.added-on-load]",
                "lifecycles/vc.yaml:14:39: 'x' is added on load of 'k', which is a keyboard-observer [lifeline.schema.added-on-load]",
                "lifecycles/vc.yaml:15:39: 'y' is added on load of 'u', which is not itself added on load of a controller [lifeline.schema.added-on-load]",
                "lifecycles/vc.yaml:16:55: 'z' cannot be both loaded with a nib and added on load [lifeline.schema.added-on-load]",
            ])
        #expect(tree.hints[1] == "did you mean 'B'?")
    }
}
