/// `sitemap.xml`, written only when `site.yaml` sets `base-url`: a sitemap must list
/// absolute URLs, and the site's links are relative so it can live anywhere.
enum Sitemap {
    static func file(_ files: [OutputFile], baseURL: String) -> OutputFile {
        let pages = files.map(\.path).filter { $0.hasSuffix(".html") && $0 != "404.html" }.sorted()
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages {
            let address = baseURL + (page == SitePaths.index ? "" : page)
            xml += "  <url><loc>\(HTMLEscaping.attribute(address))</loc></url>\n"
        }
        return OutputFile(path: "sitemap.xml", text: xml + "</urlset>\n")
    }
}
