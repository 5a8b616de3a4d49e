/// How tokens nest, worked out before parsing because the standalone rules depend on it.
///
/// Inside a parent pair (`{{<parent}}…{{/parent}}`) only blocks count; everything else is
/// ignored. That changes which lines are standalone: in
///
/// ```
/// {{<parent}}{{$title}}
/// Hello
/// {{/title}}{{/parent}}
/// ```
///
/// both tag lines behave like standalone lines although each holds two tags. This pass
/// records, per token, whether it sits in that ignored region and whether a tag is one of
/// the parent/argument delimiters that may share a standalone line. It does not validate
/// nesting: a mismatched template is reported by the tree builder, and here it only has to
/// avoid crashing.
struct TokenNesting {
    /// Text directly inside a parent pair and outside its blocks; the renderer never sees it.
    private(set) var isIgnored: [Bool]
    /// `{{<parent}}`, `{{/parent}}`, and the `{{$block}}`/`{{/block}}` pairs passed to a parent.
    private(set) var isInheritanceTag: [Bool]
    /// Index of the closing tag for each opening tag index that has one.
    private(set) var closingIndex: [Int: Int] = [:]

    init(_ tokens: [Token]) {
        isIgnored = Array(repeating: false, count: tokens.count)
        isInheritanceTag = Array(repeating: false, count: tokens.count)
        var open: [(kind: Tag.Kind, index: Int)] = []
        for (index, token) in tokens.enumerated() {
            let insideParent = open.last?.kind == .parent
            guard let tag = token.tag else {
                isIgnored[index] = insideParent
                continue
            }
            if tag.opensPair {
                isInheritanceTag[index] = tag.kind == .parent || (tag.kind == .block && insideParent)
                open.append((tag.kind, index))
            } else if tag.kind == .close, let opening = open.popLast() {
                closingIndex[opening.index] = index
                isInheritanceTag[index] =
                    opening.kind == .parent
                    || (opening.kind == .block && open.last?.kind == .parent)
            }
        }
    }
}
