internal import YAMLSupport

/// A lifecycle file's scenarios as its YAML spells them: where each one and its `expect`
/// lie, and the file with chosen `expect` lists replaced and every other byte kept.
///
/// ```swift
/// let source = try ExpectSource(Array(text.utf8))
/// let edited = try source.replacingExpect(["push": ["A.viewWillDisappear", "B.viewWillAppear"]])
/// ```
///
/// Only the list is rewritten: the `expect:` key, a comment after it and everything
/// outside the list stay as they are, a flow list (`[a, b]`) stays a flow list and a block
/// list keeps its indentation. A scenario without `expect` gets one after its `only`
/// (else after its `steps`), indented as its other keys; new lines end with the file's
/// own line break (CR LF in a CR LF file). Comments between the items of a rewritten list
/// go with the old items.
public struct ExpectSource: Sendable {
    public struct ScenarioSpan: Sendable, Equatable {
        public var id: String
        /// The lines of the scenario's entry in `scenarios:`, from its first key to the
        /// end of its last value.
        public var lines: ClosedRange<Int>
        /// The `expect:` key and its list; nil when the scenario has none.
        public var expectLines: ClosedRange<Int>?

        public init(id: String, lines: ClosedRange<Int>, expectLines: ClosedRange<Int>?) {
            self.id = id
            self.lines = lines
            self.expectLines = expectLines
        }
    }

    let bytes: [UInt8]
    let extent: NodeExtent
    let entries: [Entry]

    struct Entry: Sendable {
        var id: String
        var node: YAMLNode
    }

    /// Throws at the first problem `YAMLParser` finds in text that is no YAML.
    public init(_ bytes: [UInt8]) throws(ExpectEditError) {
        self.bytes = bytes
        extent = NodeExtent(bytes: bytes, offsets: MarkOffsets(bytes))
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(bytes)
        } catch {
            throw ExpectEditError(error.message, at: error.mark)
        }
        let list = root?.pairs?.first { $0.key.scalarValue == "scenarios" }?.value.elements ?? []
        var seen: Set<String> = []
        entries = list.compactMap { node in
            guard let id = node.pairs?.first(where: { $0.key.scalarValue == "id" })?.value.scalarValue,
                seen.insert(id).inserted
            else { return nil }
            return Entry(id: id, node: node)
        }
    }

    public var scenarios: [ScenarioSpan] {
        entries.map { entry in
            let expect = entry.node.pairs?.first { $0.key.scalarValue == "expect" }
            return ScenarioSpan(
                id: entry.id, lines: entry.node.mark.line...extent.lastLine(of: entry.node),
                expectLines: expect.map { $0.key.mark.line...max($0.key.mark.line, extent.lastLine(of: $0.value)) })
        }
    }

    /// The file with each named scenario's `expect` listing `calls` (scenario id → calls
    /// in `Object.callback` notation). A scenario whose `expect` cannot be rewritten in
    /// place (one that is no list, a scenario written `{ … }` without one) is left as it
    /// is and added to `failures`; the others are rewritten.
    public func replacingExpect(_ calls: [String: [String]], failures: inout [ExpectEditError]) -> [UInt8] {
        let lineBreak = YAMLText.lineBreak(of: bytes)
        var splices: [Splice] = []
        for entry in entries {
            guard let list = calls[entry.id] else { continue }
            let splicer = ExpectSplicer(extent: extent, lineBreak: lineBreak, scenario: entry.node, id: entry.id)
            do {
                splices.append(try splicer.splice(list.map(YAMLText.scalar)))
            } catch {
                var failure = error
                failure.scenario = entry.id
                failures.append(failure)
            }
        }
        var edited = bytes
        for splice in splices.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            edited.replaceSubrange(splice.range, with: splice.bytes)
        }
        // A safeguard, never expected to fire: a file is never written that no longer reads.
        do {
            _ = try YAMLParser.parse(edited)
        } catch {
            failures.append(
                ExpectEditError(
                    "rewriting the expect lists would leave the file unreadable at \(error.mark): \(error.message)", line: 1,
                    column: 1, hint: "nothing was changed; please report this file"))
            return bytes
        }
        return edited
    }
}

/// Bytes that take the place of a range of the file.
struct Splice {
    var range: Range<Int>
    var bytes: [UInt8]
}
