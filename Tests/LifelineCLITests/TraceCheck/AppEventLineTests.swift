import LifecycleSimulator
import Testing

/// `ConsoleLogParser` on the lines of the app-event recordings: UIApplication and UIScene
/// notifications as apps print them, delegate methods printed with spaces or glued to
/// their base name, and the UNUserNotificationCenter delegate.
@Suite struct AppEventLineTests {
    let parser = ConsoleLogParser(objects: ["app": .app, "scene": .scene])

    func call(_ line: String, _ parser: ConsoleLogParser? = nil) -> String? {
        let parsed = (parser ?? self.parser).parse(line)
        return parsed.calls.count == 1 ? parsed.calls[0].notation : nil
    }

    /// A notification names its poster: `didEnterBackground` is the app's or the scene's
    /// by the class in front of it, not by the line's receiver.
    @Test(arguments: [
        ("2. `UIApplication.willResignActive`", "app.willResignActiveNotification"),
        ("UIApplication.didBecomeActiveNotification", "app.didBecomeActiveNotification"),
        ("UIApplication.didEnterBackground", "app.didEnterBackgroundNotification"),
        ("UIScene.didEnterBackgroundNotification", "scene.didEnterBackgroundNotification"),
        ("NSNotificationName(_rawValue: UIApplicationWillEnterForegroundNotification)", "app.willEnterForegroundNotification"),
        ("Lifecycle - UISceneDidActivateNotification - State: Inactive - Scene: Foreground Active", "scene.didActivateNotification"),
        ("Lifecycle - UIApplicationDidFinishLaunchingNotification - State: Background - Scene: Unattached", "app.didFinishLaunchingNotification"),
        ("UIApplication.didReceiveMemoryWarningNotification", "app.didReceiveMemoryWarningNotification"),
    ])
    func notifications(_ line: String, _ notation: String) {
        #expect(call(line) == notation)
    }

    @Test(arguments: [
        ("2. AppDelegate - application(_ :open :options)", "app.application(_:open:options:)"),
        ("1. AppDelegate - application(_ open options)", "app.application(_:open:options:)"),
        ("1. SceneDelegate - scene(_ :openURLContexts)", "scene.scene(_:openURLContexts:)"),
        ("2. SceneDelegate - scene(_ :willConnectTo :options)", "scene.scene(_:willConnectTo:options:)"),
        ("12. applicationOpenURL: Inactive URL:appLaunchSeq://whatup", "app.application(_:open:options:)"),
        ("14. applicationWillContinueUserActivityWithType: Inactive", "app.application(_:willContinueUserActivityWithType:)"),
        ("15. applicationContinueUserActivityRestorationHandler: Inactive", "app.application(_:continue:restorationHandler:)"),
        ("12. applicationPerformFetchWithCompletionHandler: Background", "app.application(_:performFetchWithCompletionHandler:)"),
        (
            "=> didReceiveRemoteNotification:inactive [only completionHandler version]",
            "app.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
        ),
        (
            "Lifecycle - userNotificationCenter:didReceive: - State: Active - Scene: No UIScene",
            "app.userNotificationCenter(_:didReceive:withCompletionHandler:)"
        ),
        (
            "-[AppDelegate userNotificationCenter:willPresentNotification:withCompletionHandler:] ---------->",
            "app.userNotificationCenter(_:willPresent:withCompletionHandler:)"
        ),
    ])
    func eventMethods(_ line: String, _ notation: String) {
        #expect(call(line) == notation)
    }

    /// `open` and `continue` are English words: alone on a line they are no call.
    @Test(arguments: ["Tap to continue", "open the app", "The URL is open"])
    func oneWordLabelsAloneAreProse(_ line: String) {
        #expect(parser.parse(line).calls.isEmpty)
    }

    /// Words UIKit's launch options print are no notification.
    @Test func launchOptionKeysAreNoCall() {
        #expect(parser.parse("UIApplicationLaunchOptionsURLKey: appLaunchSeq://whatup").calls.isEmpty)
        #expect(parser.parse("[__C.UIApplicationLaunchOptionsKey(_rawValue: UIApplicationLaunchOptionsRemoteNotificationKey): {").calls.isEmpty)
    }
}
