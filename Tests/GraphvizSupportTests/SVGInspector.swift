import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What the tests want to know about an SVG, read with a real XML parser, so a
/// successful inspection also proves the SVG is well-formed XML.
struct SVGInspection {
    struct Group: Equatable {
        let id: String
        let classes: String
    }

    var rootName = ""
    var rootAttributes: [String: String] = [:]
    /// Every `<g>` with its `id` and `class`, entities decoded.
    var groups: [Group] = []
    var titles: [String] = []
    var texts: [String] = []

    struct NotWellFormed: Error, CustomStringConvertible {
        let description: String
    }

    init(_ svg: String) throws {
        let collector = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        guard parser.parse() else {
            throw NotWellFormed(description: parser.parserError.map { "\($0)" } ?? "unknown XML error")
        }
        self = collector.inspection
    }
}

private final class Collector: NSObject, XMLParserDelegate {
    var inspection = SVGInspection()
    private var openText: String?
    private var openElement = ""

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        if inspection.rootName.isEmpty {
            inspection.rootName = name
            inspection.rootAttributes = attributes
        }
        if name == "g" {
            inspection.groups.append(.init(id: attributes["id"] ?? "", classes: attributes["class"] ?? ""))
        }
        if name == "title" || name == "text" {
            openElement = name
            openText = ""
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        openText? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard name == openElement, let text = openText else { return }
        if name == "title" { inspection.titles.append(text) } else { inspection.texts.append(text) }
        openText = nil
    }
}

private extension SVGInspection {
    init() {}
}
