internal import Foundation

/// `lifeline man`: the manual page in roff (man(7) macros), generated from the help texts.
/// No date in `.TH`, so the page is the same on every run.
enum ManPage {
    static func render() -> String {
        let main = HelpDocument(Help.main)
        var lines = [
            ".TH LIFELINE 1 \"\" \"\(escape(Help.version))\" \"User Commands\"",
            ".SH NAME",
            "lifeline \\- lifecycle documentation whose every call order is simulated and checked",
            ".SH SYNOPSIS",
            ".B lifeline",
            ".I command",
            ".RI [ options ]",
            ".SH DESCRIPTION",
        ]
        // The first paragraph repeats NAME; the options get a section of their own.
        let description = HelpDocument(usage: nil, blocks: Array(main.blocks.dropFirst()))
        lines += body(of: description, skipping: ["COMMANDS:", "OPTIONS:"])
        lines.append(".SH OPTIONS")
        lines += body(of: HelpDocument(usage: nil, blocks: [.list(title: "OPTIONS:", entries: main.options)]), skipping: [])
        lines.append(".SH COMMANDS")
        for (name, text) in Help.commands {
            let document = HelpDocument(text)
            lines.append(".SS \(escape(document.usage ?? "lifeline \(name)"))")
            lines += body(of: document, skipping: [])
        }
        lines += [
            ".SH EXIT STATUS",
            "0 success; 1 content or validation errors (or a stale site for build \\-\\-check, a divergent log for trace\\-check);",
            "2 usage errors (an unknown command or option, a missing value).",
            ".SH ENVIRONMENT",
            ".TP",
            ".B NO_COLOR",
            "When set and not empty, no colour is used even on a terminal.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func body(of document: HelpDocument, skipping: Set<String>) -> [String] {
        var lines: [String] = []
        for block in document.blocks {
            switch block {
            case .paragraph(let text):
                lines += [".PP", escape(text)]
            case .example(let example):
                lines += [".PP", ".nf", ".RS 4"] + example.map(escape) + [".RE", ".fi"]
            case .list(let title, let entries) where !skipping.contains(title):
                for entry in entries {
                    let value = entry.value.map { " \\fI\(escape($0))\\fR" } ?? ""
                    let names = entry.names.map { "\\fB\(escape($0))\\fR" }.joined(separator: ", ")
                    lines += [".TP", names + value, escape(entry.text)]
                }
            case .list:
                break
            }
        }
        return lines
    }

    /// Text safe in roff: backslashes doubled as `\e`, hyphens as `\-` (so options are
    /// copyable), and a line that would start with a control character guarded by `\&`.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            // troff reads bytes, so anything outside ASCII (…, —, →) goes as a named glyph.
            case _ where !scalar.isASCII: escaped += "\\[u" + String(format: "%04X", scalar.value) + "]"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }
}

/// `lifeline man`.
struct ManCommand {
    let cli: CLI

    func run(_ arguments: [String]) throws(UsageError) -> CLI.ExitStatus {
        _ = try ArgumentParser(command: "man", spec: .init()).parse(arguments)
        cli.console.out(ManPage.render().dropLast().description)
        return .success
    }
}
