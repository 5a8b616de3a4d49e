internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

extension FileReader {
    /// `nav:` in site.yaml: lifecycle ids and sections, in any mix.
    ///
    /// ```yaml
    /// nav:
    ///   - app                          # a lifecycle on its own
    ///   - section: View controllers    # a section: title, optional id, its lifecycles
    ///     id: controllers
    ///     lifecycles: [view-controller, containers]
    /// ```
    func navEntries(_ node: YAMLNode, language: String) -> [NavEntry] {
        guard let elements = sequence(node, "nav") else { return [] }
        var entries: [NavEntry] = []
        var sectionIDs: [String: SourceLocation] = [:]
        for (index, element) in elements.enumerated() {
            if element.scalar != nil {
                if let id = id(element, "a nav entry") { entries.append(.lifecycle(Located(id, at: location(element)))) }
                continue
            }
            guard let section = navSection(element, number: index + 1, language: language) else { continue }
            if let first = sectionIDs[section.id] {
                error(
                    "schema.nav", at: section.location, "nav has two sections with the id '\(section.id)'",
                    hint: "the first is at line \(first.line); give one of them another 'id'")
                continue
            }
            sectionIDs[section.id] = section.location
            entries.append(.section(section))
        }
        return entries
    }

    private func navSection(_ node: YAMLNode, number: Int, language: String) -> NavSection? {
        guard node.pairs != nil else {
            error(
                "schema.type", at: node, "a nav entry must be a lifecycle id or a section, found \(describe(node))",
                hint: "write '- app' or '- section: Title' with 'lifecycles: [app, scene]'")
            return nil
        }
        guard var fields = Fields(node, "a nav section", reader: self) else { return nil }
        let title = fields.required("section").flatMap { text($0, "section", language: language) }
        let explicitID = fields.optional("id").flatMap { id($0, "a section id") }
        let lifecycles =
            fields.required("lifecycles").flatMap { sequence($0, "lifecycles") }?.compactMap { element in
                id(element, "a nav entry").map { Located($0, at: location(element)) }
            } ?? []
        fields.finish()
        guard let title else { return nil }
        return NavSection(
            id: explicitID ?? Self.sectionID(for: title.text(in: language, fallback: language), number: number),
            title: title, lifecycles: lifecycles, location: location(node))
    }

    /// An id from the title (`View controllers` → `view-controllers`); a title with no
    /// letters an id can use (`视图`) gets `section-N`, N its place in `nav`.
    private static func sectionID(for title: String, number: Int) -> String {
        let usable = title.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
        return usable ? suggestedID(for: title) : "section-\(number)"
    }
}
