import ContentLoader
import Diagnostics
import Foundation
import LifecycleModel
import LifecycleSimulator
import TestSupport
import Testing

/// "Recorded" on the built site is never a label typed by hand: every call a page marks
/// recorded (a scenario's call table, an order embedded in prose) is a call of a
/// behaviour that some log in `Content/evidence/`, attached to a scenario and agreeing
/// with it, printed. Checked here from the logs themselves, not from the levels the site
/// was built with.
@Suite struct RecordedCallsTests {
    /// Behaviour and callback of every call an attached, agreeing log printed.
    static func printedByLogs(_ context: ValidationContext) -> Set<String> {
        var printed: Set<String> = []
        for check in Validator.logChecks(context) where check.verdict == .agreement {
            guard let result = context.results[check.scenario] else { continue }
            let instrumented = result.events.filter { event in
                check.log.map.contains { $0.object.value == event.receiver }
                    && check.log.instrumented.contains { item in
                        let parts = item.value.split(separator: ".", maxSplits: 1).map(String.init)
                        let (object, word) = parts.count == 2 ? (parts[0], parts[1]) : (event.receiver, parts[0])
                        return object == event.receiver && Vocabulary.filterMatches(word, event.callback)
                    }
            }
            for event in instrumented { printed.insert("\(event.behaviour.rawValue) \(event.callback.name)") }
        }
        return printed
    }

    static func bundled() throws -> ValidationContext {
        var diagnostics = DiagnosticBag()
        let content = try ContentLoader(contentDirectory: Builds.bundledContent.path).load(diagnostics: &diagnostics)
        return Validator.validate(content.catalog, diagnostics: &diagnostics)
    }

    /// `(receiver, callback)` of each `evidence-recorded` row of the tables of class `table`.
    static func recordedRows(in html: String, table: String) -> [[String]] {
        html.components(separatedBy: "<table class=\"\(table)\">").dropFirst().flatMap { part in
            part.components(separatedBy: "</table>")[0].components(separatedBy: "<tr class=\"evidence-recorded\">").dropFirst().map { row in
                // A long name's text, without the `<wbr>` break opportunities the table gives it.
                row.components(separatedBy: "<code>").dropFirst().prefix(2).map {
                    $0.components(separatedBy: "</code>")[0].replacingOccurrences(of: "<wbr>", with: "")
                }
            }
        }
    }

