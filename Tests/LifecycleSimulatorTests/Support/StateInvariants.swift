import LifecycleModel
import LifecycleSimulator

/// App and scene callbacks agree with their states: each call is legal from the state
/// the object can be in (including moves the system makes without a call: background →
/// suspended → not running), and its `stateAfter` is the state the call implies. With
/// scenes, the app delegate's state methods are never called.
struct StateInvariants {
    private var possible: [String: Set<String>] = ["app": ["not-running"], "scene": ["unattached"]]
    private var launchedInto: String?
    private(set) var violations: [String] = []
    let config: EngineConfig

    init(config: EngineConfig) {
        self.config = config
    }

    private static let appStateMethods: Set<String> = [
        "applicationDidBecomeActive(_:)", "applicationWillResignActive(_:)",
        "applicationDidEnterBackground(_:)", "applicationWillEnterForeground(_:)",
    ]

    /// Where each call may come from and where it leaves its object. nil: any state,
    /// unchanged (the call does not move the object).
    private func rule(_ callback: String) -> (from: Set<String>, to: Set<String>)? {
        switch callback {
        case "application(_:willFinishLaunchingWithOptions:)": (["not-running"], ["inactive", "background"])
        case "application(_:didFinishLaunchingWithOptions:)": (["inactive", "background"], ["inactive", "background"])
        case "applicationDidBecomeActive(_:)": (["inactive"], ["active"])
        case "applicationWillResignActive(_:)": (["active"], ["inactive"])
        case "applicationDidEnterBackground(_:)": (["inactive"], ["background"])
        case "applicationWillEnterForeground(_:)": (["background", "suspended"], ["inactive"])
        case "applicationWillTerminate(_:)": (["background"], ["not-running"])
        case "applicationDidReceiveMemoryWarning(_:)": (["inactive", "active", "background"], ["inactive", "active", "background"])
        case "scene(_:willConnectTo:options:)": (["unattached"], ["unattached"])
        case "sceneWillEnterForeground(_:)": (["unattached", "background", "suspended"], ["foreground-inactive"])
        case "sceneDidBecomeActive(_:)": (["foreground-inactive"], ["foreground-active"])
        case "sceneWillResignActive(_:)": (["foreground-active"], ["foreground-inactive"])
        case "sceneDidEnterBackground(_:)": (["foreground-inactive"], ["background"])
        case "sceneDidDisconnect(_:)": (["foreground-inactive", "background", "suspended"], ["unattached"])
        default: nil
        }
    }

    /// The states an object may reach from `state` without a call.
    private func silentlyReachable(_ state: String) -> Set<String> {
        switch state {
        case "background": ["background", "suspended", "not-running", "unattached"]
        case "suspended": ["suspended", "not-running", "unattached"]
        default: [state]
        }
    }

    mutating func check(_ event: TraceEvent) {
        guard event.kind == .app || event.kind == .scene else { return }
        let name = event.callback.name
        func fail(_ message: String) { violations.append("step \(event.step): \(event.notation): \(message)") }
        if config.lifecycle != .appDelegate && Self.appStateMethods.contains(name) {
            fail("app-delegate state method sent with scenes")
        }
        // With scenes the app's state follows its scenes without calls of its own, so
        // only where each app call leaves it is checked, not where it came from.
        let tracksOrigin = event.kind == .scene || config.lifecycle == .appDelegate
        guard let rule = rule(name) else { return }
        let before = possible[event.receiver, default: []]
        var from = rule.from
        if name == "applicationDidEnterBackground(_:)" && launchedInto == "background" { from.insert("background") }
        if tracksOrigin && before.isDisjoint(with: from) { fail("called while \(before.sorted().joined(separator: " or "))") }
        if !rule.to.contains(event.stateAfter) { fail("stateAfter is \(event.stateAfter), expected \(rule.to.sorted().joined(separator: " or "))") }
        if name == "application(_:willFinishLaunchingWithOptions:)" {
            launchedInto = event.stateAfter
        } else if event.kind == .app && name != "application(_:didFinishLaunchingWithOptions:)" {
            launchedInto = nil
        }
        // A scene connected at a background launch is in the background next, without a
        // call of its own (Batch, iOS 14).
        possible[event.receiver] =
            name == "scene(_:willConnectTo:options:)" ? ["unattached", "background", "suspended"] : silentlyReachable(event.stateAfter)
    }
}
