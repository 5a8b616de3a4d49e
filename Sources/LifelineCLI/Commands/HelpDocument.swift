internal import Foundation

/// A command's prose (``CommandSpec/description``) split into paragraphs and examples,
/// for the man page, which fills paragraphs itself and keeps examples as they are.
///
/// A paragraph is lines separated from others by a blank line; a line indented two
/// spaces or more is an example line, kept as it is (less its first two spaces).
struct HelpDocument {
    enum Block: Equatable {
        case paragraph(String)
        case example([String])
    }

    var blocks: [Block] = []

    init(_ text: String) {
        var paragraph: [String] = []
        var example: [String] = []
        func flushParagraph() {
            if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: " "))) }
            paragraph = []
        }
        func flushExample() {
            if !example.isEmpty { blocks.append(.example(example)) }
            example = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let content = line.trimmingSpaces
            if content.isEmpty {
                flushParagraph()
                flushExample()
            } else if line.hasPrefix("  ") {
                flushParagraph()
                example.append(String(line.dropFirst(2)))
            } else {
                flushExample()
                paragraph.append(content)
            }
        }
        flushParagraph()
        flushExample()
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}

extension Substring {
    var trimmingSpaces: String { String(self).trimmingSpaces }
}
