internal import DefaultTemplates
internal import Foundation

/// `lifeline init [DIR]`: a new site in DIR (default: the current directory) that builds
/// and passes `check` at once, with no Templates/ folder: the templates are built in.
struct InitCommand {
    let cli: CLI

    func run(_ arguments: [String]) throws(UsageError) -> CLI.ExitStatus {
        let parsed = try ArgumentParser(Help.initSite).parse(arguments)
        let directory = Self.trimmed(parsed.positionals.first ?? ".")
        let prefix = directory == "." ? "" : "\(directory)/"
        let manager = FileManager.default
        if manager.fileExists(atPath: "\(prefix)Content") {
            return cli.fail("\(prefix)Content already exists", hint: "choose a new directory: lifeline init DIR")
        }
        for file in StarterSite.files {
            let path = prefix + file.path
            do {
                try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                return cli.fail("cannot write \(path): \(error.localizedDescription)", hint: nil)
            }
            cli.note("created \(path)")
        }
        let cd = directory == "." ? "" : "cd \(directory) && "
        cli.console.out("A new site is in \(prefix.isEmpty ? "the current directory" : directory + "/"). Next:")
        cli.console.out("  \(cd)lifeline serve      # preview at http://127.0.0.1:8000/, reloading as you edit")
        cli.console.out("  \(cd)lifeline build      # write the site into site/")
        return .success
    }

    static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}

/// `lifeline templates export DIR`: the built-in templates and assets, written out to be
/// customised (then used with --templates DIR, or as Templates/ beside Content/).
struct TemplatesCommand {
    let cli: CLI

    func run(_ arguments: [String]) throws(UsageError) -> CLI.ExitStatus {
        let parsed = try ArgumentParser(Help.templates).parse(arguments)
        guard parsed.positionals[0] == "export" else {
            throw UsageError("unknown templates action '\(parsed.positionals[0])'", command: "templates", hint: "lifeline templates export DIR")
        }
        let directory = InitCommand.trimmed(parsed.positionals[1])
        do {
            let written = try DefaultTemplates.export(to: directory)
            written.forEach { cli.note("created \($0)") }
            cli.console.out("Wrote \(written.count) files to \(directory)/.")
            cli.console.out("Use them with --templates \(directory), or name the folder Templates/ beside Content/.")
            return .success
        } catch {
            return cli.fail(error.message, hint: error.hint)
        }
    }
}
