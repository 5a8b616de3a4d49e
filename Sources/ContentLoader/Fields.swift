internal import Diagnostics
internal import YAMLSupport

/// The keys of one YAML mapping, read by name.
///
/// Reading marks a key as used; `finish()` then reports every key nobody asked for, with
/// "did you mean" — so a misspelt `sumary:` is an error instead of silently ignored.
/// Duplicate keys are reported when the mapping is opened, with the first position.
struct Fields {
    let node: YAMLNode
    private let reader: FileReader
    private let what: String
    private var values: [String: YAMLNode] = [:]
    private var order: [(key: String, node: YAMLNode)] = []
    /// Each key's first node, so a duplicate is found in one lookup (a mapping with
    /// thousands of keys stays linear).
    private var keyNodes: [String: YAMLNode] = [:]

    /// Nil (after reporting) when `node` is not a mapping.
    init?(_ node: YAMLNode, _ what: String, reader: FileReader) {
        guard let pairs = node.pairs else {
            reader.error("schema.type", at: node, "\(what) must be a mapping, found \(reader.describe(node))")
            return nil
        }
        self.node = node
        self.reader = reader
        self.what = what
        for pair in pairs {
            guard let key = pair.key.scalarValue else {
                reader.error("schema.key", at: pair.key, "keys of \(what) must be plain names")
                continue
            }
            if let first = keyNodes[key] {
                // The first key's line, in the file's numbering (front matter is shifted).
                reader.error(
                    "schema.duplicate-key", at: pair.key,
                    "duplicate key '\(key)' in \(what)", hint: "first written at line \(reader.location(first).line)")
                continue
            }
            values[key] = pair.value
            keyNodes[key] = pair.key
            order.append((key, pair.key))
        }
    }

    private var used: Set<String> = []

    /// The value of a key that must be present; reports it at the mapping when missing.
    mutating func required(_ key: String) -> YAMLNode? {
        used.insert(key)
        guard let value = values[key] else {
            reader.error("schema.missing-key", at: node, "\(what) is missing the required key '\(key)'")
            return nil
        }
        return value
    }

    mutating func optional(_ key: String) -> YAMLNode? {
        used.insert(key)
        return values[key]
    }

    var keys: [String] { order.map(\.key) }

    /// A key's value without marking the key as read, for a reader that decides from the
    /// value whether the key is its to report.
    func peek(_ key: String) -> YAMLNode? {
        values[key]
    }

    func keyNode(_ key: String) -> YAMLNode? {
        keyNodes[key]
    }

    /// Reports every key that was not read, suggesting the closest one that was asked for.
    func finish(alsoKnown: [String] = []) {
        let knownSet = used.union(alsoKnown)
        let known = knownSet.sorted()
        var splitValue: (key: String, text: String)?
        for (index, (key, keyNode)) in order.enumerated() where !knownSet.contains(key) {
            if let split = splitValue ?? (index > 0 ? valueSplitByComma(before: order[index - 1].key, keyNode) : nil),
                values[key]?.isPlainNull == true, values[key]?.scalar?.value == ""
            {
                if splitValue == nil {
                    reader.error(
                        "yaml.unquoted-comma", at: keyNode, "',' inside an unquoted value in { … } ends the value of '\(split.key)'",
                        hint:
                            "put the value in quotes: \(split.key): \"\(split.text), \(order[index...].prefix { values[$0.key]?.scalar?.value == "" }.map(\.key).joined(separator: ", "))\""
                    )
                }
                splitValue = split
                continue
            }
            splitValue = nil
            reader.error(
                "schema.unknown-key", at: keyNode, "unknown key '\(key)' in \(what)",
                hint: Suggestion.hint(for: key, in: known) ?? "known keys: \(known.joined(separator: ", "))")
        }
    }

    /// `{ label: Loaded, not shown }`: the known key whose plain value ends on the line
    /// where the unknown, valueless `key` starts, as YAML splits it at the comma.
    private func valueSplitByComma(before previous: String, _ key: YAMLNode) -> (key: String, text: String)? {
        guard used.contains(previous), let value = values[previous], let scalar = value.scalar, scalar.style == .plain,
            !scalar.value.isEmpty, value.endMark.line == key.mark.line
        else { return nil }
        return (previous, scalar.value)
    }
}
