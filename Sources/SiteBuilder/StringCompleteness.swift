public import Diagnostics
public import LifecycleModel

/// The templates' strings an edition shows in English for want of a translation. lifeline
/// ships them for its own languages, so those lack none; a language of the site's own
/// lacks every one its templates folder's `strings/LANG.yaml` does not give, which `check`
/// notes and `require-complete` makes an error at the language's entry.
public enum StringCompleteness {
    /// The keys of English that `language` has no text for, sorted.
    static func missing(_ strings: StringCatalog, language: String) -> [String] {
        let own = strings.languages[language] ?? [:]
        return strings.keys.filter { own[$0] == nil }
    }

    /// An error for each language under `require-complete` whose strings are not all there.
    static func requireComplete(_ strings: StringCatalog, _ settings: SiteSettings, _ diagnostics: inout DiagnosticBag) {
        for entry in settings.requireComplete {
            let missing = missing(strings, language: entry.value)
            guard !missing.isEmpty else { continue }
            diagnostics.error(
                "lifeline.translation.incomplete", at: entry.location,
                "\(count(missing)) of the templates have no \(entry.value) translation, "
                    + "and site.yaml requires the \(entry.value) edition to be complete: \(listed(missing))",
                hint: hint(entry.value))
        }
    }

    /// `check`'s view: the templates beside the content (or built in), their require-complete
    /// errors, and, when there are none, a note per language that lacks strings.
    public static func check(templatesDirectory: String?, settings: SiteSettings, _ diagnostics: inout DiagnosticBag) -> [Diagnostic] {
        // The templates' own mistakes are build's to report; here only their strings count.
        var ignored = DiagnosticBag()
        let strings = TemplateLoader(directory: templatesDirectory).load(&ignored, reachableFrom: []).strings
        requireComplete(strings, settings, &diagnostics)
        return settings.languages.compactMap { language in
            let missing = missing(strings, language: language)
            guard !missing.isEmpty else { return nil }
            return Diagnostic(
                .info, id: "lifeline.translation.missing", at: settings.location,
                "\(language): \(count(missing)) of the templates are shown in English for want of a translation: \(listed(missing))",
                hint: hint(language))
        }
    }

    private static func count(_ keys: [String]) -> String {
        "\(keys.count) string\(keys.count == 1 ? "" : "s")"
    }

    private static func listed(_ keys: [String]) -> String {
        keys.prefix(8).joined(separator: ", ") + (keys.count > 8 ? ", and \(keys.count - 8) more" : "")
    }

    private static func hint(_ language: String) -> String {
        "write them in Templates/strings/\(language).yaml beside Content/ (`lifeline templates export DIR` writes strings/en.yaml, "
            + "which has every key)"
    }
}
