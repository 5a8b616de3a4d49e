extension Simulated {
    /// The distinct behaviour ids the traced steps used, in order of first use.
    var behaviourIDs: [String] {
        result.evidence.map(\.id.rawValue)
    }
}
