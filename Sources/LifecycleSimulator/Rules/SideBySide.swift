/// Two call orders next to each other, with the first difference marked, for messages
/// and pages:
///
///        expected                  | simulated
///        1  A.viewWillDisappear    | 1  A.viewWillDisappear
///     >  2  B.viewWillAppear       | 2  B.viewDidLoad
public struct SideBySide: Sendable, Equatable {
    public var leftTitle: String
    public var rightTitle: String
    public var left: [String]
    public var right: [String]
    /// The first difference as a matcher found it, where rows that differ in text may
    /// still match (a logged change that prints no phase, `LogComparison`); nil when
    /// none decided, `.some(nil)` when it found none.
    private var decided: Int?? = nil

    public init(leftTitle: String, left: [String], rightTitle: String, right: [String]) {
        self.leftTitle = leftTitle
        self.rightTitle = rightTitle
        self.left = left
        self.right = right
    }

    /// Marks `row` as the first difference (nil: none), as the matcher decided it.
    public mutating func decide(_ row: Int?) {
        decided = .some(row)
    }

    /// The 0-based row of the first difference, or nil when the orders are equal.
    public var firstDifference: Int? {
        if let decided { return decided }
        let count = max(left.count, right.count)
        return (0..<count).first { index in
            index >= left.count || index >= right.count || left[index] != right[index]
        }
    }

    public var rows: [(left: String?, right: String?, differs: Bool)] {
        let first = firstDifference
        return (0..<max(left.count, right.count)).map { index in
            (index < left.count ? left[index] : nil, index < right.count ? right[index] : nil, index == first)
        }
    }

    /// Plain-text lines for a terminal.
    public var lines: [String] {
        let numbered = { (list: [String], index: Int) -> String in
            index < list.count ? "\(index + 1)  \(list[index])" : "—"
        }
        let width = max(leftTitle.count, (0..<left.count).map { numbered(left, $0).count }.max() ?? 0) + 2
        func pad(_ text: String) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var lines = ["   \(pad(leftTitle))| \(rightTitle)"]
        for (index, row) in rows.enumerated() {
            let marker = row.differs ? ">  " : "   "
            lines.append("\(marker)\(pad(numbered(left, index)))| \(numbered(right, index))")
        }
        if left.isEmpty && right.isEmpty { lines.append("   (no calls on either side)") }
        return lines
    }
}
