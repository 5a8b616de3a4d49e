import Foundation
@testable import ContentLoader

/// Finds sentences of rendered prose that state a call order by hand: two or more
/// lifecycle callbacks named together with a word of sequence (`→`, then, before, after,
/// first, …), outside the orders embedded from scenarios and outside code blocks (which
/// show syntax, such as an `expect:` example in the authoring guide).
enum StatedOrders {
    /// The sentences of the first `<div class="prose">` of a page that state an order.
    static func sentences(inProseOf page: String) -> [String] {
        guard let start = page.range(of: "<div class=\"prose\">") else { return [] }
        var html = String(page[start.upperBound...])
        html = removing(#"<figure class="embedded-order">.*?</figure>"#, from: html)
        html = removing(#"<span class="embedded-order[^"]*"><a [^>]*>.*?</a>( <span class="evidence-level"[^>]*>[^<]*</span>)?</span>"#, from: html)
        html = removing(#"<pre[ >].*?</pre>"#, from: html)
        // Markdown makes no <div>: the first closing one ends the prose.
        if let end = html.range(of: "</div>") { html = String(html[..<end.lowerBound]) }
        return units(of: html).flatMap { sentences($0) }.filter { statesAnOrder($0) }
    }

    /// The loader's own test of a sentence (`OrdersByHand`), which `check` warns with.
    static func statesAnOrder(_ sentence: String) -> Bool {
        OrdersByHand.statesAnOrder(sentence)
    }

    private static func removing(_ pattern: String, from text: String) -> String {
        let regex = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        return regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: " ")
    }

    /// The text of each paragraph, list item, table cell and heading.
    private static func units(of html: String) -> [String] {
        let marked = try! NSRegularExpression(pattern: #"</?(p|li|td|th|h[1-6]|ul|ol|table|tr|thead|tbody|blockquote|div)[^>]*>"#)
            .stringByReplacingMatches(in: html, range: NSRange(html.startIndex..., in: html), withTemplate: "\u{1}")
        return marked.split(separator: "\u{1}").map { unit in
            let text = removing("<[^>]+>", from: String(unit))
            return text.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "\n", with: " ")
                .split(separator: " ").joined(separator: " ")
        }.filter { !$0.allSatisfy(\.isWhitespace) }
    }

    private static func sentences(_ unit: String) -> [String] {
        unit.components(separatedBy: ". ").flatMap { $0.components(separatedBy: "; ") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }
}
