import Testing

/// A header that claims a whole group (`instrumented: [app]`) for an app that does not
/// implement one of its methods diverges at the call the log never prints; the report says
/// so, and what to write instead. An Xcode 10 template's launch log (no
/// `willFinishLaunching`) diverged for this alone in a held-out round.
@Suite struct UnprintedGroupCallTests {
    static func log(instrumented: String) -> String {
        """
        ---
        title: "Launch, home and back"
        url: https://example.com/launch
        action: "launch, Home, back"
        map: { app: AppDelegate }
        instrumented: [\(instrumented)]
        ---
        AppDelegate application:didFinishLaunchingWithOptions:
        AppDelegate applicationDidBecomeActive:
        AppDelegate applicationWillResignActive:
        AppDelegate applicationDidEnterBackground:
        AppDelegate applicationWillEnterForeground:
        AppDelegate applicationDidBecomeActive:
        """
    }

    @Test func aGroupClaimingAnUnimplementedMethodGetsAHint() throws {
        let (status, console) = try TraceCheckFixtures.check("launch", log: Self.log(instrumented: "app"))
        #expect(status == .failure, "\(console.stdout)")
        #expect(
            console.outLines.last
                == "hint: the log prints app.application(_:willFinishLaunchingWithOptions:) nowhere, and instrumented: claims it "
                + "through 'app'; if the app does not implement it, list the calls it prints instead of 'app'")
    }

    @Test func theCallsTheAppPrintsAgree() throws {
        let listed =
            "\"application(_:didFinishLaunchingWithOptions:)\", applicationDidBecomeActive, applicationWillResignActive, "
            + "applicationDidEnterBackground, applicationWillEnterForeground"
        let (status, console) = try TraceCheckFixtures.check("launch", log: Self.log(instrumented: listed))
        #expect(status == .success, "\(console.stdout)")
    }

    /// Named one by one, a call is the author's claim that the app prints it: no hint.
    @Test func aCallListedByNameGetsNoHint() throws {
        let (status, console) = try TraceCheckFixtures.check(
            "launch", log: Self.log(instrumented: "\"application(_:willFinishLaunchingWithOptions:)\", applicationDidBecomeActive"))
        #expect(status == .failure, "\(console.stdout)")
        #expect(!console.stdout.contains("nowhere"))
    }
}
