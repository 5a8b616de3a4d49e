import LifecycleModel
import Testing

/// `inside`, `row-of`, `represents` and `hosts` name another object of a kind they take,
/// and SwiftUI views nest only as they can in code (`ObjectReferenceReading`).
@Suite struct ObjectReferenceErrorTests {
    private func objects(_ lines: String) -> String {
        lifecycleDeclaring(lines, object: "swiftui-view", config: "{ ios: 17, lifecycle: swiftui }")
    }

    @Test func wellFormedNamesAreKept() throws {
        let tree = try loadLifecycle(
            objects(
                """
                      H: { kind: view-controller, hosts: Home }
                      Home: { kind: swiftui-view }
                      Child: { kind: swiftui-view, inside: Home }
                      Row: { kind: swiftui-view, row-of: Child }
                """))
        #expect(tree.messages == [])
        #expect(
            tree.catalog.lifecycles.first?.scenarios.first?.objects.map(\.options) == [
                ["hosts": "Home"], [:], ["inside": "Home"], ["row-of": "Child"],
            ])
    }

    @Test func aContainerInsideAViewIsKept() throws {
        let tree = try loadLifecycle(
            objects(
                """
                      Home: { kind: swiftui-view }
                      tabs: { kind: tab-view, inside: Home }
                """))
        #expect(tree.messages == [])
        #expect(tree.catalog.lifecycles.first?.scenarios.first?.objects.map(\.options) == [[:], ["inside": "Home"]])
    }

    /// The container is checked against the view as it is once its own mistakes are dropped.
    @Test(arguments: [
        "      V: { kind: swiftui-view, inside: Missing }",
        "      W: { kind: swiftui-view }\n      V: { kind: swiftui-view, represents: W }",
        "      V: { kind: swiftui-view, inside: X }\n      X: { kind: swiftui-view, inside: V }",
    ])
    func aViewsOwnMistakeIsNotReportedAgainAtTheContainerInItsBody(_ view: String) throws {
        let alone = try loadLifecycle(objects(view))
        let withStack = try loadLifecycle(objects(view + "\n      stack: { kind: navigation-stack, inside: V }"))
        #expect(!alone.messages.isEmpty)
        #expect(withStack.messages == alone.messages)
        #expect(withStack.catalog.lifecycles.first?.scenarios.first?.objects.last?.options == ["inside": "V"])
    }

    /// `represents: mapView` for a wrapped MKMapView reads as a slip of the kind; the hint
    /// says that a UIViewRepresentable is not modelled at all.
    @Test func aRepresentedViewSaysUIViewRepresentableIsNotModelled() throws {
        for kind in ["view", "table-view", "collection-view"] {
            let tree = try loadLifecycle(objects("      Map: { kind: swiftui-view, represents: mapView }\n      mapView: { kind: \(kind) }"))
            #expect(tree.messages.count == 1)
            #expect(tree.messages.first?.contains("'Map' has 'represents: mapView', which is a") == true)
            #expect(
                tree.hints.first
                    == "name a view-controller; a UIViewRepresentable (a wrapped UIView) is not modelled, only a UIViewControllerRepresentable")
        }
        let cell = try loadLifecycle(objects("      Map: { kind: swiftui-view, represents: c }\n      c: { kind: cell }"))
        #expect(cell.hints.first == "name a view-controller")
    }

    @Test func unknownAndWrongKindNamesAreReportedAndDropped() throws {
        let tree = try loadLifecycle(
            objects(
                """
                      Home: { kind: swiftui-view }
                      A: { kind: view-controller }
                      Child: { kind: swiftui-view, inside: Hom }
                      Row: { kind: swiftui-view, row-of: A }
                      Self: { kind: swiftui-view, inside: Self }
                """))
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:11:44: 'Child' has 'inside: Hom', which is not another object of this scenario [lifeline.schema.object-reference]",
                "lifecycles/vc.yaml:12:42: 'Row' has 'row-of: A', which is a view-controller [lifeline.schema.object-reference]",
                "lifecycles/vc.yaml:13:43: 'Self' has 'inside: Self', which is not another object of this scenario [lifeline.schema.object-reference]",
            ])
        #expect(tree.hints.first == "did you mean 'Home'?")
        #expect(tree.catalog.lifecycles.first?.scenarios.first?.objects.map(\.options).allSatisfy(\.isEmpty) == true)
    }

    /// A cycle would never end the walk from a view to its screen: each link is reported.
    @Test func viewsCannotHoldEachOther() throws {
        let tree = try loadLifecycle(
            objects(
                """
                      A: { kind: swiftui-view, inside: B }
                      B: { kind: swiftui-view, inside: A }
                      H: { kind: view-controller, hosts: A }
                """))
        #expect(
            tree.messages.prefix(2) == [
                "lifecycles/vc.yaml:9:40: 'A' is inside 'B', and the chain A → B → A comes back to it [lifeline.schema.object-reference]",
                "lifecycles/vc.yaml:10:40: 'B' is inside 'A', and the chain B → A → B comes back to it [lifeline.schema.object-reference]",
            ])
        // Rows of each other hung the engine's walk up to their screen.
        let rows = try loadLifecycle(
            objects(
                """
                      Home: { kind: swiftui-view }
                      R1: { kind: swiftui-view, row-of: R3 }
                      R2: { kind: swiftui-view, row-of: R1 }
                      R3: { kind: swiftui-view, row-of: R2 }
                """))
        #expect(
            rows.messages.first
                == "lifecycles/vc.yaml:10:41: 'R1' is a row of 'R3', and the chain R1 → R3 → R2 → R1 comes back to it [lifeline.schema.object-reference]"
        )
        #expect(rows.messages.count == 3)
    }

    @Test(arguments: [
        ("      Row: { kind: swiftui-view, inside: Home, row-of: Home }", "'Row' is both a row and inside 'Home'"),
        (
            "      Wrap: { kind: swiftui-view, inside: Home, represents: W }\n      W: { kind: view-controller }",
            "'Wrap' is a representable declared inside 'Home': a representable that is not a screen of its own is not modelled"
        ),
        (
            "      Wrap: { kind: swiftui-view, represents: W }\n      W: { kind: view-controller }\n      Child: { kind: swiftui-view, inside: Wrap }",
            "'Child' is inside 'Wrap', a representable, which has no SwiftUI body to hold it"
        ),
        (
            "      H: { kind: view-controller, hosts: Child }\n      Child: { kind: swiftui-view, inside: Home }",
            "'H' hosts 'Child', which is in the body of 'Home'"
        ),
        (
            "      Rep: { kind: swiftui-view, represents: W }\n      W: { kind: view-controller }\n      Row: { kind: swiftui-view, row-of: Rep }",
            "'Row' is a row of 'Rep', a representable, which has no SwiftUI body to hold it"
        ),
        (
            "      Row: { kind: swiftui-view, row-of: Home, represents: W }\n      W: { kind: view-controller }",
            "'Row' is a representable declared as a row of 'Home'"
        ),
        // A NavigationStack or TabView is the body of a view that is a screen's whole content.
        (
            "      Child: { kind: swiftui-view, inside: Home }\n      s: { kind: navigation-stack, inside: Child }",
            "'s' is inside 'Child', which is itself in the body of 'Home': a view around a container inside another view is not modelled"
        ),
        (
            "      R: { kind: swiftui-view, row-of: Home }\n      s: { kind: navigation-stack, inside: R }",
            "'s' is inside 'R', which is itself a row of 'Home'"
        ),
        (
            "      Wrap: { kind: swiftui-view, represents: W }\n      W: { kind: view-controller }\n      t: { kind: tab-view, inside: Wrap }",
            "'t' is inside 'Wrap', a representable, which has no SwiftUI body to hold it"
        ),
        (
            "      H: { kind: view-controller, hosts: Home }\n      s: { kind: navigation-stack, inside: Home }",
            "'s' is inside 'Home', which the hosting controller 'H' shows: a container in a hosted view is not modelled"
        ),
        (
            "      s1: { kind: navigation-stack, inside: Home }\n      s2: { kind: navigation-stack, inside: Home }",
            "'s1' and 's2' are both inside 'Home': a view whose body holds two containers is not modelled"
        ),
        (
            "      A: { kind: view-controller }\n      s: { kind: navigation-stack, inside: A }",
            "'s' has 'inside: A', which is a view-controller"
        ),
    ])
    func nestingSwiftUICannotWriteIsRefused(_ lines: String, _ message: String) throws {
        let tree = try loadLifecycle(objects("      Home: { kind: swiftui-view }\n" + lines))
        #expect(tree.messages.count == 1)
        #expect(tree.messages.first?.contains(message) == true, "\(tree.messages)")
        #expect((tree.hints.first ?? nil)?.isEmpty == false)
    }
}
