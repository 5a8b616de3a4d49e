internal import Diagnostics
internal import LifecycleModel

/// Checks that need the whole tree: ids unique across files, `nav` naming real
/// lifecycles. Also puts lifecycles in navigation order.
enum CatalogChecks {
    static func run(_ catalog: inout Catalog, _ diagnostics: inout DiagnosticBag, unreadable: Set<String> = []) {
        var firstByID: [String: Lifecycle] = [:]
        var unique: [Lifecycle] = []
        for lifecycle in catalog.lifecycles {
            if let first = firstByID[lifecycle.id] {
                diagnostics.error(
                    "lifeline.schema.duplicate-id", at: lifecycle.location,
                    "lifecycle id '\(lifecycle.id)' is already used by \(first.location.file)",
                    hint: "ids name pages and must be unique across the content tree")
                continue
            }
            firstByID[lifecycle.id] = lifecycle
            unique.append(lifecycle)
        }
        for page in catalog.pages where firstByID[page.slug] != nil {
            diagnostics.error(
                "lifeline.schema.duplicate-id", at: page.location,
                "page '\(page.slug)' has the same id as a lifecycle", hint: "rename the page file")
        }
        var ordered: [Lifecycle] = []
        var named: [String: SourceLocation] = [:]
        for entry in catalog.settings.nav {
            if let first = named[entry.value] {
                diagnostics.error(
                    "lifeline.schema.nav", at: entry.location, "nav names '\(entry.value)' twice",
                    hint: "a lifecycle has one place in the navigation; the first is at line \(first.line)")
                continue
            }
            named[entry.value] = entry.location
            guard let lifecycle = firstByID[entry.value] else {
                if unreadable.contains(entry.value) { continue }
                diagnostics.error(
                    "lifeline.schema.nav", at: entry.location, "nav names '\(entry.value)', which is not a lifecycle id",
                    hint: Suggestion.hint(for: entry.value, in: firstByID.keys.sorted()))
                continue
            }
            ordered.append(lifecycle)
        }
        let rest = unique.filter { named[$0.id] == nil }.sorted { $0.id < $1.id }
        catalog.lifecycles = ordered + rest
    }
}
