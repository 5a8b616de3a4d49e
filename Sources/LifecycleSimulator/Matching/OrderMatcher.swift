/// The one comparison behind `expect`, claims and `trace-check`: an order someone wrote
/// or logged against the engine's order, in which a run of calls marked as one repeatable
/// pass may occur one or more times in a row, or zero or more times for an optional pass.
///
///     engine:   A.viewWillAppear  [A.viewWillLayoutSubviews  A.viewDidLayoutSubviews]×1 or more  A.viewDidAppear
///     accepted: A.viewWillAppear  A.viewWillLayoutSubviews  A.viewDidLayoutSubviews
///               A.viewWillLayoutSubviews  A.viewDidLayoutSubviews  A.viewDidAppear
///     rejected: A.viewWillAppear  A.viewWillLayoutSubviews  A.viewDidAppear   (the pass is cut short)
///
///     engine:   B.viewDidLayoutSubviews  [A.viewWillLayoutSubviews  A.viewDidLayoutSubviews]×0 or more  B.viewDidAppear
///     accepted: B.viewDidLayoutSubviews  B.viewDidAppear                      (the pass left out)
///     rejected: B.viewDidLayoutSubviews  A.viewWillLayoutSubviews  B.viewDidAppear   (cut short)
///
/// The matcher reads the observed order one call at a time and keeps every place in the
/// engine's order it could have reached (a small automaton: a pass may end and start over,
/// or end and go on). The first observed call no place can take is the divergence. The
/// engine's side is then shown expanded: the passes repeated as often as the observed
/// order repeated them, and the rest once, so both sides line up row for row.
public enum OrderMatcher {
    /// - Parameters:
    ///   - observed: the calls written or logged, in trace notation.
    ///   - engine: the engine's calls, already narrowed to what `observed` can show.
    ///   - key: the notation an engine call is compared by.
    ///   - pass: the repeatable pass an engine call belongs to; consecutive calls with the
    ///     same non-nil pass form one run that may repeat (and be left out when optional).
    ///   - same: whether an observed call is the engine's (its notation, by default).
    public static func match<Element>(
        _ observed: [String], against engine: [Element], key: (Element) -> String, pass: (Element) -> RepeatablePass?,
        same: (String, String) -> Bool = (==)
    ) -> OrderMatch<Element> {
        let segments = Segment.split(engine, pass: pass)
        let keys = engine.map(key)
        var trail = Trail()
        var places = closure(of: [Place(segment: 0, offset: 0, step: nil)], in: segments)
        for (index, call) in observed.enumerated() {
            var next: [Place] = []
            for place in places where place.segment < segments.count {
                let element = segments[place.segment].elements[place.offset]
                guard same(call, keys[element]) else { continue }
                next.append(Place(segment: place.segment, offset: place.offset + 1, step: trail.add(element, after: place.step)))
            }
            let reached = closure(of: next, in: segments)
            guard !reached.isEmpty else {
                return OrderMatch(expanded: expansion(from: places, in: segments, trail, engine), firstDifference: index)
            }
            places = reached
        }
        if let end = places.first(where: { $0.segment == segments.count }) {
            return OrderMatch(expanded: trail.path(to: end.step).map { engine[$0] }, firstDifference: nil)
        }
        return OrderMatch(expanded: expansion(from: places, in: segments, trail, engine), firstDifference: observed.count)
    }
}

/// The engine's order as `OrderMatcher` lined it up with the observed one.
public struct OrderMatch<Element> {
    /// The engine's calls, each repeatable pass repeated as often as the observed order
    /// repeated it where they agree, the rest once.
    public var expanded: [Element]
    /// The first observed position no place in the engine's order could take (the
    /// observed count when it ends too early); nil when the orders agree.
    public var firstDifference: Int?

    public var agrees: Bool { firstDifference == nil }
}

private extension OrderMatcher {
    /// A run of the engine's calls (indices into its order) that occurs once, or one or
    /// more times when `repeats`, zero or more when it also `mayBeSkipped`.
    struct Segment {
        var elements: [Int]
        var repeats: Bool
        var mayBeSkipped: Bool

        static func split<Element>(_ engine: [Element], pass: (Element) -> RepeatablePass?) -> [Segment] {
            var segments: [Segment] = []
            var openPass: Int?
            for (index, element) in engine.enumerated() {
                let mark = pass(element)
                if let mark, mark.id == openPass {
                    segments[segments.count - 1].elements.append(index)
                } else {
                    segments.append(Segment(elements: [index], repeats: mark?.mayRepeat == true, mayBeSkipped: mark?.mayBeAbsent == true))
                }
                openPass = mark?.id
            }
            return segments
        }
    }

    /// A point in the engine's order: before `elements[offset]` of `segment`, reached by
    /// the engine calls `step` ends (see `Trail`). `segment == segments.count` is the end.
    struct Place {
        var segment: Int
        var offset: Int
        var step: Int?
    }

    /// The engine calls each place took to get where it is, kept as back links so that a
    /// long log costs no more than its length: each step names its element and the step
    /// before it.
    struct Trail {
        private var steps: [(element: Int, previous: Int?)] = []

        mutating func add(_ element: Int, after previous: Int?) -> Int {
            steps.append((element, previous))
            return steps.count - 1
        }

        func path(to step: Int?) -> [Int] {
            var path: [Int] = []
            var current = step
            while let index = current {
                path.append(steps[index].element)
                current = steps[index].previous
            }
            return path.reversed()
        }
    }

    /// Every place reachable without taking a call: the end of a segment is the start of
    /// the next, and for a repeatable one also its own start again; the start of an
    /// optional segment is also its end. Places are kept once, the first path found
    /// winning, so the outcome never depends on set order.
    static func closure(of places: [Place], in segments: [Segment]) -> [Place] {
        var result: [Place] = []
        var visited = Set<[Int]>()
        var pending = places
        while !pending.isEmpty {
            let place = pending.removeFirst()
            guard visited.insert([place.segment, place.offset]).inserted else { continue }
            guard place.segment < segments.count else {
                result.append(place)
                continue
            }
            let segment = segments[place.segment]
            if place.offset == segment.elements.count {
                pending.insert(Place(segment: place.segment + 1, offset: 0, step: place.step), at: 0)
                if segment.repeats { pending.insert(Place(segment: place.segment, offset: 0, step: place.step), at: 1) }
                continue
            }
            result.append(place)
            if place.offset == 0, segment.mayBeSkipped {
                pending.insert(Place(segment: place.segment + 1, offset: 0, step: place.step), at: 0)
            }
        }
        return result
    }

    /// The engine's side when the orders part: the path that got furthest in the engine's
    /// order (fewest extra repetitions to show), then the rest of the order once.
    static func expansion<Element>(from places: [Place], in segments: [Segment], _ trail: Trail, _ engine: [Element]) -> [Element] {
        guard let furthest = places.max(by: { ($0.segment, $0.offset) < ($1.segment, $1.offset) }) else { return [] }
        var rest: [Int] = []
        if furthest.segment < segments.count {
            rest += segments[furthest.segment].elements[furthest.offset...]
            rest += segments[(furthest.segment + 1)...].flatMap(\.elements)
        }
        return (trail.path(to: furthest.step) + rest).map { engine[$0] }
    }
}
