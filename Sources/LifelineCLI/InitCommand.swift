internal import ContentSchema
internal import DefaultTemplates
internal import Foundation
internal import SiteBuilder

/// `lifeline init [DIR] [--ci github|gitlab]`: a new site in DIR (default: the current
/// directory) that builds and passes `check` at once, with no Templates/ folder (the
/// templates are built in), a `.gitignore`, optionally a CI workflow that checks, builds and
/// publishes it, and a first build, so the editor schema its files name exists before the
/// author runs anything else.
struct InitCommand {
    let cli: CLI

    func run(_ arguments: [String]) throws(UsageError) -> CLI.ExitStatus {
        let parsed = try ArgumentParser(Help.initSite).parse(arguments)
        let directory = Self.trimmed(parsed.positionals.first ?? ".")
        let prefix = directory == "." ? "" : "\(directory)/"
        var files = StarterSite.files
        if let ci = parsed.options["--ci"] {
            guard let host = CIWorkflows.Host(rawValue: ci) else {
                throw UsageError("--ci must be github or gitlab, not '\(ci)'", command: "init")
            }
            let source = try Self.source(parsed.options["--lifeline-source"])
            files.append((host.path, CIWorkflows.text(for: host, source: source)))
        } else if parsed.options["--lifeline-source"] != nil {
            throw UsageError("--lifeline-source only goes with --ci", command: "init")
        }
        let manager = FileManager.default
        if manager.fileExists(atPath: "\(prefix)Content") {
            return cli.fail("\(prefix)Content already exists", hint: "choose a new directory: lifeline init DIR")
        }
        for file in files {
            let path = prefix + file.path
            // A project's own .gitignore (or workflow) is never replaced.
            if manager.fileExists(atPath: path) {
                cli.note("kept \(path), which already exists")
                continue
            }
            do {
                // A file at the top of the current directory (`init` with no DIR) has no folder to make.
                let folder = (path as NSString).deletingLastPathComponent
                if !folder.isEmpty { try manager.createDirectory(atPath: folder, withIntermediateDirectories: true) }
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                return cli.fail("cannot write \(path): \(error.localizedDescription)", hint: nil)
            }
            cli.note("created \(path)")
        }
        // The first build writes site/schema/, which the files' modelines name.
        do {
            let options = BuildOptions(contentDirectory: "\(prefix)Content", outputDirectory: "\(prefix)site")
            let outcome = try SiteBuilder(options: options).run()
            guard !outcome.diagnostics.hasErrors else { return cli.fail("the new site does not build", hint: nil) }
        } catch {
            return cli.fail(error.message, hint: error.hint)
        }
        cli.note("built \(prefix)site/ (with the editor schema in \(prefix)site/schema/)")
        let cd = directory == "." ? "" : "cd \(directory) && "
        cli.console.out("A new site is in \(prefix.isEmpty ? "the current directory" : directory + "/"). Next:")
        cli.console.out("  \(cd)lifeline serve --open   # preview at http://127.0.0.1:8000/, reloading as you edit")
        cli.console.out("  \(cd)lifeline check          # what CI will say")
        cli.console.out("  \(cd)lifeline build          # write the site into site/")
        return .success
    }

    /// The lifeline CI installs: the one given, else the one `scripts/install` recorded.
    static func source(_ argument: String?) throws(UsageError) -> CIWorkflows.Source {
        if let argument {
            guard let source = CIWorkflows.Source(argument: argument) else {
                throw UsageError("--lifeline-source expects a git URL, optionally with @REF, not '\(argument)'", command: "init")
            }
            return source
        }
        if let recorded = installedSource() { return recorded }
        throw UsageError(
            "no record of where this lifeline was built from", command: "init",
            hint: "name it: --lifeline-source https://example.org/you/lifeline.git@COMMIT (install with scripts/install to record it)")
    }

    /// PREFIX/share/lifeline/source beside PREFIX/bin/lifeline.
    private static func installedSource() -> CIWorkflows.Source? {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let file = executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/lifeline/source")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        return CIWorkflows.Source(installed: text)
    }

    static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}

/// `lifeline schema DIR`: the JSON Schemas editors check content files with (the ones every
/// build writes into site/schema/), written into DIR, for a site built elsewhere.
struct SchemaCommand {
    let cli: CLI

    func run(_ arguments: [String]) throws(UsageError) -> CLI.ExitStatus {
        let parsed = try ArgumentParser(command: "schema", spec: .init(positionals: ["DIR"])).parse(arguments)
        let directory = InitCommand.trimmed(parsed.positionals[0])
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for file in ContentSchema.files {
                let path = directory + "/" + (file.path as NSString).lastPathComponent
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
                cli.note("created \(path)")
            }
        } catch {
            return cli.fail("cannot write into \(directory): \(error.localizedDescription)", hint: nil)
        }
        return .success
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
