import ContentLoader
import Diagnostics
import Foundation
import LifecycleModel
import LifecycleSimulator
import TestSupport
import Testing

/// A recorded log kept in `Content/evidence/ID.log` (front matter, then the log lines as
/// the source prints them), compared with the bundled scenario that documents it.
struct EvidenceLog {
    var id: String
    /// Scenario object → the class name the log prints (`map:` in the front matter).
    var map: [String: String]
    var lines: String

    init(_ id: String) throws {
        self.id = id
        let url = repositoryRoot().appendingPathComponent("Content/evidence/\(id).log")
        let text = try String(contentsOf: url, encoding: .utf8)
        let parts = text.components(separatedBy: "---\n")
        try #require(parts.count >= 3 && parts[0].isEmpty, "\(id).log must start with front matter between --- lines")
        let front = parts[1]
        lines = parts.dropFirst(2).joined(separator: "---\n")
        let mapLine = try #require(front.split(separator: "\n").first { $0.hasPrefix("map:") }, "\(id).log has no map")
        map = Self.flowMapping(String(mapLine.dropFirst(4)))
        for key in ["title:", "url:", "author:", "published:", "action:", "excerpt:"] {
            #expect(front.contains("\n\(key)") || front.hasPrefix(key), "\(id).log has no \(key)")
        }
    }

    /// `{ A: ViewController, B: Second }` → ["A": "ViewController", "B": "Second"].
    static func flowMapping(_ text: String) -> [String: String] {
        let inner = text.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
        var result: [String: String] = [:]
        for pair in inner.split(separator: ",") {
            let halves = pair.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if halves.count == 2 { result[halves[0]] = halves[1] }
        }
        return result
    }

    /// The log against the scenario's simulated trace. Only the mapped objects are read
    /// from the log: a line that names no receiver goes to the one mapped object that has
    /// the callback.
    func compare(file: String, scenario id: String) throws -> LogComparison {
        var bag = DiagnosticBag()
        let path = repositoryRoot().appendingPathComponent("Content/lifecycles/\(file)").path
        let lifecycle = try #require(ContentLoader.loadLifecycleFile(at: path, diagnostics: &bag).lifecycle)
        let scenario = try #require(lifecycle.scenarios.first { $0.id == id }, "no scenario \(id) in \(file)")
        let result = Engine.simulate(scenario, config: scenario.config.over(lifecycle.config).resolved)
        var objects: [String: ObjectKind] = [:]
        for name in map.keys { objects[name] = try #require(scenario.kind(of: name), "\(name) is not an object of \(id)") }
        let classNames = Dictionary(map.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        let parsed = ConsoleLogParser(objects: objects, classNames: classNames).parse(lines)
        return LogComparison(log: parsed, events: result.events)
    }
}
