import Mustache
import Testing

@Suite struct LibraryTests {
    @Test func rendersATemplateWithTheOthersAsPartialsAndParents() throws {
        let library = try MustacheLibrary(sources: [
            "layout": "<title>{{$title}}Lifeline{{/title}}</title>\n<main>\n  {{$body}}\n  {{/body}}\n</main>\n",
            "page": "{{<layout}}\n{{$title}}{{name}}{{/title}}\n{{$body}}\n{{#items}}\n{{>row}}\n{{/items}}\n{{/body}}\n{{/layout}}\n",
            "row": "<p>{{.}}</p>\n",
        ])

        let html = try library.render("page", context: ["name": "viewDidLoad", "items": ["a", "b"]])

        #expect(html == "<title>viewDidLoad</title>\n<main>\n  <p>a</p>\n  <p>b</p>\n</main>\n")
    }

    @Test func collectsEveryErrorFromEveryTemplateInOrder() {
        let sources = [
            "page": "{{>header}}\n{{#items}}",
            "header": "<h1>{{title}</h1>",
            "footer": "{{>missing}}{{<gone}}{{/gone}}{{>*dynamic}}",
            "fine": "{{>footer}}",
        ]

        #expect {
            try MustacheLibrary(sources: sources)
        } throws: { error in
            (error as? MustacheLibraryError)?.description == """
                footer:1:1: error: unknown partial 'missing'
                footer:1:13: error: unknown partial 'gone'
                header:1:5: error: unclosed tag; expected '}}' to end it
                page:2:1: error: unclosed section 'items'
                """
        }
    }

    @Test func parsesOnlyWhatTheRootsReachThroughPartialsAndParents() throws {
        let sources = [
            "page": "{{<layout}}{{$body}}{{>row}}{{/body}}{{/layout}}",
            "layout": "<main>{{$body}}{{/body}}{{>footer}}</main>",
            "row": "<p>{{name}}</p>",
            "footer": "<footer/>",
            "index": "{{#broken}}",
            "other": "{{>missing}}",
        ]

        let library = try MustacheLibrary(sources: sources, reachableFrom: ["page"])

        #expect(library.names == ["footer", "layout", "page", "row"])
        #expect(try library.render("page", context: ["name": "x"]) == "<main><p>x</p><footer/></main>")
        #expect(throws: MustacheLibraryError.self) { try MustacheLibrary(sources: sources) }
    }

    @Test func aDynamicPartialMakesEveryTemplateReachable() throws {
        let sources = ["page": "{{>*which}}", "a": "A", "b": "B"]

        let library = try MustacheLibrary(sources: sources, reachableFrom: ["page"])

        #expect(library.names == ["a", "b", "page"])
        #expect(try library.render("page", context: ["which": "b"]) == "B")
    }

    @Test func reportsTheProblemsOfTheTemplatesItReaches() {
        let sources = ["page": "{{>row}}{{>gone}}", "row": "{{#open}}", "elsewhere": "{{#broken}}"]

        #expect {
            try MustacheLibrary(sources: sources, reachableFrom: ["page"])
        } throws: { error in
            (error as? MustacheLibraryError)?.description == """
                page:1:9: error: unknown partial 'gone'
                row:1:1: error: unclosed section 'open'
                """
        }
    }

    @Test func renderingAnUnknownTemplateNameThrows() throws {
        let library = try MustacheLibrary(sources: ["page": "x"])

        #expect {
            try library.render("pgae", context: [:])
        } throws: { error in
            (error as? MustacheError)?.description == "pgae: error: no template named 'pgae'"
        }
    }

    @Test func listsItsTemplatesAndHandsThemOut() throws {
        let library = try MustacheLibrary(sources: ["b": "{{x}}", "a": "A"])

        #expect(library.names == ["a", "b"])
        #expect(try library["b"]?.render(["x": 1]) == "1")
        #expect(library["c"] == nil)
    }
}
