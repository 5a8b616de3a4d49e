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
        reportCycles(catalog, &diagnostics)
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

    /// Claims that are parts of each other, in a ring of two or more: each would be shown
    /// under the other, so neither was shown, and links to them led nowhere. Reported once
    /// per ring, at the `part-of` of its first claim in file order.
    private static func reportCycles(_ catalog: Catalog, _ diagnostics: inout DiagnosticBag) {
        var parent: [String: String] = [:]
        var located: [(key: String, partOf: Located<String>)] = []
        for lifecycle in catalog.lifecycles {
            for claim in lifecycle.claims {
                guard let partOf = claim.partOf else { continue }
                let key = "\(lifecycle.id)/\(claim.id)"
                parent[key] = qualified(partOf.value, in: lifecycle.id)
                located.append((key, partOf))
            }
        }
        var reported: Set<String> = []
        for (key, partOf) in located where !reported.contains(key) {
            var ring = [key]
            var next = parent[key]
            while let current = next, current != key, !ring.contains(current), ring.count <= parent.count {
                ring.append(current)
                next = parent[current]
            }
            guard next == key, ring.count > 1 else { continue }
            reported.formUnion(ring)
            diagnostics.error(
                "lifeline.claim.part-of", at: partOf.location,
                "claims are named as parts of each other: " + (ring + [key]).joined(separator: " → "),
                hint: "a part names the whole it belongs to; take 'part-of' off the whole")
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
