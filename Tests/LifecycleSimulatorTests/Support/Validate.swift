import ContentLoader
import Diagnostics
import Foundation
import LifecycleModel
import LifecycleSimulator
import TestSupport
import Testing

/// The diagnostics of loading and validating a content tree, with paths relative to its
/// `Content/` folder so expectations read like the files they test.
struct Validated {
    var diagnostics: [Diagnostic]
    var context: ValidationContext?
    var root: String

    /// `lifecycles/app.yaml:12:7: summary [id]` for each diagnostic, in the order reported.
    var messages: [String] {
        diagnostics.map { diagnostic in
            let place = diagnostic.location.map { "\($0.file.replacingOccurrences(of: root + "/", with: "")):\($0.line):\($0.column): " } ?? ""
            return "\(place)\(diagnostic.summary) [\(diagnostic.id)]"
        }
    }

    /// The first diagnostic's hint, with paths relative to the content folder.
    var firstHint: String? {
        diagnostics.first?.hint?.replacingOccurrences(of: root + "/", with: "")
    }
}

/// Loads a content tree given as path → text (paths under `Content/`; a minimal
/// `site.yaml` is added when missing) and runs the validator over it on `threads` threads.
func validate(_ files: [String: String], threads: Int = 1) throws -> Validated {
    try withTemporaryDirectory { directory in
        var files = files
        if files["site.yaml"] == nil { files["site.yaml"] = "title: Test site\n" }
        let content = directory.appendingPathComponent("Content")
        try FixtureTree.write(files, into: content)
        return try validateContent(at: content.path, threads: threads)
    }
}

/// Loads and validates the content directory at `path`.
func validateContent(at path: String, threads: Int = 1) throws -> Validated {
    var bag = DiagnosticBag()
    let loaded = try ContentLoader(contentDirectory: path).load(diagnostics: &bag)
    guard !bag.hasErrors else { return Validated(diagnostics: bag.all, context: nil, root: path) }
    let context = Validator.validate(loaded.catalog, threads: threads, diagnostics: &bag)
    return Validated(diagnostics: bag.all, context: context, root: path)
}
