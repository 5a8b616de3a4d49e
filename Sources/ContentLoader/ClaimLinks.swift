internal import Diagnostics
internal import LifecycleModel

/// `part-of:` links between claims, which may cross files (`LIFECYCLE/ID`): each must name
/// a claim or a group entry, and a group entry with no part says nothing at all. A claim
/// of a lifecycle that did not load whole may be missing, and a file that was not read
/// may hold any group's parts, so neither is then said.
enum ClaimLinks {
    static func check(_ catalog: Catalog, _ diagnostics: inout DiagnosticBag) {
        var wholes: Set<String> = []
        for lifecycle in catalog.lifecycles {
            for id in lifecycle.claims.map(\.id) + lifecycle.claimGroups.map(\.id) { wholes.insert("\(lifecycle.id)/\(id)") }
        }
        var used: Set<String> = []
        for lifecycle in catalog.lifecycles {
            for claim in lifecycle.claims {
                guard let partOf = claim.partOf else { continue }
                let key = qualified(partOf.value, in: lifecycle.id)
                used.insert(key)
                if key == "\(lifecycle.id)/\(claim.id)" {
                    diagnostics.error("lifeline.claim.part-of", at: partOf.location, "claim '\(claim.id)' is named as a part of itself")
                } else if !wholes.contains(key), !catalog.incompleteLifecycles.contains(lifecycleID(of: key)) {
                    let local = lifecycle.claims.map(\.id) + lifecycle.claimGroups.map(\.id)
                    diagnostics.error(
                        "lifeline.claim.part-of", at: partOf.location, "part-of names '\(partOf.value)', which is no claim",
                        hint: Suggestion.hint(for: partOf.value, in: partOf.value.contains("/") ? Array(wholes) : local)
                            ?? "write the id of a claim of this file, or LIFECYCLE/ID")
                }
            }
        }
        // A group's parts may be in a file that was not read.
        guard !catalog.someLifecycleIsUnread else { return }
        for lifecycle in catalog.lifecycles {
            for group in lifecycle.claimGroups where !used.contains("\(lifecycle.id)/\(group.id)") {
                diagnostics.error(
                    "lifeline.claim.group", at: group.location, "claim '\(group.id)' has no scenario and no part",
                    hint: "give it a scenario and a check, or name it in the 'part-of' of its parts")
            }
        }
    }

    /// `app` for `app/launch-order`.
    private static func lifecycleID(of qualified: String) -> String {
        String(qualified.prefix { $0 != "/" })
    }

    /// `ID` → `lifecycle/ID`; `LIFECYCLE/ID` stays.
    static func qualified(_ reference: String, in lifecycle: String) -> String {
        reference.contains("/") ? reference : "\(lifecycle)/\(reference)"
    }
}
