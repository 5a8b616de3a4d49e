@testable import ContentLoader
import LifecycleSimulator
import Testing

/// The registry's prose is on the reference pages beside the evidence level the site
/// derives, so it must not state that level by hand any more than content prose may
/// (`lifeline.prose.evidence-by-hand`): "no log found" stays on the page after a log is
/// attached, and then the page contradicts itself. What each source shows, and why the
/// engine follows one, is what the prose is for.
@Suite struct RegistryEvidenceByHandTests {
    /// Every text of a behaviour a reader sees, named for the message: its title, where its
    /// sources disagree, and the title of each source it cites. Apple's quotes are left
    /// out: they are Apple's sentences, verbatim.
    static func readerTexts(of behaviour: Behaviour) -> [(field: String, text: String)] {
        [("title", behaviour.title)] + (behaviour.disagreement.map { [("disagreement", $0)] } ?? [])
            + behaviour.allSources.map { ("source '\($0.title)'", $0.title) }
    }

    @Test func noBehaviourStatesItsEvidenceByHand() {
        var phrases: [String] = []
        for behaviour in BehaviourRegistry.all {
            for (field, text) in Self.readerTexts(of: behaviour) {
                for finding in EvidenceByHand.findings(in: text) {
                    phrases.append("\(behaviour.id.rawValue), \(field): \(EvidenceByHand.message(finding))")
                }
            }
        }
        #expect(phrases.isEmpty, "\(phrases.count) phrases:\n\(phrases.joined(separator: "\n"))")
    }

    /// The check reads what it claims to: a registry text in the registry's own style is
    /// found, so an empty list above means clean prose, not a search that never ran.
    @Test func aHandStatedPhraseInRegistryStyleIsFound() {
        let behaviour = Behaviour(
            "test.by-hand", "A push",
            sources: [EvidenceSource("A blog")],
            disagreement: "No log found; by analogy with the table view's nib cells (cell.dequeue.new-nib).")
        let found = Self.readerTexts(of: behaviour).flatMap { EvidenceByHand.findings(in: $0.text) }
        #expect(found.map(\.kind) == [.absence])
    }
}
