public import LifecycleModel

/// A call the log lacks where the engine makes it, printed nowhere in the log, that the
/// header's `instrumented:` claims only through a group (`app`, `appearance`): an app that
/// does not implement the method prints none, and an author who wrote the group meant the
/// methods the app prints. A held-out launch log from an Xcode 10 template (no
/// `willFinishLaunching`) diverged for this alone (held-out round 14, 2026-12-06).
public struct UnprintedGroupCall: Sendable {
    public var call: String
    public var group: String

    public init?(_ log: EvidenceLog, _ comparison: LogComparison) {
        guard let missing = comparison.divergence?.simulated,
            !comparison.log.calls.contains(where: { $0.receiver == missing.receiver && $0.callback == missing.callback })
        else { return nil }
        let words = log.instrumented.map(\.value).filter { item in
            let target = ObjectFilter(item)
            return (target?.object ?? missing.receiver) == missing.receiver
                && Vocabulary.filterMatches(target?.callback ?? item, missing.callback)
        }
        // A callback listed by name is a claim that the app prints it: no hint there.
        guard words.allSatisfy({ $0 == missing.callback.group.rawValue }), let group = words.first else { return nil }
        call = missing.notation
        self.group = group
    }

    public var hint: String {
        "the log prints \(call) nowhere, and instrumented: claims it through '\(group)'; if the app does not implement it, "
            + "list the calls it prints instead of '\(group)'"
    }
}
