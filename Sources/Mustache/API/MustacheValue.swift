/// The data a template is rendered against.
///
/// Mustache is logic-less, so the engine only needs to know a handful of shapes: whether a value
/// is "falsey" (it hides a section), whether it is a list (it repeats a section), whether it is
/// a dictionary (names are looked up in it), and how it prints. Keeping the model a closed enum,
/// rather than accepting `Any`, makes contexts `Sendable` and lets callers build them as literals:
///
/// ```swift
/// let context: MustacheValue = [
///     "title": "viewDidLoad",
///     "callbacks": ["loadView", "viewDidLoad"],
///     "isDeprecated": false,
/// ]
/// ```
public enum MustacheValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// Markup that is meant to be written as it is (rendered Markdown, an inline SVG). Plain
    /// text is `.string`; a `{{{name}}}` that writes a `.string` is reported
    /// (`MustacheRendering.unescapedText`), because a title with `<script>` in it would
    /// then reach the page as markup.
    case html(String)
    case array([MustacheValue])
    case dictionary([String: MustacheValue])
}

extension MustacheValue {
    /// Whether a `{{#section}}` shows (and a `{{^section}}` hides).
    ///
    /// The spec leaves "falsey" to the host language. These rules follow mustache.js, the most
    /// widely used engine, so templates behave the same when authors test them elsewhere:
    /// `null`, `false`, `0`, `0.0`, `""` and `[]` are falsey; every dictionary, even an empty one,
    /// is truthy.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .int(let value): value != 0
        case .double(let value): value != 0 && !value.isNaN
        case .string(let value), .html(let value): !value.isEmpty
        case .array(let items): !items.isEmpty
        case .dictionary: true
        }
    }

    /// The text that `{{name}}` prints before escaping.
    ///
    /// Integral doubles print without a fractional part (`1.0` → `"1"`), matching the
    /// JavaScript-flavoured output the spec fixtures were written against; other doubles use
    /// Swift's shortest round-tripping form (`1.21` → `"1.21"`). A list prints its items joined
    /// by commas; a dictionary and `null` print nothing.
    public var renderedText: String {
        switch self {
        case .null, .dictionary: ""
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): Self.text(for: value)
        case .string(let value), .html(let value): value
        case .array(let items): items.map(\.renderedText).joined(separator: ",")
        }
    }

    /// Below 2^53 every integral double is exact, so printing it through `Int` loses nothing.
    private static func text(for value: Double) -> String {
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 {
            return String(Int(value))
        }
        return String(value)
    }
}
