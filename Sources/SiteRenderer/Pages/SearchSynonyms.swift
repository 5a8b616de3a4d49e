/// The words readers type for what the site calls otherwise, written into the search index
/// (`assets/search-index.js`) so the page's search also tries the site's own words.
///
/// Each row is a phrase as a reader types it and the phrases the site uses for the same
/// thing. Search matches a row when the query holds the phrase (its words in that order,
/// letters and digits only, case ignored, so `interactive-pop` and `Interactive Pop` are
/// the same), and then also tries the query with the phrase replaced by each alternative;
/// a result found only through an alternative ranks just under the same result found by
/// the reader's own words. A callback's notations (`-viewWillAppear:`,
/// `viewWillAppear(_:)`) need no row: search reads only letters and digits, so they are
/// all `viewwillappear`.
enum SearchSynonyms {
    static let table: [(phrase: String, alternatives: [String])] = [
        // UIKit's name for the swipe from the left edge, and the action that models it.
        ("interactive pop", ["swipe back", "interactive-pop"]),
        ("back swipe", ["swipe back", "interactive pop"]),
        ("swipe back", ["interactive pop"]),
        ("edge swipe", ["swipe back"]),
        // Pulling down the Notification Center (or Control Center) only interrupts the app.
        ("notification center", ["interrupt", "interruption", "scenePhase inactive"]),
        ("control center", ["interrupt", "interruption", "scenePhase inactive"]),
        ("incoming call", ["interrupt", "interruption"]),
        // Modal presentation is `present` in UIKit and in the engine's actions.
        ("modal", ["present"]),
        ("modally", ["present"]),
        ("sheet", ["page sheet", "present"]),
        ("page sheet", ["page-sheet", "pageSheet"]),
        ("form sheet", ["form-sheet", "formSheet"]),
        ("full screen", ["full-screen", "fullScreen"]),
        // Launch and termination in everyday words.
        ("cold start", ["cold launch"]),
        ("app start", ["launch"]),
        ("startup", ["launch"]),
        ("kill", ["swiped away", "terminate"]),
        ("force quit", ["swiped away", "terminate"]),
        // Rotation and size changes.
        ("rotate", ["rotation", "viewWillTransition"]),
        ("orientation", ["rotation", "viewWillTransition"]),
        // Memory warnings.
        ("low memory", ["memory warning", "didReceiveMemoryWarning"]),
        // Containment in the words of Apple's API.
        ("child view controller", ["containment", "addChild"]),
        ("tab switch", ["select tab", "tab bar"]),
    ]

    /// Rows an edition adds to the table: words its readers type that its translation
    /// says otherwise. Chinese developers say both 推入 and 压入 (压栈) for a push, and the
    /// editions each chose one; the English rows stay, since callback names and UIKit's
    /// words are typed in every edition.
    static let byLanguage: [String: [(phrase: String, alternatives: [String])]] = [
        "zh-Hans": [("推入", ["压入"]), ("压栈", ["压入"]), ("入栈", ["压入"])],
        "zh-Hant": [("壓入", ["推入"]), ("壓棧", ["推入"]), ("压入", ["推入"])],
    ]

    /// The table as the index of the edition in `language` writes it:
    /// `[["phrase", ["alternative", …]], …]`.
    static func script(language: String) -> String {
        let rows = (table + (byLanguage[language] ?? [])).map { row in
            "[" + SearchIndex.jsString(row.phrase) + ",[" + row.alternatives.map(SearchIndex.jsString).joined(separator: ",") + "]]"
        }
        return "[\n" + rows.joined(separator: ",\n") + "\n]"
    }
}
