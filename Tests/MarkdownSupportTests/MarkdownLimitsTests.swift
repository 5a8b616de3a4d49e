import Foundation
import MarkdownSupport
import TestSupport
import Testing

/// The inputs cmark-gfm 0.29 spends seconds on are refused; real prose is far from every limit.
@Suite struct MarkdownLimitsTests {
    @Test func everyBundledMarkdownFileIsWithinTheLimits() throws {
        let content = repositoryRoot().appendingPathComponent("Content")
        for folder in ["pages", "lifecycles"] {
            let directory = content.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".md") {
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                #expect(MarkdownLimits.violation(in: text) == nil, "\(folder)/\(name)")
            }
        }
    }

    /// Each measured slow case, at a size well inside the byte limit.
    @Test(arguments: [
        ("www.a_", "too many web or mail addresses"),
        ("WWW.a_", "too many web or mail addresses"),
        ("![[]()", "'[' characters"),
    ])
    func slowPatternIsRefused(_ unit: String, _ expected: String) {
        let text = String(repeating: unit, count: 100 * 1024 / unit.utf8.count)
        let violation = MarkdownLimits.violation(in: text)
        #expect(violation?.message.contains(expected) == true, "\(String(describing: violation))")
    }

    @Test func wideTableIsRefusedAtTheRowThatIsTooWide() {
        let text = "| a | b |\n|---|---|\n|" + String(repeating: " x |", count: 300) + "\n"
        let violation = MarkdownLimits.violation(in: text)
        #expect(violation?.message == "this line has more than 128 '|' characters (table columns)")
        #expect(violation.map { $0.offset > 20 } == true)
    }

    @Test func ordinaryLinksAddressesAndTablesPass() {
        var lines = (1...500).map { "Read https://www.example.com/page/\($0) or mail team\($0)@example.com, [or this](http://a.b/\($0))." }
        lines.append("| " + Array(repeating: "col", count: 100).joined(separator: " | ") + " |")
        #expect(MarkdownLimits.violation(in: lines.joined(separator: "\n")) == nil)
    }

    @Test func oneByteOverTheSizeLimit() {
        let text = String(repeating: "a", count: MarkdownLimits.maximumBytes + 1)
        #expect(MarkdownLimits.violation(in: text)?.message == "this text is 128 KiB; prose may be at most 128 KiB")
        #expect(MarkdownLimits.violation(in: String(text.dropLast())) == nil)
    }

    /// The renderer still renders what passes; the limits only refuse, never change text.
    @Test func textAtTheLimitsRenders() {
        let text = String(repeating: "[a](b) ", count: 4_999) + "\n"
        #expect(MarkdownLimits.violation(in: text) == nil)
        #expect(MarkdownRenderer().html(from: text).hasPrefix("<p><a href=\"b\">a</a>"))
    }
}
