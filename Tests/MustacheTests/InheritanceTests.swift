import Mustache
import Testing

/// Parent and block behaviour the spec fixtures leave open.
@Suite struct InheritanceTests {
    @Test func aDynamicParentIsChosenByTheData() throws {
        let partials = [
            "wide": try MustacheTemplate(source: "<div class=wide>{{$body}}{{/body}}</div>", name: "wide"),
            "narrow": try MustacheTemplate(source: "<div class=narrow>{{$body}}{{/body}}</div>", name: "narrow"),
        ]
        let page = try MustacheTemplate(source: "{{<*layout}}{{$body}}{{text}}{{/body}}{{/*layout}}", name: "page")

        #expect(try page.render(["layout": "narrow", "text": "hi"], partials: partials) == "<div class=narrow>hi</div>")
        #expect(try page.render(["layout": "none", "text": "hi"], partials: partials) == "")
    }

    @Test func aParentCallKeepsOnlyItsBlocks() throws {
        let parent = try MustacheTemplate(source: "[{{$a}}A{{/a}}]", name: "parent")
        let page = try MustacheTemplate(
            source: "{{<parent}}text {{x}} {{#x}}section{{/x}} {{>parent}} {{$a}}kept{{/a}}{{/parent}}",
            name: "page"
        )

        #expect(try page.render(["x": true], partials: ["parent": parent]) == "[kept]")
    }

    @Test func aBlockOutsideAnyParentRendersItsDefault() throws {
        let page = try MustacheTemplate(source: "<h1>{{$title}}{{name}}{{/title}}</h1>", name: "page")

        #expect(try page.render(["name": "Home"]) == "<h1>Home</h1>")
    }

    @Test func setDelimitersApplyToTripleMustacheToo() throws {
        let page = try MustacheTemplate(source: "{{=<% %>=}}<%{html}%> <%html%>", name: "page")

        #expect(try page.render(["html": "<b>"]) == "<b> &lt;b&gt;")
    }
}
