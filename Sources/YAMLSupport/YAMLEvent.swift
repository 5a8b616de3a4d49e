/// One libyaml parsing event, copied into Swift values.
///
/// The tree builder works on these rather than on `yaml_event_t`, so it never
/// touches C memory and can be read without knowing libyaml's unions.
struct YAMLEvent {
    enum Kind {
        case streamStart
        case streamEnd
        case documentStart
        case documentEnd
        case alias(anchor: String)
        case scalar(YAMLScalar, anchor: String?, tag: String?)
        case sequenceStart(anchor: String?, tag: String?)
        case sequenceEnd
        case mappingStart(anchor: String?, tag: String?)
        case mappingEnd
    }

    var kind: Kind
    var start: Mark
    var end: Mark
}
