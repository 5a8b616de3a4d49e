internal import Foundation

/// A help text read back into its parts, so the man page and the completion scripts are
/// generated from exactly what `--help` prints.
///
/// The help texts keep one shape: `USAGE: …`, paragraphs (lines indented further are
/// examples, kept as they are), and lists under a `TITLE:` line whose entries start two
/// spaces in (`  --content DIR     Content tree to read`) and continue further in.
struct HelpDocument {
    struct Entry: Equatable {
        /// `--format text|json`, `-h, --help`, `build`.
        var label: String
        /// `["--format"]`, `["-h", "--help"]`, `["build"]`.
        var names: [String]
        /// What the option takes: `text|json`, `DIR`; nil for a flag.
        var value: String?
        var text: String
    }

    enum Block: Equatable {
        case paragraph(String)
        case example([String])
        case list(title: String, entries: [Entry])
    }

    var usage: String?
    var blocks: [Block] = []

    init(usage: String?, blocks: [Block]) {
        self.usage = usage
        self.blocks = blocks
    }

    init(_ text: String) {
        var paragraph: [String] = []
        var example: [String] = []
        var list: (title: String, entries: [Entry])?
        func flush() {
            if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: " "))) }
            if !example.isEmpty { blocks.append(.example(example)) }
            if let open = list { blocks.append(.list(title: open.title, entries: open.entries)) }
            paragraph = []
            example = []
            list = nil
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indent = line.prefix { $0 == " " }.count
            let content = line.trimmingSpaces
            if content.isEmpty {
                flush()
            } else if line.hasPrefix("USAGE: ") {
                usage = String(line.dropFirst("USAGE: ".count))
            } else if indent == 0, content.hasSuffix(":"), content.allSatisfy({ $0.isUppercase || $0 == " " || $0 == ":" }) {
                flush()
                list = (content, [])
            } else if list != nil {
                if indent == 2 {
                    list!.entries.append(Self.entry(content))
                } else if !list!.entries.isEmpty {
                    let last = list!.entries.count - 1
                    list!.entries[last].text += (list!.entries[last].text.isEmpty ? "" : " ") + content
                }
            } else if indent >= 2 {
                if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: " "))) }
                paragraph = []
                example.append(String(line.dropFirst(2)))
            } else {
                if !example.isEmpty { blocks.append(.example(example)) }
                example = []
                paragraph.append(content)
            }
        }
        flush()
    }

    func entries(in title: String) -> [Entry] {
        blocks.flatMap { block -> [Entry] in
            if case .list(title, let entries) = block { return entries }
            return []
        }
    }

    var options: [Entry] { entries(in: "OPTIONS:") }

    /// The positionals of `usage` (`FILE`, `SCENARIO`, `[DIR]` as `DIR`, `bash|zsh|fish`),
    /// after the command's name, without the bracketed options.
    var positionals: [String] {
        guard let usage else { return [] }
        var words: [String] = []
        var depth = 0
        var optionGroup = false
        for word in usage.split(separator: " ").dropFirst(2).map(String.init) {
            if depth == 0, word.hasPrefix("[-") { optionGroup = true }
            depth += word.filter { $0 == "[" }.count - word.filter { $0 == "]" }.count
            if optionGroup {
                if depth == 0 { optionGroup = false }
                continue
            }
            let bare = word.filter { $0 != "[" && $0 != "]" }
            if !bare.isEmpty, !bare.hasPrefix("-"), bare != "..." { words.append(bare) }
        }
        return words
    }

    /// `--format text|json   Output format` → names, value and text.
    private static func entry(_ content: String) -> Entry {
        var label = content
        var text = ""
        if let gap = content.range(of: "  ") {
            label = String(content[..<gap.lowerBound])
            text = content[gap.upperBound...].trimmingSpaces
        }
        let parts = label.split(separator: " ", maxSplits: 1).map(String.init)
        var names = [label]
        var value: String?
        if label.hasPrefix("-") {
            names = label.components(separatedBy: ", ").map { $0.split(separator: " ").first.map(String.init) ?? $0 }
            let last = label.components(separatedBy: ", ").last ?? label
            let lastParts = last.split(separator: " ", maxSplits: 1).map(String.init)
            value = lastParts.count > 1 ? lastParts[1] : nil
        } else if parts.count > 1 {
            names = [parts[0]]
        }
        return Entry(label: label, names: names, value: value, text: text)
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