    @Test func everyCallMarkedRecordedIsPrintedByAnAttachedAgreeingLog() throws {
        let context = try Self.bundled()
        let printed = Self.printedByLogs(context)
        #expect(!printed.isEmpty)
        let pages = try BundledSite.pages()
        var checkedRows = 0
        for lifecycle in context.catalog.lifecycles {
            for scenario in lifecycle.scenarios {
                let html = try #require(pages["\(lifecycle.id)/\(scenario.id).html"])
                let result = try #require(context.result(lifecycle, scenario))
                let calls = result.filtered(by: scenario.only?.map(\.value))
                let rows =
                    html.components(separatedBy: "<table class=\"calls\">").dropFirst().first?
                    .components(separatedBy: "</table>")[0].components(separatedBy: "<tr class=\"evidence-").dropFirst() ?? []
                #expect(rows.count == calls.count, "\(lifecycle.id)/\(scenario.id)")
                for (row, event) in zip(rows.map { $0.replacingOccurrences(of: "<wbr>", with: "") }, calls) where row.hasPrefix("recorded\"") {
                    checkedRows += 1
                    #expect(row.contains("<code>\(event.receiver)</code>") && row.contains("<code>\(event.callback.name)</code>"))
                    #expect(
                        printed.contains("\(event.behaviour.rawValue) \(event.callback.name)"),
                        "\(lifecycle.id)/\(scenario.id): \(event.notation) is marked recorded, but no attached agreeing log printed it")
                }
            }
        }
        #expect(checkedRows > 50)
        // Orders embedded in prose: each recorded row is a call some log printed.
        for (path, html) in pages {
            for figure in html.components(separatedBy: "<figure class=\"embedded-order\">").dropFirst() {
                let body = figure.components(separatedBy: "</figure>")[0]
                guard
                    let href = body.components(separatedBy: "<figcaption>").last?.components(separatedBy: "href=\"").dropFirst().first?
                        .components(separatedBy: "\"")[0]
                else { continue }
                let key = href.split(separator: "/").suffix(2).map { String($0) }
                let lifecycle = try #require(context.catalog.lifecycle(id: key[0]), "\(path): \(href)")
                let scenario = try #require(lifecycle.scenario(id: String(key[1].dropLast(5))))
                let events = try #require(context.result(lifecycle, scenario)).events
                for row in Self.recordedRows(in: body, table: "calls embedded-calls") {
                    let matching = events.filter { $0.receiver == row[0] && $0.callback.name == row[1] }
                    #expect(
                        matching.contains { printed.contains("\($0.behaviour.rawValue) \($0.callback.name)") },
                        "\(path): \(row.joined(separator: ".")) in \(href)")
                }
            }
        }
    }

    /// A recorded row linked to a log on its own page lands on the line that printed that
    /// very call: the line names the class the log maps the row's receiver to. One line per
    /// log and callback was kept before, so the second tab's `onAppear` linked to
    /// "tab 1 appear" (the reader trial, 2026-12-07).
    @Test func aRowLinksToTheLineThatPrintedItsOwnReceiver() throws {
        let context = try Self.bundled()
        let pages = try BundledSite.pages()
        let logs = Dictionary(uniqueKeysWithValues: context.catalog.evidence.map { ($0.id, $0) })
        var checked = 0
        for lifecycle in context.catalog.lifecycles {
            for scenario in lifecycle.scenarios where !scenario.logs.isEmpty {
                let html = try #require(pages["\(lifecycle.id)/\(scenario.id).html"])
                let table = html.components(separatedBy: "<table class=\"calls\">").dropFirst().first?.components(separatedBy: "</table>")[0] ?? ""
                for row in table.components(separatedBy: "<tr class=\"evidence-recorded\"").dropFirst() {
                    guard
                        let href = row.components(separatedBy: "class=\"recorded-line\" href=\"#log-").dropFirst().first?.components(
                            separatedBy: "\"")[0],
                        let split = href.range(of: "-L", options: .backwards), let line = Int(href[split.upperBound...])
                    else { continue }
                    let log = try #require(logs[String(href[..<split.lowerBound])], "\(href)")
                    let receiver = row.components(separatedBy: "data-receiver=\"").dropFirst().first?.components(separatedBy: "\"")[0] ?? ""
                    let classes = log.map.filter { $0.object.value == receiver }.map { $0.className }
                    let text = log.body.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
                    // Lines that name a mapped class must name the receiver's.
                    guard !classes.isEmpty, log.map.contains(where: { text.contains($0.className) }) else { continue }
                    checked += 1
                    #expect(classes.contains { text.contains($0) }, "\(lifecycle.id)/\(scenario.id): \(receiver) links to '\(text)'")
                }
            }
        }
        #expect(checked > 20)
    }

    @Test func noBehaviourIsRecordedWithoutALogAndDocumentationIsApplesOwn() throws {
        let context = try Self.bundled()
        let printed = Self.printedByLogs(context)
        for behaviour in BehaviourRegistry.all {
            if context.evidence.level(of: behaviour.id) == .recorded {
                let made = context.evidence.calls[behaviour.id] ?? []
                #expect(!made.isEmpty)
                for callback in made {
                    #expect(printed.contains("\(behaviour.id.rawValue) \(callback)"), "\(behaviour.id.rawValue) \(callback)")
                }
            }
            for source in behaviour.documentation {
                #expect(source.isAppleDocumentation, "\(behaviour.id.rawValue): \(source.title)")
            }
        }
    }

    @Test func detachingTheLogsTakesEveryRecordedAway() throws {
        var context = try Self.bundled()
        #expect(BehaviourRegistry.all.contains { context.evidence.level(of: $0.id) == .recorded })
        context.evidence = EvidenceLevels(checks: [], results: context.results)
        #expect(!BehaviourRegistry.all.contains { context.evidence.level(of: $0.id) == .recorded })
        for result in context.results.values {
            #expect(!result.events.contains { context.evidence.level(of: $0) == .recorded })
        }
    }
}
