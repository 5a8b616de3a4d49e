internal import CYAML

/// Copying a `yaml_event_t` out of libyaml's memory.
extension YAMLEvent {
    /// Copies every string the event points to; the caller deletes the C event
    /// afterwards, so nothing here may keep a pointer.
    init(copying event: yaml_event_t) {
        let data = event.data
        let kind: Kind
        switch event.type {
        case YAML_STREAM_START_EVENT:
            kind = .streamStart
        case YAML_STREAM_END_EVENT:
            kind = .streamEnd
        case YAML_DOCUMENT_START_EVENT:
            kind = .documentStart
        case YAML_DOCUMENT_END_EVENT:
            kind = .documentEnd
        case YAML_ALIAS_EVENT:
            kind = .alias(anchor: Self.string(data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let scalar = data.scalar
            let value = String(
                decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)),
                as: UTF8.self
            )
            kind = .scalar(
                YAMLScalar(value, style: YAMLScalar.Style(libyaml: scalar.style)),
                anchor: Self.string(scalar.anchor),
                tag: Self.string(scalar.tag)
            )
        case YAML_SEQUENCE_START_EVENT:
            let start = data.sequence_start
            kind = .sequenceStart(anchor: Self.string(start.anchor), tag: Self.string(start.tag))
        case YAML_SEQUENCE_END_EVENT:
            kind = .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let start = data.mapping_start
            kind = .mappingStart(anchor: Self.string(start.anchor), tag: Self.string(start.tag))
        case YAML_MAPPING_END_EVENT:
            kind = .mappingEnd
        default:
            // libyaml's parser only emits YAML_NO_EVENT from a zeroed event, never on success.
            preconditionFailure("libyaml produced an event of unknown type \(event.type.rawValue)")
        }
        self.init(kind: kind, start: Mark(libyaml: event.start_mark), end: Mark(libyaml: event.end_mark))
    }

    /// A NUL-terminated libyaml string (anchor, tag), or nil for a null pointer.
    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}

extension YAMLScalar.Style {
    /// libyaml's parser never reports `YAML_ANY_SCALAR_STYLE`; treat it as plain.
    init(libyaml style: yaml_scalar_style_t) {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: self = .literal
        case YAML_FOLDED_SCALAR_STYLE: self = .folded
        default: self = .plain
        }
    }
}
