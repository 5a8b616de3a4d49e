internal import Diagnostics
internal import LifecycleModel
internal import LifecycleSimulator

/// `--map NAME=Class`: which class a log prints for which object of the scenario. Given
/// once for the whole run (`--map A=ViewController,B=DetailViewController`), repeated
/// (`--map A=ViewController --map B=DetailViewController`), or both. `--call
/// Printed=callback` is given the same ways.
enum TraceCheckMaps {
    typealias Map = (name: String, className: String)

    /// Takes every `--map VALUE` and `--map=VALUE` out of the arguments (up to `--`), as
    /// `ArgumentParser` keeps one value per option.
    static func extract(_ arguments: [String]) throws(UsageError) -> (maps: [Map], rest: [String]) {
        let (values, rest) = try extract("--map", from: arguments)
        return (try pairs(values, option: "--map", example: "--map B=DetailViewController"), rest)
    }

    /// `--call keyboardWillShow=keyboardWillShowNotification`: printed name → callback,
    /// each callback a name of some object's callback, or an object's (`backgrounding=
    /// app.didEnterBackgroundNotification`), whose object is checked once the scenario is
    /// loaded (`checkCallOwners`).
    static func extractCalls(_ arguments: [String]) throws(UsageError) -> (calls: [String: String], rest: [String]) {
        let (values, rest) = try extract("--call", from: arguments)
        var calls: [String: String] = [:]
        for (printed, written) in try pairs(values, option: "--call", example: "--call keyboardWillShow=keyboardWillShowNotification") {
            let callback = Vocabulary.withoutFrameworkType(written)
            guard Vocabulary.namesACallback(callback) || Vocabulary.ownedCallback(callback) != nil else {
                throw UsageError(
                    "--call gives '\(printed)' to '\(callback)', which is no callback", command: "trace-check",
                    hint: Vocabulary.callNameHint(for: callback))
            }
            if let earlier = calls[printed], earlier != callback {
                throw UsageError("--call gives '\(printed)' to both '\(earlier)' and '\(callback)'", command: "trace-check")
            }
            calls[printed] = callback
        }
        return (calls, rest)
    }

    /// The objects a hint lists: not those the configuration does not have (a scene in an
    /// app without scenes), though naming one is no error.
    static func listed(_ objects: [String: ObjectKind], absent: [String: String]) -> String {
        "objects: " + objects.keys.filter { absent[$0] == nil }.sorted().joined(separator: ", ")
    }

    /// Each `--call Printed=OBJECT.callback` names an object of the scenario that makes the
    /// call, or a class `--map` gives to such objects (a header's `calls:` is reported at its
    /// line instead).
    static func checkCallOwners(
        _ calls: [String: String], objects: [String: ObjectKind], classNames: [String: [String]], absent: [String: String]
    ) throws(UsageError) {
        for (printed, written) in calls.sorted(by: { $0.key < $1.key }) {
            guard let problem = CallOwners.problem(with: written, objects: objects, classNames: classNames) else { continue }
            throw UsageError(
                "--call gives '\(printed)' to '\(written)', but \(problem)", command: "trace-check",
                hint: listed(objects, absent: absent) + "; give the call to the object that makes it, "
                    + "or leave the object out")
        }
    }

    /// ["DetailViewController": ["B"]] for `--map B=DetailViewController`, once each NAME is
    /// known to be an object of the scenario (which takes loading the file). A class given
    /// to several objects stands for each of them, the call deciding which.
    static func classNames(
        _ maps: [Map], objects: [String: ObjectKind], absent: [String: String], scenario: String
    ) throws(UsageError) -> [String: [String]] {
        var classNames: [String: [String]] = [:]
        for (name, className) in maps {
            guard objects[name] != nil else {
                throw UsageError(
                    "--map names '\(name)', which is not an object of scenario '\(scenario)'", command: "trace-check",
                    hint: Suggestion.hint(for: name, in: objects.keys.filter { absent[$0] == nil }) ?? listed(objects, absent: absent))
            }
            if classNames[className]?.contains(name) != true { classNames[className, default: []].append(name) }
        }
        return classNames
    }
}

private extension TraceCheckMaps {
    static func extract(_ option: String, from arguments: [String]) throws(UsageError) -> (values: [String], rest: [String]) {
        var values: [String] = [], rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                rest += arguments[(index - 1)...]
                break
            } else if argument.hasPrefix(option + "=") {
                values.append(String(argument.dropFirst(option.count + 1)))
            } else if argument == option {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw UsageError("\(option) needs a value", command: "trace-check")
                }
                values.append(arguments[index])
                index += 1
            } else {
                rest.append(argument)
            }
        }
        return (values, rest)
    }

    /// `A=X,B=Y` → [(`A`, `X`), (`B`, `Y`)] for every value of the option.
    static func pairs(_ values: [String], option: String, example: String) throws(UsageError) -> [Map] {
        var split: [Map] = []
        for value in values {
            for pair in value.split(separator: ",", omittingEmptySubsequences: false) {
                let parts = pair.trimmingSpaces.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                    let shape = option == "--map" ? "NAME=Class" : "Printed=callback"
                    throw UsageError(
                        "\(option) expects \(shape), not '\(value)'", command: "trace-check",
                        hint: "for example \(example), or several pairs separated by commas")
                }
                split.append((parts[0], parts[1]))
            }
        }
        return split
    }
}
