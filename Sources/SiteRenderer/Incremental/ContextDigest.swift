internal import Mustache

/// A page's template context fed into a ``Digest``: every value with its kind, and
/// dictionaries whatever their order, so two contexts that render alike digest alike.
extension Digest {
    mutating func feed(_ value: MustacheValue) {
        switch value {
        case .null: feed(0)
        case .bool(let flag): feed(flag ? 2 : 1)
        case .int(let number): feed(3); feed(number)
        case .double(let number): feed(4); feed(Int(bitPattern: UInt(number.bitPattern)))
        case .string(let text): feed(5); feed(text)
        case .html(let text): feed(6); feed(text)
        case .array(let items):
            feed(7); feed(items.count)
            for item in items { feed(item) }
        case .dictionary(let entries):
            feed(8); feed(entries.count)
            // Each pair digested on its own and the pairs' digests added up, so the order a
            // dictionary happens to iterate in does not matter: sorting the keys of every
            // dictionary of every page was a third of the digesting.
            var sum = (first: UInt64(0), second: UInt64(0))
            for (key, item) in entries {
                var pair = Digest()
                pair.feed(key)
                pair.feed(item)
                let lanes = pair.lanes
                sum = (sum.first &+ lanes.first, sum.second &+ lanes.second)
            }
            feed(Int(truncatingIfNeeded: sum.first))
            feed(Int(truncatingIfNeeded: sum.second))
        }
    }
}
