/// The authoring guide's tables of object kinds, actions, `config` keys and `only` groups, written from
/// the vocabulary the loader and engine use, so the guide cannot promise what the engine
/// refuses. `Content/pages/authoring.md` holds them between markers; a test fails when
/// they differ (and rewrites them when asked, see `GuideTablesTests`).
public enum GuideTables {
    /// Table name → Markdown table, in the guide's order.
    public static let all: [(name: String, markdown: String)] = [
        ("lifecycle-objects", lifecycleObjects), ("object-kinds", objectKinds), ("actions", actions), ("config-keys", configKeys),
        ("only-groups", onlyGroups),
    ]

    /// `[//]: # (…)`: a Markdown link definition, which renders as nothing; it marks where
    /// a generated table starts and ends.
    public static func startMarker(_ name: String) -> String {
        "[//]: # (generated from the vocabulary: \(name); do not edit by hand)"
    }

    public static func endMarker(_ name: String) -> String {
        "[//]: # (end of generated: \(name))"
    }

    /// What a lifecycle file's `object:` accepts, which is fewer kinds than a scenario
    /// declares: a page is about a kind that has callbacks of its own to document.
    static var lifecycleObjects: String {
        let accepted = Vocabulary.documentableKinds
        let others = ObjectKind.allCases.filter { !accepted.contains($0) }
        var text = "`object` takes one of: " + accepted.map { "`\($0.rawValue)`" }.joined(separator: ", ") + "."
        if !others.isEmpty {
            text +=
                " Scenarios may also declare " + others.map { "`\($0.rawValue)`" }.joined(separator: " and ")
                + ", which have no callbacks of their own to document, so no page is about them."
        }
        return text
    }

    static var objectKinds: String {
        let rows = ObjectKind.allCases.map { kind in
            let options = Vocabulary.options(of: kind).map { option in
                "`\(option.name)`: \(option.valuesText) (default \(option.defaultValue))"
            }
            return row([
                "`\(kind.rawValue)`", Vocabulary.states(of: kind).map { "`\($0)`" }.joined(separator: ", "),
                options.isEmpty ? "" : options.joined(separator: "; "),
            ])
        }
        return table(["kind", "states", "options"], rows)
    }

    static var actions: String {
        let rows = Vocabulary.actions.map { action in
            let arguments = action.arguments.map { argument in
                let name = "`\(argument.name)`"
                let values: String
                if case .choice(let choices) = argument.type {
                    values = name + ": " + choices.joined(separator: ", ")
                } else {
                    values = name
                }
                return argument.isRequired ? values : "[\(values)]"
            }
            let oneOf = action.oneOf.isEmpty ? "" : " (exactly one of " + action.oneOf.map { "`\($0)`" }.joined(separator: ", ") + ")"
            return row([action.area, "`\(action.name.rawValue)`", arguments.joined(separator: ", ") + oneOf, action.summary])
        }
        return table(["area", "action", "arguments", "what happens"], rows)
    }

    static var configKeys: String {
        let rows = Vocabulary.configKeys.map { key in
            let values =
                key.values.isEmpty
                ? key.valuesText.replacing(" | ", with: ", ")
                : key.values.map { value in "`\(value.name)`" + (value.availability.map { " (\($0.versions))" } ?? "") }
                    .joined(separator: ", ")
            let defaultValue = "`\(key.defaultValue)`" + (key.defaultNote.map { " (\($0))" } ?? "")
            return row(["`\(key.name)`", values, defaultValue, key.summary])
        }
        return table(["key", "values", "default", "effect"], rows)
    }

    static var onlyGroups: String {
        let rows = CallbackGroup.allCases.map { group in
            var names: [String] = []
            for kind in ObjectKind.allCases {
                for callback in Vocabulary.callbacks(of: kind) where callback.group == group && !names.contains(callback.name) {
                    names.append(callback.name)
                }
            }
            return row(["`\(group.rawValue)`", names.map { "`\($0)`" }.joined(separator: ", ")])
        }
        return table(["group", "callbacks it keeps"], rows)
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |"
    }

    private static func table(_ header: [String], _ rows: [String]) -> String {
        ([row(header), "|" + header.map { _ in "---|" }.joined()] + rows).joined(separator: "\n")
    }
}
