import LifecycleSimulator
import Testing

/// The claim fields beyond `says`: `absent` (calls that must not happen), `path` (states
/// passed through), `quote` with its language and `translation`, `part-of` and group
/// entries for statements split into parts.
@Suite struct ClaimFieldTests {
    static let scenarios = """
        id: app
        title: App
        object: app
        config: { ios: 12 }
        scenarios:
          - id: round-trip
            title: Background and back
            setup: [launch]
            steps: [background, foreground]
          - id: interruption
            title: Interruption
            setup: [launch]
            steps: [interrupt, resume]
        claims:

        """

    func validated(_ claims: String) throws -> Validated {
        try validate(["lifecycles/app.yaml": Self.scenarios + claims])
    }

    @Test func absentCallsAndPathsAreChecked() throws {
        let result = try validated(
            """
              - id: no-background-on-interruption
                source: { title: An article }
                statement: What the source claims.
                scenario: interruption
                says: [app.applicationWillResignActive, app.applicationDidBecomeActive]
                absent: [app.applicationDidEnterBackground]
                verdict: true
              - id: straight-to-background
                source: { title: An article }
                statement: What the source claims.
                correction: What the engine shows instead.
                scenario: round-trip
                path: { object: app, states: [active, background] }
                verdict: false
              - id: back-through-inactive
                source: { title: An article }
                statement: What the source claims.
                scenario: round-trip
                path: { object: app, states: [background, inactive, active] }
                verdict: true
              - id: nothing-at-all
                source: { title: An article }
                statement: What the source claims.
                correction: What the engine shows instead.
                scenario: round-trip
                absent: ["app.*"]
                verdict: false

            """)
        #expect(result.messages == [])
        let checks = try Validator.claimChecks(#require(result.context))
        #expect(checks.map(\.holds) == [true, false, true, false])
        #expect(checks[1].observedPath == ["active", "inactive", "background", "inactive", "active"])
        #expect(checks[3].presentAbsentCalls.first == "app.applicationWillResignActive(_:)")
    }

    /// The engine marks the layout passes of a snapshot in the background "×0 or more":
    /// they may not run, so they neither refute `absent` nor confirm it, as `expect` may
    /// leave them out. Before, such a claim was false (the claims trial, 2026-12-06).
    @Test func aPassThatMayNotRunLeavesAbsentTrue() throws {
        let lifecycle = """
            id: vc
            title: VC
            object: view-controller
            config: { ios: 17 }
            scenarios:
              - id: app-background
                title: Background
                objects:
                  A: { kind: view-controller }
                setup: [launch, { show: { root: A } }]
                steps: [background]
            claims:
              - id: no-layout
                source: { title: An article }
                statement: Going to the background does not lay out the screen.
                scenario: app-background
                absent: [A.viewWillLayoutSubviews, A.viewDidLayoutSubviews]
                verdict: true
              - id: nothing-of-a
                source: { title: An article }
                statement: The screen hears nothing.
                scenario: app-background
                absent: ["A.*"]
                verdict: true

            """
        let result = try validate(["lifecycles/vc.yaml": lifecycle])
        #expect(result.messages == [])
        let checks = try Validator.claimChecks(#require(result.context))
        #expect(checks.map(\.holds) == [true, true])
        let trace = try #require(result.context?.results.values.first?.events)
        #expect(trace.contains { $0.receiver == "A" && $0.callback.name == "viewWillLayoutSubviews()" && $0.repeatablePass?.mayBeAbsent == true })
    }

    @Test func aWrongVerdictOnAPathShowsBothPaths() throws {
        let result = try validated(
            """
              - id: straight-to-background
                source: { title: An article }
                statement: What the source claims.
                scenario: round-trip
                path: { object: app, states: [active, background] }
                verdict: true

            """)
        #expect(
            result.messages == [
                "lifecycles/app.yaml:19:21: claim 'straight-to-background' is false in the engine, but its verdict says true [lifeline.claim.verdict]"
            ])
        #expect(
            result.diagnostics.first?.notes == [
                "path claimed: active → background",
                "path of app in the engine: active → inactive → background → inactive → active",
            ])
    }

