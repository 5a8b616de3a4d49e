import LifecycleModel
import LifecycleSimulator
import Testing

/// "Documented" means that Apple says so: every documentation entry of a behaviour quotes
/// the sentence of Apple's page that states the order, and a page that only describes the
/// calls is a plain source, which leaves the behaviour unverified until a log covers it.
@Suite struct DocumentationQuoteTests {
    @Test func everyDocumentedBehaviourQuotesAppleVerbatim() {
        let documented = BehaviourRegistry.all.filter { !$0.documentation.isEmpty }
        #expect(documented.count >= 10)
        for behaviour in documented {
            for source in behaviour.documentation {
                let where_ = "\(behaviour.id.rawValue): \(source.title)"
                #expect(source.isAppleDocumentation, "\(where_) is not Apple's documentation")
                guard let quote = source.quote else {
                    Issue.record("\(where_) has no quote")
                    continue
                }
                // A sentence as Apple's page prints it: not a paraphrase in Markdown, not a fragment.
                #expect(quote.first?.isUppercase == true, "\(where_): \(quote)")
                #expect(quote.hasSuffix("."), "\(where_): \(quote)")
                #expect(!quote.contains("`") && !quote.contains("]("), "\(where_): \(quote)")
                #expect(quote.split(separator: " ").count >= 8, "\(where_): \(quote)")
            }
        }
    }

    /// A source's quote is what makes it documentation: a plain source carries none.
    @Test func plainSourcesCarryNoQuote() {
        for behaviour in BehaviourRegistry.all {
            #expect(behaviour.sources.allSatisfy { $0.quote == nil }, "\(behaviour.id.rawValue)")
        }
    }

    /// Apple's pages for these describe the calls but give no order, so they are not
    /// documented: a view's removal, the navigation delegate against the appearance calls,
    /// popovers (and the other presentation-controller styles); what a quick action's call
    /// is for, why a process is killed, and that over-full-screen keeps the views beneath
    /// (the audit of documented quotes, 2026-12-07).
    @Test func behavioursWhosePagesGiveNoOrderAreNotDocumented() {
        for id: BehaviourID in [
            "view.remove.in-window", "nav.delegate", "ios.presentation-controller", "scene.quick-action.warm", "app.quick-action.cold",
            "app.terminate.kill", "vc.present.keeps-presenter", "vc.dismiss.keeps-presenter", "tab.switch.view-is-appearing",
        ] {
            #expect(BehaviourRegistry.all.contains { $0.id == id }, "\(id.rawValue) is registered")
            #expect(BehaviourRegistry.behaviour(id).documentation.isEmpty, "\(id.rawValue)")
            #expect(EvidenceLevels.withoutLogs.level(of: id) == .unverified, "\(id.rawValue)")
        }
    }

    /// A cell made or reused inside the dequeue is documented inside the data source's call
    /// only with Apple's sentence that puts the dequeue there (the audit found the nib and
    /// reuse cases quoting the dequeue alone).
    @Test func aDequeueIsDocumentedInsideTheDataSourcesCall() {
        let calls: [BehaviourID: String] = [
            "cell.dequeue.new-code": "tableView(_:cellForRowAt:)", "cell.dequeue.new-nib": "tableView(_:cellForRowAt:)",
            "cell.dequeue.reuse": "tableView(_:cellForRowAt:)",
            "cell.collection.dequeue.new-code": "uicollectionviewdatasource/collectionview(_:cellforitemat:)",
            "cell.collection.dequeue.reuse": "uicollectionviewdatasource/collectionview(_:cellforitemat:)",
        ]
        for (id, call) in calls {
            let documentation = BehaviourRegistry.behaviour(id).documentation
            #expect(documentation.contains { $0.quote?.contains(call) == true || $0.url?.contains(call) == true }, "\(id.rawValue)")
            #expect(documentation.count >= 2, "\(id.rawValue): the dequeue's own sentence too")
        }
    }

    /// viewIsAppearing's place needs both of its page's sentences: after viewWillAppear, and
    /// within the appearance transition, which viewDidAppear ends (the audit found the first alone).
    @Test func aQuotedBehaviourIsDocumentedWithoutALog() {
        let behaviour = BehaviourRegistry.behaviour("vc.appearance.view-is-appearing")
        let quotes = behaviour.documentation.compactMap(\.quote)
        #expect(quotes.contains { $0.contains("after the viewWillAppear(_:) call") })
        #expect(quotes.contains { $0.contains("only once during the appearance transition") })
        #expect(EvidenceLevels.withoutLogs.level(of: behaviour.id) == .documented)
    }
}
