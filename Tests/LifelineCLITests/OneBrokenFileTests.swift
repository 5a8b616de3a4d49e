import Foundation
import LifelineCLI
import TestSupport
import Testing

/// One lifecycle file of the bundled site that does not parse is one error: the logs it
/// lists, the claims it holds, the pages other prose links to and the orders other prose
/// embeds from it are not reported as missing, since nothing about them is known.
@Suite struct OneBrokenFileTests {
    /// The second scenario title of view-controller.yaml dedented by one space, a syntax
    /// error; before, 25 errors and 30 warnings ("log … is attached to no scenario").
    @Test func aSyntaxErrorInTheViewControllerLifecycleIsTheOnlyProblem() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try FileManager.default.copyItem(at: URL(fileURLWithPath: Trees.bundledContent), to: content)
            let file = content.appendingPathComponent("lifecycles/view-controller.yaml")
            let text = try String(contentsOf: file, encoding: .utf8)
            let broken = try #require(text.range(of: "\n    title: "))
            try text.replacingCharacters(in: broken, with: "\n   title: ").write(to: file, atomically: true, encoding: .utf8)

            let (status, console) = lifeline("check", "--content", content.path, "--format", "json")
            #expect(status == .failure)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [String: Any])
            let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.count == 1, "\(diagnostics.map { "\($0["id"] ?? "") \($0["summary"] ?? "")" })")
            #expect((diagnostics.first?["file"] as? String)?.hasSuffix("lifecycles/view-controller.yaml") == true)
        }
    }
}
