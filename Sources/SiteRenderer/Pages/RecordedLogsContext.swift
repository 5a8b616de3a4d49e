internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache

/// The recorded logs a scenario page shows: each one verbatim (folded), with where it
/// comes from and what checking it against the engine found. The build fails on a log
/// that does not agree, so a page only ever shows agreeing logs; the words still say
/// what was compared, not just "ok".
enum RecordedLogsContext {
    static func value(_ checks: [AttachedLogCheck], scenarioIOS: Int, site: SiteInput) -> MustacheValue {
        .dictionary([
            "logs": .array(checks.map { log($0, scenarioIOS: scenarioIOS, site: site) }),
            "hasLogs": .bool(!checks.isEmpty),
        ])
    }

    private static func log(_ check: AttachedLogCheck, scenarioIOS: Int, site: SiteInput) -> MustacheValue {
        let log = check.log
        let source = log.provenance
        let calls = check.comparison.log.calls.count
        return .dictionary([
            "id": .string(log.id),
            "title": .string(source.title),
            "lang": source.language.map(MustacheValue.string) ?? .null,
            "url": .string(source.url),
            "author": source.author.map(MustacheValue.string) ?? .null,
            "published": .string(source.published ?? site.string("logUndated")),
            "ios": .string(source.ios(in: site.language).map { "iOS \($0)" } ?? site.string("logIOSNotStated")),
            "device": source.device.map(MustacheValue.string) ?? .null,
            "animated": source.animated.map { .string($0 ? site.string("logAnimated") : site.string("logNotAnimated")) } ?? .null,
            "action": .string(source.action(in: site.language)),
            "excerpt": source.excerpt(in: site.language).map { .string(InlineCode.plain($0)) } ?? .null,
            "excerptHtml": source.excerpt(in: site.language).map { .html(InlineCode.html($0)) } ?? .null,
            "map": .string(log.map.map { "\($0.object.value) = \($0.className)" }.joined(separator: ", ")),
            "instrumented": .string(log.instrumented.map(\.value).joined(separator: ", ")),
            "checked": .string(checkedText(check, calls: calls, scenarioIOS: scenarioIOS, site: site)),
            "agrees": .bool(check.agrees),
            "body": .string(log.body.hasSuffix("\n") ? String(log.body.dropLast()) : log.body),
            "lines": .array(lines(of: log)),
            "isEmpty": .bool(check.comparison.log.isEmpty),
        ])
    }

    /// The body line by line, each with the anchor a recorded row links to
    /// (`log-ID-L3`, the log's third line, as trace-check counts).
    private static func lines(of log: EvidenceLog) -> [MustacheValue] {
        let body = log.body.hasSuffix("\n") ? String(log.body.dropLast()) : log.body
        return body.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            .dictionary(["anchor": .string(anchor(log.id, line: index + 1)), "text": .string(String(line))])
        }
    }

    static func anchor(_ log: String, line: Int) -> String {
        "log-\(log)-L\(line)"
    }

    private static func checkedText(_ check: AttachedLogCheck, calls: Int, scenarioIOS: Int, site: SiteInput) -> String {
        let ios = ["ios": String(scenarioIOS)]
        switch check.verdict {
        case .agreement where check.comparison.log.isEmpty:
            return site.string("logCheckedEmpty", ios)
        case .agreement:
            return site.plural("logCheckedAgrees", count: calls, ios)
        case .divergence:
            return site.string("logCheckedDiverges", ios)
        case .inconclusive:
            return site.string("logCheckedInconclusive")
        }
    }
}
