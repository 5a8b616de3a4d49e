/// A layout pass UIKit may run more than once in a row, and, for some, not at all.
///
/// Recorded logs disagree on how often such a pass runs: a window's root is laid out one
/// or two times before it appears, and the presenting controller is laid out during a
/// full-screen presentation in some logs and not in others. The engine shows the pass
/// once, marked; `OrderMatcher` accepts it `minimum` or more times in a row, whole and in
/// its place, and nothing else there.
public struct RepeatablePass: Sendable, Hashable {
    /// Tells passes apart within one trace; consecutive calls with the same id form one run.
    public var id: Int
    /// 1: the pass runs at least once ("×1 or more"); 0: recordings disagree whether it
    /// runs at all ("×0 or more").
    public var minimum: Int
    /// 1: the run happens at most once ("×0 or 1"), a bug's extra call that a source shows
    /// once and none shows always; nil: it may repeat.
    public var maximum: Int?

    public init(id: Int, minimum: Int, maximum: Int? = nil) {
        precondition(minimum == 0 || minimum == 1, "a pass repeats from 0 or from 1 time")
        precondition(maximum == nil || (maximum == 1 && minimum == 0), "a run that does not repeat is optional")
        self.id = id
        self.minimum = minimum
        self.maximum = maximum
    }

    public static func oneOrMore(_ id: Int) -> RepeatablePass { RepeatablePass(id: id, minimum: 1) }
    public static func zeroOrMore(_ id: Int) -> RepeatablePass { RepeatablePass(id: id, minimum: 0) }
    public static func zeroOrOne(_ id: Int) -> RepeatablePass { RepeatablePass(id: id, minimum: 0, maximum: 1) }

    public var mayBeAbsent: Bool { minimum == 0 }
    public var mayRepeat: Bool { maximum == nil }

    /// How the call table and `simulate` mark the pass's rows.
    public var mark: String { !mayRepeat ? "×0 or 1" : mayBeAbsent ? "×0 or more" : "×1 or more" }
}
