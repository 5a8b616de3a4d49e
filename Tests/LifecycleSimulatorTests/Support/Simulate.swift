import ContentLoader
import Diagnostics
import Foundation
import LifecycleModel
import LifecycleSimulator
import TestSupport
import Testing

/// One scenario run through the engine, read the way the tests assert it.
struct Simulated {
    var scenario: Scenario
    var config: EngineConfig
    var result: SimulationResult
    /// The file the scenario was loaded from, as diagnostics name it.
    var path: String
    /// Lines of the wrapper above the scenario's first line, and its indentation.
    var lineOffset: Int
    var columnOffset: Int

    /// Every traced call, `B.viewWillAppear(_:)`.
    var calls: [String] { result.events.map(\.notation) }

    /// The calls an `only:` filter keeps (groups, base names or full names).
    func calls(only: [String]) -> [String] {
        result.filtered(by: only).map(\.notation)
    }

    /// The calls made on the named objects.
    func calls(of receivers: String...) -> [String] {
        result.events.filter { receivers.contains($0.receiver) }.map(\.notation)
    }

    /// Every traced call but UIKit's notifications (the `notifications` group), which
    /// follow the delegates' calls: for tests about those calls alone.
    var delegateCalls: [String] {
        result.events.filter { $0.callback.group != .notifications }.map(\.notation)
    }

    /// The delegate calls (no notifications) made on the named objects.
    func delegateCalls(of receivers: String...) -> [String] {
        result.events.filter { receivers.contains($0.receiver) && $0.callback.group != .notifications }.map(\.notation)
    }

    /// `line:col: summary [id]` for each engine diagnostic, positioned in the scenario
    /// text as the test wrote it (line 1 is its first line, column 1 its left margin).
    var problems: [String] {
        result.diagnostics.map { diagnostic in
            guard let location = diagnostic.location else { return "\(diagnostic.summary) [\(diagnostic.id)]" }
            return "\(location.line - lineOffset):\(location.column - columnOffset): \(diagnostic.summary) [\(diagnostic.id)]"
        }
    }
}

/// Runs a scenario written as YAML, the body of one entry of a lifecycle file's
/// `scenarios:` (config, objects, setup, steps), through the real loader and the engine.
///
///     let run = try simulate("""
///         objects: { A: { kind: view-controller } }
///         setup: [launch]
///         steps: [{ show: { root: A } }]
///         """)
func simulate(_ scenarioYAML: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Simulated {
    let header = ["id: t", "title: T", "object: view-controller", "scenarios:", "  - id: s", "    title: S"]
    let body = scenarioYAML.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
    let text = (header + body).joined(separator: "\n") + "\n"
    return try withTemporaryDirectory { directory in
        let path = directory.appendingPathComponent("t.yaml").path
        try FixtureTree.write(["t.yaml": text], into: directory)
        var bag = DiagnosticBag()
        let loaded = ContentLoader.loadLifecycleFile(at: path, diagnostics: &bag)
        #expect(bag.all.map(\.summary) == [], "the scenario must load cleanly", sourceLocation: sourceLocation)
        let lifecycle = try #require(loaded.lifecycle, sourceLocation: sourceLocation)
        let scenario = try #require(lifecycle.scenarios.first, sourceLocation: sourceLocation)
        let config = scenario.config.over(lifecycle.config).resolved
        return Simulated(
            scenario: scenario, config: config, result: Engine.simulate(scenario, config: config),
            path: path, lineOffset: header.count, columnOffset: 4)
    }
}

/// A SwiftUI app's scenario from its `objects`, `setup` and `steps` blocks, each written
/// as YAML lines indented by two spaces.
func simulateSwiftUIApp(
    objects: String, setup: String, steps: String, ios: Int = 17, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> Simulated {
    try simulate(
        config: "{ ios: \(ios), lifecycle: swiftui }", objects: objects, setup: setup, steps: steps, sourceLocation: sourceLocation)
}

/// A scenario from its `config` (a YAML flow map) and its `objects`, `setup` and `steps`
/// blocks, each written as YAML lines indented by two spaces.
func simulate(
    config: String, objects: String, setup: String, steps: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> Simulated {
    try simulate(
        """
        config: \(config)
        objects:
        \(objects)
        setup:
        \(setup)
        steps:
        \(steps)
        """, sourceLocation: sourceLocation)
}

/// Full notations for calls written the short way authors write them:
/// `trace("B.viewWillAppear", "app.applicationDidBecomeActive")` gives
/// `["B.viewWillAppear(_:)", "app.applicationDidBecomeActive(_:)"]`. The receiver's kind
/// is `app` for "app", a scene for "scene", and a view controller otherwise.
func trace(_ written: String...) -> [String] {
    written.map { call in
        let dot = call.firstIndex(of: ".")!
        let receiver = String(call[..<dot]), name = String(call[call.index(after: dot)...])
        let kind: ObjectKind = receiver == "app" ? .app : receiver == "scene" ? .scene : .viewController
        guard case .found(let callback) = Vocabulary.resolve(name, for: kind) else {
            Issue.record("test bug: '\(call)' names no single callback of \(kind.rawValue)")
            return call
        }
        return "\(receiver).\(callback.name)"
    }
}
