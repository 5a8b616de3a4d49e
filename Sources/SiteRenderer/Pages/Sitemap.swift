/// `sitemap.xml`, written only when `site.yaml` sets `base-url`: a sitemap must list
/// absolute URLs, and the site's links are relative so it can live anywhere.
enum Sitemap {
    /// Every page of every edition; with more than one edition each entry names the same
    /// page in every edition (`xhtml:link rel="alternate" hreflang`), as search engines ask.
    static func file(listing paths: [String], baseURL: String, editions: [String] = []) -> OutputFile {
        let folders = editions.dropFirst().map { "\($0)/" }
        let pages = paths.filter { $0.hasSuffix(".html") && !isNotFoundPage($0, folders) }.sorted()
        let multilingual = editions.count > 1
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""
        xml += multilingual ? " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n" : ">\n"
        for page in pages {
            let address = url(of: page, baseURL: baseURL, folders: folders)
            guard multilingual else {
                xml += "  <url><loc>\(HTMLEscaping.attribute(address))</loc></url>\n"
                continue
            }
            let inner = folders.first { page.hasPrefix($0) }.map { String(page.dropFirst($0.count)) } ?? page
            xml += "  <url><loc>\(HTMLEscaping.attribute(address))</loc>"
            for (language, folder) in zip(editions, [""] + folders) {
                let alternate = url(of: folder + inner, baseURL: baseURL, folders: folders)
                xml +=
                    "<xhtml:link rel=\"alternate\" hreflang=\"\(HTMLEscaping.attribute(language))\" href=\"\(HTMLEscaping.attribute(alternate))\"/>"
            }
            xml += "</url>\n"
        }
        return OutputFile(path: "sitemap.xml", text: xml + "</urlset>\n")
    }

    /// The address of a page: the front page of the site or of an edition (`de/`) is its
    /// folder's own address.
    static func url(of page: String, baseURL: String, folders: [String] = []) -> String {
        if page == SitePaths.index { return baseURL }
        if let folder = folders.first(where: { page == $0 + SitePaths.index }) { return baseURL + folder }
        return baseURL + page
    }

    private static func isNotFoundPage(_ path: String, _ folders: [String]) -> Bool {
        path == "404.html" || folders.contains { path == $0 + "404.html" }
    }
}
