import LifecycleSimulator
import Testing

/// `OrderMatcher`, the one comparison behind `expect`, claims and `trace-check`: a run of
/// calls marked as one repeatable pass is accepted one or more times in a row, and
/// nothing else changes: a missing call, an extra other call or a reordered call is still
/// a divergence, found at the first observed call no place in the engine's order can take.
@Suite struct OrderMatcherTests {
    /// (notation, pass) pairs, the way the engine marks its calls.
    typealias Call = (name: String, pass: Int?)

    /// First appearance: will appear, one layout pass that may repeat, did appear.
    let appearance: [Call] = [("wA", nil), ("wL", 1), ("dL", 1), ("dA", nil)]

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
        let engine: [Call] = [("a", 1), ("b", 2), ("c", nil)]
        #expect(match(["a", "a", "b", "b", "b", "c"], engine).difference == nil)
        #expect(match(["a", "b", "a", "c"], engine).difference == 2)
        #expect(match(["b", "a", "c"], engine).difference == 0)
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
