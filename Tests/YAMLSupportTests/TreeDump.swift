import YAMLSupport

/// A one-line-per-node picture of a tree, so a test can state the whole
/// expected shape, marks included, as a literal.
///
/// ```
/// mapping 1:1-2:1
///   plain "a" 1:1-1:2
///   sequence 1:4-1:10
/// ```
func dump(_ node: YAMLNode?) -> String {
    guard let node else { return "<no document>" }
    var lines: [String] = []
    append(node, depth: 0, to: &lines)
    return lines.joined(separator: "\n")
}

private func append(_ node: YAMLNode, depth: Int, to lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    let tag = node.tag.map { " \($0)" } ?? ""
    let span = "\(node.mark)-\(node.endMark)"
    switch node.kind {
    case .scalar(let scalar):
        lines.append("\(indent)\(scalar.style) \(quoted(scalar.value))\(tag) \(span)")
    case .sequence(let elements):
        lines.append("\(indent)sequence\(tag) \(span)")
        for element in elements { append(element, depth: depth + 1, to: &lines) }
    case .mapping(let pairs):
        lines.append("\(indent)mapping\(tag) \(span)")
        for pair in pairs {
            append(pair.key, depth: depth + 1, to: &lines)
            append(pair.value, depth: depth + 2, to: &lines)
        }
    }
}

/// The value in double quotes with line breaks and tabs made visible.
private func quoted(_ value: String) -> String {
    var escaped = ""
    for character in value {
        switch character {
        case "\\": escaped += "\\\\"
        case "\n": escaped += "\\n"
        case "\t": escaped += "\\t"
        default: escaped.append(character)
        }
    }
    return "\"\(escaped)\""
}
