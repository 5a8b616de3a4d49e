internal import LifecycleModel

/// The words the site's scripts write (the search box's status and result kinds, the
/// step-through's status, the copy buttons, the theme switch, the claims filters) in the
/// edition's language: one JSON object per page, in
/// `<script type="application/json" id="lifeline-strings">`, which `site.js`, `search.js`
/// and `claims.js` read. On the page itself, so it works from disk and in every edition
/// with no file to fetch; a page without it (an older custom template) gets the English
/// each script holds beside each key.
enum ScriptStrings {
    /// The catalogue keys the scripts ask for (`say("KEY", …)`); `StringKeysTests` holds
    /// this list, the scripts and `en.yaml` to one another.
    static let keys = [
        // site.js
        "themeDark", "themeLight", "themeSwitchToDark", "themeSwitchToLight",
        "copyCode", "copyDone", "copyFailed",
        "stepCallStatus", "stepBeforeFirst",
        // search.js
        "searchResults", "searchKindScenario", "searchKindCallback", "searchKindLifecycle", "searchKindPage",
        "searchKindClaim", "searchKindSection", "searchShowAll", "searchNoResults", "searchResultCount",
        "searchFirstShown", "searchLoading", "searchLoadFailed",
        // claims.js
        "claimsFilterSource", "claimsFilterVerdict", "claimsFilterAllSources", "claimsFilterAllVerdicts",
        "claimsFilterTrue", "claimsFilterFalse", "claimsFilterPartly",
    ]

    /// The object for `site`'s edition, keys sorted: a key's text, or for a counted string
    /// its forms (`{"one": …, "other": …}`), which the scripts choose between by the
    /// page's `lang`. Every string is a JavaScript literal that cannot end the script
    /// element (`SearchIndex.jsString`), and valid JSON.
    static func json(_ site: SiteInput) -> String {
        let members = keys.sorted().compactMap { key -> String? in
            switch site.strings.entry(key, in: site.language) {
            case .text(let text)?:
                return SearchIndex.jsString(key) + ":" + SearchIndex.jsString(text)
            case .plural(let forms)?:
                let sorted = forms.map { ($0.key.rawValue, $0.value) }.sorted { $0.0 < $1.0 }
                return SearchIndex.jsString(key) + ":{"
                    + sorted.map { SearchIndex.jsString($0) + ":" + SearchIndex.jsString($1) }.joined(separator: ",")
                    + "}"
            case nil:
                return nil
            }
        }
        return "{" + members.joined(separator: ",") + "}"
    }
}
