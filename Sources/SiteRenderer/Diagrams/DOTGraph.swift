/// A state diagram ready to be written as DOT: what the page wants drawn, with no
/// knowledge of where it came from (hand-drawn, derived, or highlighted for a scenario).
public struct DOTGraph: Sendable, Hashable {
    public struct Node: Sendable, Hashable {
        public var id: String
        public var label: String
        public var isInitial: Bool
        public var isFinal: Bool
        public var isHighlighted: Bool

        public init(id: String, label: String, isInitial: Bool = false, isFinal: Bool = false, isHighlighted: Bool = false) {
            self.id = id
            self.label = label
            self.isInitial = isInitial
            self.isFinal = isFinal
            self.isHighlighted = isHighlighted
        }
    }

    public struct Edge: Sendable, Hashable {
        public var from: String
        public var to: String
        public var label: String
        public var calls: [String]
        public var isHighlighted: Bool
        /// On a scenario's diagram: each object that takes the edge, with the call table's
        /// row numbers of its calls there. Written as the last line of the edge's label
        /// (``DOTWriter/pathLabels(in:)``), so the layout makes room for it.
        public var path: [PathRows] = []

        public init(from: String, to: String, label: String, calls: [String], isHighlighted: Bool = false, path: [PathRows] = []) {
            self.from = from
            self.to = to
            self.label = label
            self.calls = calls
            self.isHighlighted = isHighlighted
            self.path = path
        }
    }

    /// One object's rows of the call table on one edge.
    public struct PathRows: Sendable, Hashable {
        public var object: String
        public var rows: [Int]

        public init(object: String, rows: [Int]) {
            self.object = object
            self.rows = rows
        }
    }

    /// Shown as the SVG's `<title>`, for screen readers and tooltips.
    public var title: String
    public var nodes: [Node]
    public var edges: [Edge]

    public init(title: String, nodes: [Node], edges: [Edge]) {
        self.title = title
        self.nodes = nodes
        self.edges = edges
    }
}
