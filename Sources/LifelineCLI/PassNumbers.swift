/// The engine's pass ids (unique per run, large and arbitrary) renumbered 1, 2, … in order
/// of first appearance, for output people and tools read.
struct PassNumbers {
    private var numbers: [Int: Int] = [:]

    init(_ ids: [Int?]) {
        for id in ids.compactMap({ $0 }) where numbers[id] == nil { numbers[id] = numbers.count + 1 }
    }

    func number(_ id: Int?) -> Int? {
        id.flatMap { numbers[$0] }
    }
}
