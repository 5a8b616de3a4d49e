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
        for entry in catalog.settings.nav {
            guard let lifecycle = firstByID[entry.value] else {
                if unreadable.contains(entry.value) { continue }
                diagnostics.error(
                    "lifeline.schema.nav", at: entry.location, "nav names '\(entry.value)', which is not a lifecycle id",
                    hint: Suggestion.hint(for: entry.value, in: firstByID.keys.sorted()))
                continue
            }
            if !ordered.contains(where: { $0.id == lifecycle.id }) { ordered.append(lifecycle) }
        }
        let rest = unique.filter { lifecycle in !ordered.contains { $0.id == lifecycle.id } }.sorted { $0.id < $1.id }
        catalog.lifecycles = ordered + rest
    }
}