    /// A verdict error points where the author acts: at `verdict` when the claim holds, at
    /// the first call of `absent` that happens when it does not.
    @Test func aWrongVerdictPointsAtWhatToChange() throws {
        let result = try validated(
            """
              - id: back-through-inactive
                source: { title: An article }
                statement: What the source claims.
                correction: What the engine shows instead.
                scenario: round-trip
                path: { object: app, states: [background, inactive, active] }
                verdict: false
              - id: quiet-interruption
                source: { title: An article }
                statement: What the source claims.
                scenario: interruption
                absent: [app.applicationDidEnterBackground, app.applicationWillResignActive]
                verdict: true

            """)
        #expect(
            result.messages == [
                "lifecycles/app.yaml:21:14: claim 'back-through-inactive' is true in the engine, but its verdict says false [lifeline.claim.verdict]",
                "lifecycles/app.yaml:26:49: claim 'quiet-interruption' is false in the engine, but its verdict says true [lifeline.claim.verdict]",
            ])
    }

    @Test func quotesTranslationsAndPartsAreRead() throws {
        let result = try validated(
            """
              - id: whole
                source: { title: 一篇文章 }
                statement: What the source claims.
                quote: { lang: zh-Hans, text: "Inactive: 来电时" }
                translation: "Inactive: during a call"
              - id: part
                source: { title: 一篇文章 }
                statement: What the source claims.
                quote: { lang: zh-Hans, text: 来电时 }
                translation: during a call
                part-of: whole
                scenario: interruption
                absent: [app.applicationDidEnterBackground]
                verdict: true

            """)
        #expect(result.messages == [])
        let lifecycle = try #require(result.context?.catalog.lifecycles.first)
        #expect(lifecycle.claimGroups.map(\.id) == ["whole"])
        #expect(lifecycle.claimGroups.first?.quote.language == "zh-Hans")
        #expect(lifecycle.claims.first?.partOf?.value == "whole")
        #expect(lifecycle.claims.first?.quote?.text == "来电时")
    }

    @Test func mistakesInTheNewFieldsAreReportedWhereTheyAre() throws {
        let result = try validated(
            """
              - id: untranslated
                source: { title: A }
                statement: What the source claims.
                quote: { lang: de, text: "Zuerst" }
                scenario: interruption
                absent: [app.applicationDidEnterBackgrund, nobody.*]
                verdict: true
              - id: bad-path
                source: { title: A }
                statement: What the source claims.
                quote: { lang: "zh Hans", text: x }
                translation: x
                part-of: wholle
                scenario: round-trip
                path: { object: app, states: [actve] }
                verdict: true
              - id: lonely-group
                source: { title: A }
                statement: What the source claims.
                quote: { lang: en, text: "A statement" }
                says: [app.applicationDidBecomeActive]
              - id: nothing-checked
                source: { title: A }
                statement: What the source claims.
                scenario: round-trip
                verdict: true
              - id: wholle-ish
                source: { title: A }
                statement: What the source claims.
                quote: { lang: en, text: "Whole" }

            """)
        #expect(
            result.messages == [
                "lifecycles/app.yaml:18:5: a quote in 'de' needs a translation [lifeline.claim.translation]",
                "lifecycles/app.yaml:20:18: 'app' (an app) has no callback 'applicationDidEnterBackgrund' [lifeline.trace.unknown-callback]",
                "lifecycles/app.yaml:20:48: 'nobody' is not an object of scenario 'interruption' [lifeline.trace.unknown-object]",
                "lifecycles/app.yaml:25:14: 'zh Hans' is not a language tag [lifeline.schema.language]",
                "lifecycles/app.yaml:29:35: 'actve' is not a state of an app [lifeline.claim.unknown-state]",
                "lifecycles/app.yaml:35:5: 'says' needs a scenario [lifeline.claim.group]",
                "lifecycles/app.yaml:36:5: a claim needs at least one of 'says', 'absent' or 'path' [lifeline.schema.missing-key]",
                "lifecycles/app.yaml:31:5: claim 'lonely-group' has no scenario and no part [lifeline.claim.group]",
                "lifecycles/app.yaml:41:5: claim 'wholle-ish' has no scenario and no part [lifeline.claim.group]",
            ])
    }

    /// `Object.*` is any call of the object in `absent`; in `says` the hint says so
    /// (the claims trial, 2026-12-06: it said only that there is no callback '*').
    @Test func aWildcardInSaysIsHintedAsAbsentsOwn() throws {
        let result = try validated(
            """
              - id: anything
                source: { title: A }
                statement: What the source claims.
                scenario: round-trip
                says: ["app.*", app.applicationDidBecomeActive]
                verdict: true

            """)
        #expect(
            result.messages.first?.hasSuffix("'app' (an app) has no callback '*' [lifeline.trace.unknown-callback]") == true, "\(result.messages)")
        #expect(result.diagnostics.first?.hint == "'Object.*', any call of the object, is for `absent`; name each call here")
    }
}
