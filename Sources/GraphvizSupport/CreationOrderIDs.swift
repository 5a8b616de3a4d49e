internal import CGraphviz
internal import Foundation

/// An ID discipline that numbers a graph's objects in the order the DOT creates them.
///
/// cgraph's default discipline makes a named object's ID the *address* of its
/// interned name string, and takes unnamed objects' IDs from one counter shared
/// by the whole process. Graphviz 2.42 keeps subgraphs sorted by ID, so clusters
/// were laid out and numbered (`clust1`, `clust2`, …) in heap-address order,
/// which changes with whatever the process allocated before (Graphviz issue
/// 1614); and an unnamed `digraph { }` got the title `%3`, then `%7`, … as more
/// graphs were read. Here each root graph gets its own ``CreationOrderIDs``
/// instance, so both follow the DOT text alone.
///
/// We keep the names ourselves rather than declining them and letting cgraph
/// keep them in its internal name map: cgraph 2.42 never frees the entries it
/// makes there for graph and subgraph names.
final class CreationOrderIDs {
    private var next: IDTYPE = 1
    private var idsByName: [String: IDTYPE] = [:]
    /// C copies handed out by `print`; they must stay valid until the graph closes.
    private var namesByID: [IDTYPE: UnsafeMutablePointer<CChar>] = [:]

    deinit {
        for name in namesByID.values { free(name) }
    }

    /// Finds or (with `create`) assigns the ID for `name`; `nil` names are anonymous.
    private func id(for name: UnsafeMutablePointer<CChar>?, create: Bool) -> IDTYPE? {
        guard let name else { return create ? newID() : nil }
        let key = String(cString: name)
        if let known = idsByName[key] { return known }
        guard create else { return nil }
        let id = newID()
        idsByName[key] = id
        namesByID[id] = strdup(name)
        return id
    }

    private func newID() -> IDTYPE {
        defer { next += 2 }  // Odd, like cgraph's own anonymous IDs.
        return next
    }

    // MARK: - The C discipline

    private static func instance(_ state: UnsafeMutableRawPointer?) -> CreationOrderIDs? {
        state.map { Unmanaged<CreationOrderIDs>.fromOpaque($0).takeUnretainedValue() }
    }

    static var discipline: Agiddisc_t {
        // Built in C (CGraphviz/shim.h): Graphviz 2.42 has one more callback than 13.0.
        lifeline_id_discipline(
            // One instance per root graph, released when cgraph closes it.
            { _, _ in Unmanaged.passRetained(CreationOrderIDs()).toOpaque() },
            { state, _, name, id, createFlag in
                guard let id, let assigned = CreationOrderIDs.instance(state)?.id(for: name, create: createFlag != 0) else { return 0 }
                id.pointee = assigned
                return 1
            },
            // Names are kept until the graph closes, so a re-created object gets its old ID back.
            { _, _, _ in },
            { state, _, id in CreationOrderIDs.instance(state)?.namesByID[id] },
            { state in
                if let state { Unmanaged<CreationOrderIDs>.fromOpaque(state).release() }
            },
            { _, _, _ in }
        )
    }
}
