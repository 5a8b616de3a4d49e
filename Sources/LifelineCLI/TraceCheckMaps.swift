internal import Diagnostics
internal import LifecycleModel

/// `--map NAME=Class`: which class a log prints for which object of the scenario. Given
/// once for the whole run (`--map A=ViewController,B=DetailViewController`), repeated
/// (`--map A=ViewController --map B=DetailViewController`), or both.
enum TraceCheckMaps {
    typealias Map = (name: String, className: String)

    /// Takes every `--map VALUE` and `--map=VALUE` out of the arguments (up to `--`), as
    /// `ArgumentParser` keeps one value per option.
    static func extract(_ arguments: [String]) throws(UsageError) -> (maps: [Map], rest: [String]) {
        var maps: [String] = [], rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                rest += arguments[(index - 1)...]
                break
            } else if argument.hasPrefix("--map=") {
                maps.append(String(argument.dropFirst("--map=".count)))
            } else if argument == "--map" {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw UsageError("--map needs a value", command: "trace-check")
                }
                maps.append(arguments[index])
                index += 1
            } else {
                rest.append(argument)
            }
        }
        var split: [Map] = []
        for value in maps {
            for pair in value.split(separator: ",", omittingEmptySubsequences: false) {
                split.append(try splitMap(String(pair), in: value))
            }
        }
        return (split, rest)
    }

    /// ["DetailViewController": "B"] for `--map B=DetailViewController`, once each NAME is
    /// known to be an object of the scenario (which takes loading the file).
    static func classNames(_ maps: [Map], objects: [String: ObjectKind], scenario: String) throws(UsageError) -> [String: String] {
        var classNames: [String: String] = [:]
        for (name, className) in maps {
            guard objects[name] != nil else {
                throw UsageError(
                    "--map names '\(name)', which is not an object of scenario '\(scenario)'", command: "trace-check",
                    hint: Suggestion.hint(for: name, in: objects.keys)
                        ?? "objects: " + objects.keys.sorted().joined(separator: ", "))
            }
            if let earlier = classNames[className], earlier != name {
                throw UsageError("--map gives class '\(className)' to both '\(earlier)' and '\(name)'", command: "trace-check")
            }
            classNames[className] = name
        }
        return classNames
    }
}

private extension TraceCheckMaps {
    /// `B=DetailViewController` → (`B`, `DetailViewController`).
    static func splitMap(_ map: String, in value: String) throws(UsageError) -> Map {
        let parts = map.trimmingSpaces.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw UsageError(
                "--map expects NAME=Class, not '\(value)'", command: "trace-check",
                hint: "for example --map B=DetailViewController, or --map A=ViewController,B=DetailViewController")
        }
        return (parts[0], parts[1])
    }
}
