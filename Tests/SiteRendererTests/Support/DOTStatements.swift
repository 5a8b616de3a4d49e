/// Reads back DOTWriter's output line by line, with Graphviz's lexical rules, to prove
/// that every node and edge is exactly one statement on one line and that each label
/// decodes to the text it was made from.
///
/// Quoted strings follow Graphviz: `\"` is a quote, `\\` a backslash and `\n` a line
/// break in a label. Any other backslash sequence (`\N`, `\G`, `\l`, …) would be expanded
/// by Graphviz, so it counts as a problem.
struct DOTStatements {
    struct Statement {
        var names: [String]
        var attributes: [String: String]
    }

    var title: String?
    var nodes: [Statement] = []
    var edges: [Statement] = []
    var problems: [String] = []

    init(_ dot: String) {
        var lines = dot.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.last == "" else { problems.append("no final newline"); return }
        lines.removeLast()
        guard let first = lines.first, let last = lines.last, lines.count >= 2 else { problems.append("too short"); return }
        if let header = Self.tokens(first), header.count == 3, header[0] == .word("digraph"),
            case .quoted(let title) = header[1], header[2] == .punct("{")
        {
            self.title = title
        } else {
            problems.append("bad header: \(first)")
        }
        if Self.tokens(last) != [.punct("}")] { problems.append("bad footer: \(last)") }
        for line in lines.dropFirst().dropLast() {
            guard let tokens = Self.tokens(line) else { problems.append("bad string in: \(line)"); continue }
            guard let statement = Self.statement(tokens) else { problems.append("not one statement: \(line)"); continue }
            switch statement {
            case .defaults: continue
            case .node(let node): nodes.append(node)
            case .edge(let edge): edges.append(edge)
            }
        }
    }

    // MARK: Lexing

    enum Token: Equatable {
        case word(String)
        case quoted(String)
        case punct(String)
    }

    /// The tokens of one line, or nil when a string is unterminated or holds an escape
    /// Graphviz would expand.
    static func tokens(_ line: String) -> [Token]? {
        var tokens: [Token] = []
        var characters = Array(line)[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            switch character {
            case " ", "\t": continue
            case "\"":
                var text = ""
                var closed = false
                while let next = characters.first {
                    characters = characters.dropFirst()
                    if next == "\"" { closed = true; break }
                    if next == "\\" {
                        guard let escaped = characters.first else { return nil }
                        characters = characters.dropFirst()
                        switch escaped {
                        case "\\": text.append("\\")
                        case "\"": text.append("\"")
                        case "n": text.append("\n")
                        default: return nil
                        }
                    } else {
                        text.append(next)
                    }
                }
                guard closed else { return nil }
                tokens.append(.quoted(text))
            case "-" where characters.first == ">":
                characters = characters.dropFirst()
                tokens.append(.punct("->"))
            case "[", "]", "{", "}", ";", ",", "=":
                tokens.append(.punct(String(character)))
            default:
                var word = String(character)
                while let next = characters.first, next.isLetter || next.isNumber || next == "." || next == "_" {
                    word.append(next)
                    characters = characters.dropFirst()
                }
                tokens.append(.word(word))
            }
        }
        return tokens
    }

    // MARK: Parsing

    enum Parsed {
        case defaults
        case node(Statement)
        case edge(Statement)
    }

    static func statement(_ tokens: [Token]) -> Parsed? {
        guard tokens.last == .punct(";"), let open = tokens.firstIndex(of: .punct("[")),
            tokens[tokens.count - 2] == .punct("]"),
            let attributes = attributeList(Array(tokens[(open + 1)..<(tokens.count - 2)]))
        else { return nil }
        let head = Array(tokens[..<open])
        if [[.word("graph")], [.word("node")], [.word("edge")]].contains(head) {
            return .defaults
        }
        if head.count == 1, case .quoted(let name) = head[0] {
            return .node(Statement(names: [name], attributes: attributes))
        }
        if head.count == 3, case .quoted(let from) = head[0], head[1] == .punct("->"), case .quoted(let to) = head[2] {
            return .edge(Statement(names: [from, to], attributes: attributes))
        }
        return nil
    }

    private static func attributeList(_ tokens: [Token]) -> [String: String]? {
        var attributes: [String: String] = [:]
        var index = 0
        while index < tokens.count {
            guard index + 2 < tokens.count, case .word(let key) = tokens[index], tokens[index + 1] == .punct("=") else { return nil }
            switch tokens[index + 2] {
            case .word(let value), .quoted(let value): attributes[key] = value
            case .punct: return nil
            }
            index += 3
            if index < tokens.count {
                guard tokens[index] == .punct(","), index + 1 < tokens.count else { return nil }
                index += 1
            }
        }
        return attributes
    }
}
