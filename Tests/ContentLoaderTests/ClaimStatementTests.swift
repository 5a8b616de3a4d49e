import ContentSchema
import JSON
import TestSupport
import Testing

/// Every claim and group entry states in one line what its source claims (`statement`),
/// and a claim whose verdict is false says what is found instead (`correction`): readers
/// see the statement wherever the claim is listed, not only its id. `check` and the editor
/// schema require both alike.
@Suite struct ClaimStatementTests {
    static func file(_ claims: String) -> String {
        """
        id: vc
        title: T
        object: view-controller
        scenarios:
          - { id: push, title: Push, objects: { A: { kind: view-controller }, B: { kind: view-controller } }, steps: [launch] }
        claims:

        """ + claims
    }

    static let complete = file(
        """
          - id: new-first
            source: { title: An article }
            statement: "On push, the new controller's viewWillAppear comes before the old one's viewWillDisappear."
            correction: "The old controller's viewWillDisappear comes first."
            scenario: push
            says: [B.viewWillAppear, A.viewWillDisappear]
            verdict: false
          - id: whole
            source: { title: An article }
            statement: "The whole statement, of which new-first is a part."
            quote: { lang: en, text: "The new one first." }

        """)

    @Test func aClaimWithItsStatementAndCorrectionLoadsThem() throws {
        let tree = try loadLifecycle(Self.complete.replacingOccurrences(of: "scenario: push\n", with: "part-of: whole\n    scenario: push\n"))
        #expect(tree.messages == [])
        let lifecycle = try #require(tree.catalog.lifecycles.first)
        let claim = try #require(lifecycle.claims.first)
        #expect(
            claim.statement?.translations.first?.text == "On push, the new controller's viewWillAppear comes before the old one's viewWillDisappear.")
        #expect(claim.correction?.translations.first?.text == "The old controller's viewWillDisappear comes first.")
        #expect(lifecycle.claimGroups.first?.statement?.translations.first?.text == "The whole statement, of which new-first is a part.")
    }

    @Test func aClaimOrGroupWithoutAStatementIsAnErrorAtTheClaim() throws {
        let tree = try loadLifecycle(
            Self.file(
                """
                  - id: new-first
                    source: { title: An article }
                    part-of: whole
                    scenario: push
                    says: [B.viewWillAppear, A.viewWillDisappear]
                    verdict: true
                  - id: whole
                    source: { title: An article }
                    quote: { lang: en, text: "The new one first." }

                """))
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:7:5: claim 'new-first' needs a statement [lifeline.claim.statement]",
                "lifecycles/vc.yaml:13:5: claim 'whole' needs a statement [lifeline.claim.statement]",
            ])
        #expect(tree.hints.allSatisfy { $0 == "add 'statement:', one line in the site's language (en) saying what the source claims" })
    }

    @Test func aClaimThatDoesNotHoldWithoutACorrectionIsAnErrorAtTheClaim() throws {
        let tree = try loadLifecycle(
            Self.file(
                """
                  - id: new-first
                    source: { title: An article }
                    statement: "On push, the new controller's viewWillAppear comes before the old one's viewWillDisappear."
                    scenario: push
                    says: [B.viewWillAppear, A.viewWillDisappear]
                    verdict: false
                  - id: old-first
                    source: { title: An article }
                    statement: "On push, the old controller's viewWillDisappear comes first."
                    scenario: push
                    says: [A.viewWillDisappear, B.viewWillAppear]
                    verdict: true

                """))
        #expect(tree.messages == ["lifecycles/vc.yaml:7:5: claim 'new-first' does not hold and needs a correction [lifeline.claim.correction]"])
        #expect(tree.hints == ["add 'correction:', one line saying what the recordings and the engine show instead"])
    }

    /// The editor schema refuses what `check` refuses: no statement, or a false verdict
    /// without a correction.
    @Test func theSchemaRequiresTheSameFields() throws {
        func errors(_ yaml: String) throws -> [String] {
            JSONSchemaValidator(root: ContentSchema.lifecycle).validate(try YAMLAsJSON.parse(yaml))
        }
        #expect(try errors(Self.complete) == [])
        let noStatement = Self.complete.replacingOccurrences(of: "    statement: \"The whole statement, of which new-first is a part.\"\n", with: "")
        #expect(try errors(noStatement) == ["/claims/1: missing required property 'statement'"])
        let correction = "    correction: \"The old controller's viewWillDisappear comes first.\"\n"
        let noCorrection = Self.complete.replacingOccurrences(of: correction, with: "")
        #expect(try errors(noCorrection).contains("/claims/0: missing required property 'correction'"))
        let holds = noCorrection.replacingOccurrences(of: "verdict: false", with: "verdict: true")
        #expect(try errors(holds) == [])
    }

    /// Two claims that are parts of each other were shown nowhere, and links to them led
    /// nowhere (the claims trial, 2026-12-06): the ring is an error, once, at its first claim.
    @Test func claimsThatArePartsOfEachOtherAreAnError() throws {
        let claim = { (id: String, whole: String) in
            """
              - id: \(id)
                source: { title: An article }
                statement: "Part \(id)."
                part-of: \(whole)
                scenario: push
                says: [A.viewWillAppear]
                verdict: true

            """
        }
        let ring = try loadLifecycle(Self.file(claim("a", "b") + claim("b", "a")))
        #expect(
            ring.messages == [
                "lifecycles/vc.yaml:10:14: claims are named as parts of each other: vc/a → vc/b → vc/a [lifeline.claim.part-of]"
            ])
        let chain = try loadLifecycle(Self.file(claim("a", "b") + claim("b", "c") + claim("c", "b")))
        #expect(chain.messages.count == 1)
        #expect(chain.messages.first?.contains("vc/b → vc/c → vc/b") == true, "\(chain.messages)")
    }
}
