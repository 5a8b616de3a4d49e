import LifecycleModel
import LifecycleSimulator

/// What must hold for every view controller in any trace: the appearance state machine
/// (disappeared → wA → appearing → dA → appeared → wD → disappearing → dD → disappeared,
/// with wD/wA also allowed mid-transition for a cancelled one), one viewDidLoad, nothing
/// after deinit or after the process ended, every transition finished within its step,
/// each call's `stateAfter` equal to the state the call implies, and a layout pass
/// before the first viewDidAppear (vc-first-appearance.md: six recordings).
struct ControllerInvariants {
    private struct Track {
        var created = false
        var loads = 0
        var state = "not-loaded"
        var ended: String?
        var appearances = 0
        var laidOut = false
    }

    private var tracks: [String: Track] = [:]
    private(set) var violations: [String] = []
    let config: EngineConfig

    init(config: EngineConfig) {
        self.config = config
    }

    mutating func check(_ event: TraceEvent) {
        // Delegate calls (navigation, sheet presentation) are not the controller's own lifecycle.
        guard event.kind.isViewController, ![.navigation, .presentation].contains(event.callback.group) else { return }
        let name = event.callback.name, who = event.receiver
        var track = tracks[who, default: Track()]
        func fail(_ message: String) { violations.append("step \(event.step): \(event.notation): \(message)") }
        if let ended = track.ended { fail("called after \(ended)") }
        let loaded = track.loads > 0
        var expected = track.state
        switch name {
        case "init(nibName:bundle:)", "init(coder:)":
            if track.created { fail("initialized twice") }
            track.created = true
        case "awakeFromNib()":
            if loaded { fail("awakeFromNib after the view loaded") }
        case "loadView()":
            if loaded { fail("loadView after the view loaded") }
        case "viewDidLoad()":
            track.loads += 1
            if track.loads > 1 { fail("viewDidLoad more than once") }
            expected = "disappeared"
        case "viewWillAppear(_:)":
            if !["disappeared", "disappearing"].contains(track.state) { fail("viewWillAppear while \(track.state)") }
            expected = "appearing"
        case "viewIsAppearing(_:)":
            if track.state != "appearing" { fail("viewIsAppearing while \(track.state)") }
            if config.ios < 13 { fail("viewIsAppearing before iOS 13") }
        case "viewDidAppear(_:)":
            if track.state != "appearing" { fail("viewDidAppear while \(track.state)") }
            if track.appearances == 0 && !track.laidOut { fail("first appearance without a layout pass") }
            track.appearances += 1
            expected = "appeared"
        case "viewWillDisappear(_:)":
            if !["appeared", "appearing"].contains(track.state) { fail("viewWillDisappear while \(track.state)") }
            expected = "disappearing"
        case "viewDidDisappear(_:)":
            if track.state != "disappearing" { fail("viewDidDisappear while \(track.state)") }
            expected = "disappeared"
        case "deinit":
            if track.state != "disappeared" && track.state != "not-loaded" { fail("deinit while \(track.state)") }
            track.ended = "deinit"
            expected = "deallocated"
        case "willMove(toParent:)", "didMove(toParent:)":
            break  // containment: addChild(_:) sends willMove before anything reads the child's view
        case "didReceiveMemoryWarning()":
            break  // every live controller hears it, whether its view was loaded or not
        case "viewDidLayoutSubviews()":
            if !loaded { fail("\(name) before the view loaded") }
            track.laidOut = true
        default:
            // Layout, rotation, memory warnings: the state stays; the view must exist.
            if !loaded { fail("\(name) before the view loaded") }
        }
        if !track.created { fail("called before the controller was initialized") }
        if name != "loadView()" && name.hasPrefix("view") && name != "viewDidLoad()" && !loaded {
            fail("appearance or layout before viewDidLoad")
        }
        if event.stateAfter != expected { fail("stateAfter is \(event.stateAfter), the call implies \(expected)") }
        track.state = expected
        tracks[who] = track
    }

    /// At the end of a step: no transition is left half done.
    mutating func endStep(_ step: Int, processEnded: Bool) {
        for (name, track) in tracks.sorted(by: { $0.key < $1.key }) where track.ended == nil {
            if track.state == "appearing" || track.state == "disappearing" {
                violations.append("step \(step): \(name) left \(track.state) (a will-call without its did-call)")
            }
            if processEnded { tracks[name]!.ended = "the process ended" }
        }
    }
}
