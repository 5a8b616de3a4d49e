/// An object's calls cut into runs after which it is in the same state, as a call table
/// reads them: launch is `willFinish…`, `didFinish…` (inactive), then
/// `applicationDidBecomeActive` (active). Diagrams draw these runs to show every state
/// an action passes through.
public struct StateRuns: Sendable, Hashable {
    public var calls: [String]
    public var state: String

    public init(calls: [String], state: String) {
        self.calls = calls
        self.state = state
    }

    /// `calls`: each call's full Swift name and the receiver's state after it, in order.
    public static func of(_ calls: [(name: String, stateAfter: String)]) -> [StateRuns] {
        var runs: [StateRuns] = []
        for call in calls {
            if runs.last?.state == call.stateAfter {
                runs[runs.count - 1].calls.append(call.name)
            } else {
                runs.append(StateRuns(calls: [call.name], state: call.stateAfter))
            }
        }
        return runs
    }
}
