internal import Mustache

/// A page's template context fed into a ``Digest``: every value with its kind, and
/// dictionaries in key order, so two contexts that render alike digest alike.
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
            // Sorting the pairs saves looking every key up again.
            for (key, item) in entries.sorted(by: { $0.key < $1.key }) {
                feed(key)
                feed(item)
            }
        }
    }
}
