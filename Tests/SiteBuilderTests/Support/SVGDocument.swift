import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG read with a real XML parser: parsing at all proves it is well-formed, and what
/// it collects shows whether content came out as text or as markup.
struct SVGDocument {
    struct NotWellFormed: Error, CustomStringConvertible {
        var description: String
    }

    /// Every element name, in document order.
    var elements: [String] = []
    /// `id` → `class` of every element that has an id, entities decoded.
    var classes: [String: String] = [:]
    /// The text of each `<title>`, in order.
    var titles: [String] = []
    /// The text of each `<text>`, in order.
    var texts: [String] = []

    init(_ svg: String) throws {
        let collector = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        guard parser.parse() else {
            throw NotWellFormed(description: parser.parserError.map { "\($0)" } ?? "unknown XML error")
        }
        self = collector.document
    }

    fileprivate init() {}

    /// Each `<svg …</svg>` element of a page.
    static func elements(in html: String) -> [String] {
        var found: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "<svg"), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            found.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return found
    }
}

private final class Collector: NSObject, XMLParserDelegate {
    var document = SVGDocument()
    private var open: (name: String, text: String)?

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        document.elements.append(name)
        if let id = attributes["id"] { document.classes[id] = attributes["class"] ?? "" }
        if name == "title" || name == "text" { open = (name, "") }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        open?.text += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard let current = open, current.name == name else { return }
        if name == "title" { document.titles.append(current.text) } else { document.texts.append(current.text) }
        open = nil
    }
}
