internal import CYAML

/// Owns one libyaml parser and the bytes it reads.
///
/// libyaml keeps a raw pointer to its input for as long as the parser lives,
/// so the handle copies the bytes into memory it allocated itself and frees
/// them in `deinit`, after `yaml_parser_delete`.
///
/// A libyaml parser must not be used from two threads at once; separate
/// parsers share no state. `YAMLParser.parse` therefore makes one handle per
/// call and never lets it escape, which is what makes `parse` safe to call
/// concurrently.
final class ParserHandle {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let inputCount: Int

    init(copying bytes: [UInt8]) throws(YAMLError) {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        // yaml_parser_initialize frees its own buffers when it fails.
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            throw YAMLError(.outOfMemory, "libyaml could not create a parser", at: Mark(line: 1, column: 1))
        }
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
        self.parser = parser
        self.input = input
        self.inputCount = bytes.count
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// The next event, copied into Swift; the C event is deleted before returning.
    ///
    /// After an error libyaml's parser is stuck in its error state, so callers
    /// stop at the first throw.
    func nextEvent() throws(YAMLError) -> YAMLEvent {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else {
            let read = UnsafeBufferPointer(rebasing: input[..<inputCount])
            throw YAMLError(failedParser: parser.pointee, input: read)
        }
        defer { yaml_event_delete(&event) }
        return YAMLEvent(copying: event)
    }
}
