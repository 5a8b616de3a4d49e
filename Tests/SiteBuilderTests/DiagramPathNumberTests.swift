import Foundation
import TestSupport
import Testing

/// On every scenario page of the bundled site, the numbers on the state diagram are the
/// call table's rows: each numbered row is a call to the object the diagram names there,
/// on one transition, and the list under the diagram says the same as the diagram.
@Suite struct DiagramPathNumberTests {
    /// `B: 1–3, 5` → ("B", [1, 2, 3, 5]); an unnamed label gets the given object.
    static func rows(_ text: String) -> [Int] {
        text.components(separatedBy: ", ").flatMap { range -> [Int] in
            let ends = range.components(separatedBy: "–").compactMap { Int($0) }
            return ends.count == 2 ? Array(ends[0]...ends[1]) : ends
        }
    }

    static func between(_ text: String, _ start: String, _ end: String) -> [String] {
        text.components(separatedBy: start).dropFirst().compactMap { $0.components(separatedBy: end).first }
    }

    @Test func diagramNumbersAreTheTablesRowsAndObjects() throws {
        let pages = try BundledSite.pages().filter { $0.key.contains("/") && !$0.key.hasSuffix("index.html") }
            .filter { !$0.key.hasPrefix("claims/") && !$0.key.hasPrefix("reference/") }
        var numbered = 0
        for (path, page) in pages.sorted(by: { $0.key < $1.key }) {
            let receivers = Self.between(page, "data-receiver=\"", "\"")
            let items = Self.between(page, "<ol class=\"diagram-path\"", "</ol>").first.map { Self.between($0, "<li><code>", "</li>") } ?? []
            let drawn = Self.between(page, "<text class=\"path-rows\" text-anchor=\"middle\" ", "</text>").map {
                $0.components(separatedBy: ">").last!
            }
            #expect(items.isEmpty == drawn.isEmpty, "\(path)")
            var listed: [String: [Int]] = [:]
            for item in items {
                // `B</code>: not-loaded → appeared, rows 1–3, 5`
                let object = item.components(separatedBy: "</code>")[0]
                let rowText = item.components(separatedBy: item.contains(", rows ") ? ", rows " : ", row ").last!
                let rows = Self.rows(rowText)
                #expect(!rows.isEmpty, "\(path): \(item)")
                for row in rows {
                    #expect(receivers.indices.contains(row - 1) && receivers[row - 1] == object, "\(path): row \(row) is not \(object)'s")
                }
                listed[object, default: []] += rows
            }
            // The diagram's labels hold the same rows as the list, object by object.
            var onDiagram: [String: [Int]] = [:]
            for label in drawn {
                for part in label.components(separatedBy: " · ") {
                    let pieces = part.components(separatedBy: ": ")
                    let object = pieces.count == 2 ? pieces[0] : listed.keys.first ?? "?"
                    onDiagram[object, default: []] += Self.rows(pieces.last!)
                }
            }
            #expect(onDiagram.mapValues { $0.sorted() } == listed.mapValues { $0.sorted() }, "\(path)")
            // A row is on one transition: a step's whole move or its parts, never both.
            for (object, rows) in listed {
                #expect(Set(rows).count == rows.count, "\(path): a row of \(object) is on two transitions: \(rows)")
            }
            if !items.isEmpty { numbered += 1 }
        }
        #expect(numbered > 40)
        // Cold launch passes through inactive: both edges are numbered, in order.
        let launch = try #require(pages["app/cold-launch.html"])
        #expect(launch.contains("<li><code>app</code>: not-running → inactive, rows 1–2</li><li><code>app</code>: inactive → active, row 3</li>"))
        // A scene going to the background is on the edge drawn with both calls, not also
        // on the interruption's edge that shares its first call.
        let background = try #require(pages["scene/background-and-foreground.html"])
        #expect(
            background.contains(
                "<li><code>scene</code>: foreground-active → background, rows 1–2</li><li><code>scene</code>: background → foreground-active, rows 3–4</li></ol>"
            ))
        // Push names both controllers, each on its own edge.
        let push = try #require(pages["view-controller/push.html"])
        #expect(push.contains(">B: 1–3, 5–7, 9</text>") && push.contains(">A: 4, 8</text>"))
    }
}
