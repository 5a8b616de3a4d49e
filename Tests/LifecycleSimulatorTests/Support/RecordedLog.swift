import Foundation
import LifecycleModel
import LifecycleSimulator
import TestSupport
import Testing

/// A recorded log kept in `Content/evidence/ID.log` (front matter between `---` lines,
/// then the log lines verbatim), read the way `trace-check` will read it: the front
/// matter's `map:` names the class each scenario object has in the log.
struct RecordedLog {
    var id: String
    var url: String
    var classNames: [String: String]
    var body: String

    static func load(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> RecordedLog {
        let path = repositoryRoot().appendingPathComponent("Content/evidence/\(id).log").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let parts = text.components(separatedBy: "---\n")
        try #require(parts.count >= 3 && parts[0].isEmpty, "\(id).log starts with front matter between --- lines", sourceLocation: sourceLocation)
        var fields: [String: String] = [:]
        for line in parts[1].split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let url = try #require(fields["url"], "\(id).log names its source", sourceLocation: sourceLocation)
        return RecordedLog(
            id: id, url: url, classNames: Self.map(fields["map"] ?? ""), body: parts[2...].joined(separator: "---\n"))
    }

    /// `{ A: ViewController, B: ViewController2 }` → class name → object name.
    private static func map(_ flow: String) -> [String: String] {
        var names: [String: String] = [:]
        let inner = flow.trimmingCharacters(in: CharacterSet(charactersIn: "{} "))
        for pair in inner.split(separator: ",") {
            let sides = pair.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            if sides.count == 2, sides[0] != sides[1] { names[sides[1]] = sides[0] }
        }
        return names
    }

    /// The log's calls against the run's trace, narrowed to the calls the log shows (as
    /// `trace-check` does): nil when they agree, else both sides.
    func disagreement(with run: Simulated) -> String? {
        var objects: [String: ObjectKind] = ["app": .app, "scene": .scene]
        for object in run.scenario.objects { objects[object.name] = object.kind }
        let parsed = ConsoleLogParser(objects: objects, classNames: classNames).parse(body)
        let comparison = LogComparison(log: parsed, events: run.result.events)
        guard comparison.verdict != .agreement || parsed.calls.isEmpty else { return nil }
        return "\(id) (\(url)):\nlog:    \(parsed.calls.map(\.notation))\nengine: \(comparison.simulated.map(\.notation))"
    }
}
