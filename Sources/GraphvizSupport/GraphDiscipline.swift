internal import CGraphviz

/// The discipline every graph is read with: our input channel, IDs in creation
/// order, and cgraph's default memory handling (left `nil`, so it picks its own).
enum GraphDiscipline {
    /// cgraph keeps these pointers inside every graph it reads, so they are
    /// allocated once and never freed. Immutable after initialisation.
    nonisolated(unsafe) static let shared: UnsafeMutablePointer<Agdisc_t> = {
        let ids = UnsafeMutablePointer<Agiddisc_t>.allocate(capacity: 1)
        ids.initialize(to: CreationOrderIDs.discipline)
        let io = UnsafeMutablePointer<Agiodisc_t>.allocate(capacity: 1)
        io.initialize(to: DOTInputChannel.discipline)

        var discipline = Agdisc_t()
        discipline.id = ids
        discipline.io = io
        let shared = UnsafeMutablePointer<Agdisc_t>.allocate(capacity: 1)
        shared.initialize(to: discipline)
        return shared
    }()
}
