internal import Foundation

/// `lifeline man`: the manual page in roff (man(7) macros), made from the commands'
/// descriptions (``CommandSpec``): their usage and options as values, their prose split
/// into paragraphs and examples. No date in `.TH`, so the page is the same on every run.
enum ManPage {
    static func render() -> String {
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
        lines += prose(Help.mainEpilogue)
        lines.append(".SH OPTIONS")
        lines += options(Help.globalOptions)
        lines.append(".SH COMMANDS")
        for command in Help.commands {
            lines.append(".SS \(escape(command.usage))")
            lines += [".PP", escape(command.summary + ".")]
            lines += prose(command.description)
            lines += options(command.allOptions)
            if let epilogue = command.epilogue { lines += prose(epilogue) }
        }
        lines += [
            ".SH EXIT STATUS",
            "0 success; 1 content or validation errors (or a stale site for build \\-\\-check, a divergent log for trace\\-check);",
            "2 usage errors (an unknown command or option, a missing value); 3 trace\\-check inconclusive.",
            ".SH ENVIRONMENT",
            ".TP",
            ".B NO_COLOR",
            "When set and not empty, no colour is used even on a terminal.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One `.TP` entry per option: names in bold, the value in italics.
    static func options(_ options: [CommandSpec.Option]) -> [String] {
        options.flatMap { option -> [String] in
            let value = option.value.map { " \\fI\(escape($0.placeholder))\\fR" } ?? ""
            let names = option.names.map { "\\fB\(escape($0))\\fR" }.joined(separator: ", ")
            return [".TP", names + value, escape(option.summary)]
        }
    }

    private static func prose(_ text: String) -> [String] {
        HelpDocument(text).blocks.flatMap { block -> [String] in
            switch block {
            case .paragraph(let text): [".PP", escape(text)]
            case .example(let example): [".PP", ".nf", ".RS 4"] + example.map(escape) + [".RE", ".fi"]
            }
        }
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
        _ = try ArgumentParser(Help.man).parse(arguments)
        cli.console.out(ManPage.render().dropLast().description)
        return .success
    }
}
