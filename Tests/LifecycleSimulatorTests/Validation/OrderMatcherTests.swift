import LifecycleSimulator
import Testing

/// `OrderMatcher`, the one comparison behind `expect`, claims and `trace-check`: a run of
/// calls marked as one repeatable pass is accepted one or more times in a row, and
/// nothing else changes: a missing call, an extra other call or a reordered call is still
/// a divergence, found at the first observed call no place in the engine's order can take.
@Suite struct OrderMatcherTests {
    /// (notation, pass) pairs, the way the engine marks its calls.
    typealias Call = (name: String, pass: RepeatablePass?)

    /// First appearance: will appear, one layout pass that may repeat, did appear.
    let appearance: [Call] = [("wA", nil), ("wL", .oneOrMore(1)), ("dL", .oneOrMore(1)), ("dA", nil)]

    func match(_ observed: [String], _ engine: [Call]) -> (expanded: [String], difference: Int?) {
        let match = OrderMatcher.match(observed, against: engine, key: \.name, pass: \.pass)
        return (match.expanded.map(\.name), match.firstDifference)
    }

    @Test(arguments: [1, 2, 3])
    func aPassIsAcceptedOneOrMoreTimes(_ times: Int) {
        let observed = ["wA"] + Array(repeating: ["wL", "dL"], count: times).flatMap { $0 } + ["dA"]
        let result = match(observed, appearance)
        #expect(result.difference == nil)
        #expect(result.expanded == observed, "the engine's side repeats the pass as often as the observed order")
    }

    @Test func aPassLeftOutIsADivergence() {
        #expect(match(["wA", "dA"], appearance).difference == 1)
    }

    /// A pass cut short (did-layout missing) before the next call.
    @Test func aMissingCallInsideThePassIsADivergence() {
        let result = match(["wA", "wL", "dA"], appearance)
        #expect(result.difference == 2)
        #expect(result.expanded == ["wA", "wL", "dL", "dA"])
    }

    @Test func anExtraOtherCallIsADivergence() {
        let result = match(["wA", "wL", "dL", "wA", "dA"], appearance)
        #expect(result.difference == 3)
        #expect(result.expanded == ["wA", "wL", "dL", "dA"], "the engine's side shows the pass once more only when the log repeats it")
    }

    @Test func aReorderedCallIsADivergence() {
        #expect(match(["wA", "dL", "wL", "dA"], appearance).difference == 1)
        #expect(match(["wA", "wL", "dL", "wL", "dA", "dL"], appearance).difference == 4)
    }

    /// A call that happens once is never accepted twice.
    @Test func aCallOutsideAPassIsNotRepeatable() {
        #expect(match(["wA", "wA", "wL", "dL", "dA"], appearance).difference == 1)
    }

    @Test func theObservedOrderEndingEarlyPointsAfterItsLastCall() {
        let result = match(["wA", "wL", "dL"], appearance)
        #expect(result.difference == 3)
        #expect(result.expanded == ["wA", "wL", "dL", "dA"])
    }

    /// Two passes in a row stay two: each repeats on its own, in its own place.
    @Test func adjacentPassesRepeatSeparately() {
        let engine: [Call] = [("a", .oneOrMore(1)), ("b", .oneOrMore(2)), ("c", nil)]
        #expect(match(["a", "a", "b", "b", "b", "c"], engine).difference == nil)
        #expect(match(["a", "b", "a", "c"], engine).difference == 2)
        #expect(match(["b", "a", "c"], engine).difference == 0)
    }

    /// A full-screen present: the presenter's own layout pass after the presented one's
    /// is optional ("×0 or more"), as some recordings show it and others do not.
    let present: [Call] = [("B.wL", nil), ("B.dL", nil), ("A.wL", .zeroOrMore(1)), ("A.dL", .zeroOrMore(1)), ("B.dA", nil)]

    @Test(arguments: [0, 1, 2])
    func anOptionalPassIsAcceptedZeroOrMoreTimes(_ times: Int) {
        let observed = ["B.wL", "B.dL"] + Array(repeating: ["A.wL", "A.dL"], count: times).flatMap { $0 } + ["B.dA"]
        let result = match(observed, present)
        #expect(result.difference == nil)
        #expect(result.expanded == observed, "the engine's side shows the pass as often as the observed order, or not at all")
    }

    @Test func anOptionalPassCutShortIsADivergence() {
        #expect(match(["B.wL", "B.dL", "A.wL", "B.dA"], present).difference == 3)
    }

    @Test func anOptionalPassKeepsItsPlace() {
        #expect(match(["A.wL", "A.dL", "B.wL", "B.dL", "B.dA"], present).difference == 0)
        #expect(match(["B.wL", "B.dL", "B.dA", "A.wL", "A.dL"], present).difference == 3)
        #expect(match(["B.wL", "B.dL", "A.dL", "A.wL", "B.dA"], present).difference == 2)
    }

    @Test func aForeignCallInPlaceOfAnOptionalPassIsADivergence() {
        #expect(match(["B.wL", "B.dL", "B.wL", "B.dA"], present).difference == 2)
        #expect(match(["B.wL", "B.dL", "B.dA", "B.dA"], present).difference == 3)
    }

    /// An optional pass first or last in the order may be left out there too.
    @Test func anOptionalPassAtEitherEndMayBeLeftOut() {
        let engine: [Call] = [("p", .zeroOrMore(1)), ("x", nil), ("q", .zeroOrMore(2))]
        #expect(match(["x"], engine).difference == nil)
        #expect(match(["p", "x", "q", "q"], engine).difference == nil)
        #expect(match([], engine).difference == 0)
        #expect(match([], [("p", .zeroOrMore(1))]).difference == nil)
    }

    /// A call marked "×0 or 1" (a bug's extra call) may be left out or occur once, and
    /// never twice: no source shows it repeated.
    @Test func anOptionalCallIsAcceptedAtMostOnce() {
        let engine: [Call] = [("LogIn2.onAppear", nil), ("Home.onAppear", .zeroOrOne(1))]
        #expect(match(["LogIn2.onAppear"], engine).difference == nil)
        #expect(match(["LogIn2.onAppear", "Home.onAppear"], engine).difference == nil)
        #expect(match(["LogIn2.onAppear", "Home.onAppear", "Home.onAppear"], engine).difference == 2)
        #expect(match(["Home.onAppear", "LogIn2.onAppear"], engine).difference == 0)
    }

    /// Without passes the matcher is plain equality.
    @Test func withoutPassesOrdersMustBeEqual() {
        let engine: [Call] = [("x", nil), ("y", nil)]
        #expect(match(["x", "y"], engine).difference == nil)
        #expect(match(["y", "x"], engine).difference == 0)
        #expect(match(["x"], engine).difference == 1)
        #expect(match(["x", "y", "y"], engine).difference == 2)
        #expect(match([], []).difference == nil)
        #expect(match([], engine).difference == 0)
    }
}
