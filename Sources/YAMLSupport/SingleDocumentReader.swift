/// Walks libyaml's stream and document events around exactly one document.
///
/// ```
/// STREAM-START  DOCUMENT-START  <node events…>  DOCUMENT-END  STREAM-END
/// ```
///
/// A stream with no document (empty, or only comments) gives nil, so the
/// caller can say "empty file" in its own words. A second DOCUMENT-START is
/// an error at that document; nothing after it is parsed.
struct SingleDocumentReader {
    private let handle: ParserHandle
    private var builder: TreeBuilder

    init(handle: ParserHandle, builder: TreeBuilder) {
        self.handle = handle
        self.builder = builder
    }

    mutating func read() throws(YAMLError) -> YAMLNode? {
        let streamStart = try handle.nextEvent()
        precondition(streamStart.isStreamStart, "libyaml did not start with STREAM-START")
        let document = try handle.nextEvent()
        guard document.isDocumentStart else { return nil }

        var root: YAMLNode?
        while root == nil {
            root = try builder.add(handle.nextEvent())
        }
        _ = try handle.nextEvent()  // DOCUMENT-END, implicit or `...`

        let next = try handle.nextEvent()
        if next.isDocumentStart {
            throw YAMLError(
                .multipleDocuments,
                "expected a single document",
                at: next.start,
                context: YAMLError.Context("the first document starts here", at: document.start)
            )
        }
        return root
    }
}

private extension YAMLEvent {
    var isStreamStart: Bool {
        if case .streamStart = kind { return true }
        return false
    }

    var isDocumentStart: Bool {
        if case .documentStart = kind { return true }
        return false
    }
}
