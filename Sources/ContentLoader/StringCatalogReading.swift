public import Diagnostics
public import LifecycleModel
internal import YAMLSupport

/// `strings/LANG.yaml` of the templates: key → text, or key → one text per plural
/// category (`{ one: "{count} call", other: "{count} calls" }`).
///
/// The English catalogue names every key; another language's key that English does not
/// have is an error with the closest one, and a plural string must give every category
/// its language needs (`one` and `other` in German, `other` in Chinese).
public enum StringCatalogReading {
    /// The entries of one file; `known` is the English catalogue's keys (nil when reading
    /// the English one itself).
    public static func entries(
        _ bytes: [UInt8], path: String, language: String, known: Set<String>?, _ diagnostics: inout DiagnosticBag
    ) -> [String: StringCatalog.Entry] {
        var files = SourceFiles()
        guard let node = files.parseYAML(bytes, at: path, &diagnostics) else { return [:] }
        let reader = FileReader(path: path)
        defer { diagnostics.append(contentsOf: reader.diagnostics.all) }
        guard let pairs = node.pairs else {
            reader.error("schema.type", at: node, "a string catalogue must be a mapping from key to text, found \(reader.describe(node))")
            return [:]
        }
        var entries: [String: StringCatalog.Entry] = [:]
        for pair in pairs {
            guard let key = pair.key.scalarValue else { continue }
            if let known, !known.contains(key) {
                reader.error(
                    "strings.unknown-key", at: pair.key, "'\(key)' is no string of the templates",
                    hint: Suggestion.hint(for: key, in: known) ?? "the keys are those of the built-in strings/en.yaml")
                continue
            }
            if let entry = reader.stringEntry(pair.value, key: key, language: language) { entries[key] = entry }
        }
        return entries
    }
}

extension FileReader {
    fileprivate func stringEntry(_ node: YAMLNode, key: String, language: String) -> StringCatalog.Entry? {
        if node.scalar != nil { return string(node, "'\(key)'").map(StringCatalog.Entry.text) }
        guard let pairs = node.pairs else {
            error("schema.type", at: node, "'\(key)' must be text or a map from plural category to text, found \(describe(node))")
            return nil
        }
        var forms: [PluralCategory: String] = [:]
        let names = PluralCategory.allCases.map(\.rawValue)
        for pair in pairs {
            guard let name = pair.key.scalarValue else { continue }
            guard let category = PluralCategory(rawValue: name) else {
                error(
                    "strings.plural", at: pair.key, "'\(name)' is not a plural category",
                    hint: Suggestion.hint(for: name, in: names) ?? "one of: \(names.joined(separator: ", "))")
                continue
            }
            if let text = string(pair.value, "'\(key)' (\(name))") { forms[category] = text }
        }
        let missing = PluralCategory.required(in: language).filter { forms[$0] == nil }
        guard missing.isEmpty else {
            error(
                "strings.plural", at: node, "'\(key)' has no '\(missing[0].rawValue)' form, which \(language) needs",
                hint: "give \(PluralCategory.required(in: language).map(\.rawValue).joined(separator: " and "))")
            return nil
        }
        return .plural(forms)
    }
}
