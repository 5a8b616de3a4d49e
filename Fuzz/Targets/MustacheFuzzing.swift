internal import Mustache

/// The Mustache parser and renderer with their guards: the input is a template that may
/// include itself and a second, fixed partial, rendered against a context with lists,
/// nesting, markup and text. Parse errors are expected; a crash or a hang is not.
enum MustacheFuzzing {
    static let context: MustacheValue = [
        "title": "A <b>&</b> \"title\"",
        "body": .html("<p>body</p>"),
        "items": [["name": "one", "items": [["name": "nested"]]], ["name": "two"]],
        "flag": true,
        "count": 3,
        "empty": [],
        "next": "self",
    ]

    static func run(_ bytes: [UInt8]) {
        let source = String(decoding: bytes, as: UTF8.self)
        guard
            let library = try? MustacheLibrary(sources: [
                "self": source, "row": "<li>{{name}}{{#items}}{{>row}}{{/items}}</li>",
            ])
        else { return }
        var unescaped: Set<UnescapedPlainText> = []
        _ = try? library.renderUTF8("self", context: context, unescapedText: &unescaped)
    }
}
