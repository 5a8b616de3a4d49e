internal import LifecycleModel
internal import LifecycleSimulator

/// Markdown prose as HTML, with every `lifeline-calls` reference replaced by the order it
/// names, taken from the simulation: a call table for a fenced block, a short arrowed
/// order for a code span, each with its evidence level and a link to the scenario.
///
/// The Markdown converter knows nothing about embeds: each one is swapped for a plain
/// token before conversion (a letters-and-digits word that Markdown leaves alone and raw
/// HTML could not forge, since content HTML is never passed through), and the token in
/// the converted HTML is swapped for the embed's HTML afterwards.
struct ProseHTML {
    let site: SiteInput
    /// The page the prose is on, for relative links.
    let path: String

    func html(_ markdown: String) -> String {
        let embeds = OrderEmbedScanner.embeds(in: markdown)
        guard !embeds.isEmpty else { return site.markdown.html(from: markdown) }
        var text = markdown
        var tokens: [(token: String, html: String)] = []
        for (index, embed) in embeds.enumerated().reversed() {
            let token = "LIFELINEEMBED\(index)X\(markdown.utf8.count)END"
            switch embed.form {
            case .block:
                let indent = String(markdown[embed.range].prefix { $0 == " " })
                text.replaceSubrange(embed.range, with: "\n\(indent)\(token)\n\n")
                tokens.append((token, block(embed)))
            case .inline:
                text.replaceSubrange(embed.range, with: token)
                tokens.append((token, inline(embed)))
            }
        }
        var html = site.markdown.html(from: text)
        for (token, replacement) in tokens {
            html = html.replacingAll("<p>\(token)</p>", with: replacement).replacingAll(token, with: replacement)
        }
        return html
    }

    private func resolved(_ embed: OrderEmbed) -> EmbeddedOrder? {
        try? EmbeddedOrder.resolve(embed, in: site.validation).get()
    }

    private func block(_ embed: OrderEmbed) -> String {
        guard let order = resolved(embed) else { return "<pre><code>\(escape(embed.reference))</code></pre>" }
        let level = site.validation.evidence.weakest(of: order.events)
        let rows = order.events.enumerated().map { index, event in
            let repeats = event.repeatablePass.map { " <span class=\"repeats\">\(escape(site.repeatsMark($0)))</span>" } ?? ""
            return "<tr class=\"evidence-\(site.validation.evidence.level(of: event).rawValue)\"><td class=\"num\">\(index + 1)</td>"
                + "<td><code>\(escape(event.receiver))</code></td><td><code>\(BreakableCode.html(event.callback.name))</code>\(repeats)</td></tr>"
        }
        let body =
            rows.isEmpty
            ? "<p class=\"no-calls\">\(escape(site.string("noCallbackIsCalled")))</p>"
            : """
            <div class="table-wrap" tabindex="0" role="region" aria-label="\(escape(site.string("embeddedCallsLabel")))"><table class="calls embedded-calls"><thead><tr><th scope="col">#</th><th scope="col">\(escape(site.string("columnReceiver")))</th><th scope="col">\(escape(site.string("columnCallback")))</th></tr></thead><tbody>\(rows.joined())</tbody></table></div>
            """
        return "<figure class=\"embedded-order\">\(body)<figcaption>\(caption(order, level: level))</figcaption></figure>"
    }

    private func inline(_ embed: OrderEmbed) -> String {
        guard let order = resolved(embed) else { return "<code>\(escape(embed.reference))</code>" }
        let level = site.validation.evidence.weakest(of: order.events)
        let calls = order.events.map { "<code>\(escape($0.notation))</code>" }.joined(separator: " → ")
        // In brackets, so the level reads as an aside, not as a word of the sentence; and no
        // link from a scenario's notes to the page they are on (the reader trial, 2026-12-07).
        let badge =
            level.map {
                " <span class=\"evidence-level\" title=\"\(escape(EvidenceContext.label($0, site: site)))\">(\(escape(EvidenceContext.name($0, site: site))))</span>"
            } ?? ""
        let shown = calls.isEmpty ? escape(site.string("embeddedNoCall")) : calls
        let here = SitePaths.scenario(order.key.lifecycle, order.key.scenario) == path
        return "<span class=\"embedded-order\(level.map { " evidence-\($0.rawValue)" } ?? "")\">"
            + (here ? shown : "<a href=\"\(escape(link(order)))\">\(shown)</a>") + "\(badge)</span>"
    }

    private func caption(_ order: EmbeddedOrder, level: EvidenceLevel?) -> String {
        let title = "\(site.titleText(order.lifecycle.title)): \(site.titleText(order.scenario.title))"
        let badge =
            level.map {
                " <span class=\"evidence evidence-\($0.rawValue)\"><span class=\"evidence-level\">\(escape(EvidenceContext.name($0, site: site)))</span> \(escape(EvidenceContext.label($0, site: site)))</span>"
            } ?? ""
        let scenario = "<a href=\"\(escape(link(order)))\">\(escape(title))</a>"
        let caption =
            order.isSelection
            ? site.string("embeddedCaptionSelectionHtml", ["scenario": scenario]) : site.string("embeddedCaptionHtml", ["scenario": scenario])
        return caption + badge
    }

    private func link(_ order: EmbeddedOrder) -> String {
        SitePaths.link(to: SitePaths.scenario(order.key.lifecycle, order.key.scenario), from: path)
    }

    private func escape(_ text: String) -> String { HTMLEscaping.attribute(text) }
}

private extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
