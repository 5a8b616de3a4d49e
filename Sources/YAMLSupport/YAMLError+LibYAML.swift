internal import CYAML

/// The one place libyaml's error fields become a `YAMLError`.
extension YAMLError {
    /// Reads the error a failed `yaml_parser_parse` left in `parser`.
    ///
    /// Scanner and parser errors carry 0-based marks, made 1-based here.
    /// Reader errors (a control character, say) carry only a byte offset into
    /// the input, so the mark is computed from `input`, the same bytes libyaml
    /// read.
    init(failedParser parser: yaml_parser_t, input: UnsafeBufferPointer<UInt8>) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown libyaml error"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            self.init(.outOfMemory, "libyaml ran out of memory", at: Mark(line: 1, column: 1))
        case YAML_READER_ERROR:
            let mark = MarkLocator.mark(atByteOffset: parser.problem_offset, in: input)
            let message =
                parser.problem_value >= 0
                ? "\(problem) (U+\(Self.hex(parser.problem_value, digits: 4)))"
                : problem
            self.init(.invalidCharacter, message, at: mark)
        default:
            let context = parser.context.map {
                Context(String(cString: $0), at: Mark(libyaml: parser.context_mark))
            }
            self.init(.syntax, problem, at: Mark(libyaml: parser.problem_mark), context: context)
        }
    }

    /// `value` in upper-case hexadecimal, zero-padded to `digits`.
    static func hex(_ value: some BinaryInteger, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

extension Mark {
    /// Converts libyaml's 0-based mark.
    init(libyaml mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
