import LifecycleModel
import LifecycleSimulator

/// What must hold for every named view in any trace: created once and first, nothing
/// after deinit, every will-call answered by its did-call before the next will-call of
/// the same pair, window calls only for a real change, `stateAfter` equal to the state
/// the calls imply, no pass layout or drawing out of a window, and after a removal
/// nothing but re-adding (or an explicit layoutIfNeeded, a superview's own calls, or its
/// release).
///
/// `endStep` checks the hierarchy against the other objects' states: a view is in a
/// window exactly when its superview is (a view in a window, or an appeared controller).
struct ViewInvariants {
    private struct Track {
        var created = false
        var ended = false
        var superview: String?
        var inWindow = false
        var pendingSuperview: String??
        var pendingWindow: Bool?
        /// Taken out of its superview, and not added again yet.
        var removed = false
        var layoutsThisStep = 0
    }

    private var tracks: [String: Track] = [:]
    private(set) var violations: [String] = []
    /// Per step and pass: whether a draw has been seen (layout must not follow it).
    private var drewInPass: Set<String> = []

    static let immediatePass = "pass: layoutIfNeeded, now"

    mutating func check(_ event: TraceEvent) {
        guard event.kind == .view else { return }
        let name = event.callback.name, who = event.receiver
        var track = tracks[who, default: Track()]
        func fail(_ message: String) { violations.append("step \(event.step): \(event.notation)(\(event.argumentText)): \(message)") }
        if track.ended { fail("called after deinit") }
        if !track.created && !["init(frame:)", "init(coder:)"].contains(name) { fail("called before the view was created") }
        let removed = track.removed
        let argument = event.arguments.first?.value
        switch name {
        case "init(frame:)", "init(coder:)":
            if track.created { fail("initialized twice") }
            track.created = true
        case "awakeFromNib()":
            break
        case "willMove(toSuperview:)":
            if track.pendingSuperview != nil { fail("two willMove(toSuperview:) without didMoveToSuperview") }
            if (argument == "nil") == (track.superview == nil) { fail("no change of superview") }
            track.pendingSuperview = .some(argument == "nil" ? nil : argument)
            if argument != "nil" { track.removed = false }
        case "didMoveToSuperview()":
            guard let pending = track.pendingSuperview else { fail("didMoveToSuperview without willMove"); break }
            if track.pendingWindow != nil { fail("didMoveToSuperview inside an open window pair") }
            track.superview = pending
            track.pendingSuperview = nil
            track.removed = pending == nil
        case "willMove(toWindow:)":
            if removed { fail("window call on a removed view") }
            if track.pendingWindow != nil { fail("two willMove(toWindow:) without didMoveToWindow") }
            let entering = argument == "window"
            if entering == track.inWindow { fail("no change of window") }
            track.pendingWindow = entering
        case "didMoveToWindow()":
            guard let pending = track.pendingWindow else { fail("didMoveToWindow without willMove"); break }
            track.inWindow = pending
            track.pendingWindow = nil
        case "layoutSubviews()":
            let immediate = event.argumentText == Self.immediatePass
            if !immediate && !track.inWindow { fail("laid out by a pass out of a window") }
            if !immediate && drewInPass.contains("\(event.step) \(event.argumentText)") { fail("laid out after a draw of the same pass") }
            track.layoutsThisStep += 1
            if track.layoutsThisStep > 1 { fail("laid out twice in one step: requests must merge") }
        case "draw(_:)":
            if !track.inWindow { fail("drawn out of a window") }
            let pass = event.arguments.last.map { "\(event.step) pass: \($0.value)" } ?? ""
            drewInPass.insert(pass)
        case "didAddSubview(_:)", "willRemoveSubview(_:)":
            break
        case "deinit":
            track.ended = true
        default:
            fail("unexpected callback")
        }
        if removed && !["willMove(toSuperview:)", "didAddSubview(_:)", "willRemoveSubview(_:)", "layoutSubviews()", "deinit"].contains(name) {
            fail("a removed view gets nothing but re-adding")
        }
        if event.stateAfter != expectedState(track) { fail("stateAfter is \(event.stateAfter), the calls imply \(expectedState(track))") }
        tracks[who] = track
    }

    private func expectedState(_ track: Track) -> String {
        if track.ended { return "deallocated" }
        if track.superview == nil { return "detached" }
        return track.inWindow ? "in-window" : "in-superview"
    }

    /// After a step: no pair left open, and the window follows the superview chain.
    /// `states` is every object's state after the step.
    mutating func endStep(_ step: Int, states: [String: String]) {
        for (name, track) in tracks.sorted(by: { $0.key < $1.key }) {
            tracks[name]!.layoutsThisStep = 0
            guard track.created else { continue }
            func fail(_ message: String) { violations.append("after step \(step): \(name): \(message)") }
            if track.pendingWindow != nil || track.pendingSuperview != nil { fail("a will-call without its did-call") }
            let state = states[name] ?? "?"
            if track.ended || state == "deallocated" { continue }
            if state != expectedState(track) { fail("state is \(state), the calls imply \(expectedState(track))") }
            guard let superview = track.superview else { continue }
            let superviewInWindow =
                superview.hasSuffix(".view")
                ? states[String(superview.dropLast(5))] == "appeared"
                : states[superview] == "in-window"
            if track.inWindow != superviewInWindow {
                fail("in a window: \(track.inWindow), but its superview \(superview) is \(superviewInWindow ? "" : "not ")in one")
            }
        }
        drewInPass = []
    }
}
