internal import LifecycleSimulator

/// The engine's pass ids (unique per run, large and arbitrary) renumbered 1, 2, … in order
/// of first appearance, for output people and tools read.
struct PassNumbers {
    private var numbers: [Int: Int] = [:]

    init(_ passes: [RepeatablePass?]) {
        for id in passes.compactMap({ $0?.id }) where numbers[id] == nil { numbers[id] = numbers.count + 1 }
    }

    func number(_ pass: RepeatablePass?) -> Int? {
        pass.flatMap { numbers[$0.id] }
    }

    /// `×1 or more (pass 1)`, `×0 or more (pass 2)`, or nil for a call that happens once.
    func label(_ pass: RepeatablePass?) -> String? {
        guard let pass, let number = number(pass) else { return nil }
        return "\(pass.mark) (pass \(number))"
    }

    /// The fields a JSON call carries for its pass: its number, `passMinimum` (0 for a
    /// pass that may not run at all, 1 for one that runs at least once), and `passMaximum`
    /// (1) for a run that never repeats.
    func json(_ pass: RepeatablePass?) -> [String: Any] {
        guard let pass, let number = number(pass) else { return [:] }
        return ["repeatablePass": number, "passMinimum": pass.minimum].merging(pass.maximum.map { ["passMaximum": $0] } ?? [:]) { $1 }
    }
}
