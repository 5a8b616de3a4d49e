import Foundation
import Testing

/// Point 5 of issue 9: whatever sits in a content folder is read or reported, never
/// silently left out of the site.
@Suite struct BrokenEntryTests {
    @Test func danglingLinkIsAnError() throws {
        try GateFixture.with([:]) { fixture in
            try fixture.link("pages/gone.md", to: "nothing-here.md")
            let result = try fixture.load()
            #expect(result.messages == ["pages/gone.md: pages/gone.md is a symbolic link to nothing [lifeline.content.dangling-link]"])
        }
    }

    @Test func linkLoopIsAnError() throws {
        try GateFixture.with([:]) { fixture in
            try fixture.link("pages/a.md", to: "b.md")
            try fixture.link("pages/b.md", to: "a.md")
            let result = try fixture.load()
            #expect(result.ids == ["lifeline.content.link-loop", "lifeline.content.link-loop"])
        }
    }

    @Test func directoryNamedLikeAPageIsAnError() throws {
        try GateFixture.with(["pages/x.md/inner.txt": "x"]) { fixture in
            let result = try fixture.load()
            #expect(result.messages == ["pages/x.md: pages/x.md is a directory, not a file [lifeline.content.not-a-file]"])
        }
    }

    /// Opening a FIFO for reading would block the build forever; it is refused unopened.
    @Test func fifoIsRefusedWithoutBeingOpened() throws {
        try GateFixture.with([:]) { fixture in
            try fixture.fifo("pages/pipe.md")
            let result = try fixture.load()
            #expect(result.messages == ["pages/pipe.md: pages/pipe.md is a FIFO, not a regular file [lifeline.content.special-file]"])
        }
    }

    @Test func fileNoFolderClaimsIsAnError() throws {
        try GateFixture.with(["notes.txt": "x", "pages/photo.png": "x", "lifecycles/old/vc.yaml": "x"]) { fixture in
            let result = try fixture.load()
            #expect(
                result.ids == [
                    "lifeline.content.unexpected-file", "lifeline.content.unexpected-file", "lifeline.content.unexpected-file",
                ])
        }
    }

    @Test func unexpectedFileHintNamesWhatTheFolderHolds() throws {
        try GateFixture.with(["pages/photo.png": "x"]) { fixture in
            let hint = try fixture.load().diagnostics.first?.hint
            #expect(hint?.hasPrefix("pages/ holds *.md files; move it out, or into ") == true)
        }
    }

    /// Editor and system files (`.DS_Store`, `.vc.yaml.swp`) are not content.
    @Test func hiddenFilesArePassedOver() throws {
        try GateFixture.with([".DS_Store": "x", "pages/.guide.md.swp": "x", "lifecycles/.hidden.yaml": "x"]) { fixture in
            let result = try fixture.load()
            #expect(result.messages == [])
        }
    }

    @Test func markdownFileNoLifecycleNamesIsAnError() throws {
        try GateFixture.with(["lifecycles/orphan.md": "Nobody's body.\n"]) { fixture in
            let result = try fixture.load()
            #expect(
                result.messages == [
                    "lifecycles/orphan.md: lifecycles/orphan.md is not the body-file of any lifecycle [lifeline.content.unused-body]"
                ])
        }
    }

    @Test func staticFilesAreListedHiddenOnesIncluded() throws {
        try GateFixture.with(["static/CNAME": "docs.example.com\n", "static/.nojekyll": "", "static/img/logo.svg": "<svg/>"]) { fixture in
            let loaded = try fixture.load()
            #expect(loaded.messages == [])
            #expect(loaded.content.staticFiles.map(\.relativePath) == ["static/.nojekyll", "static/CNAME", "static/img/logo.svg"])
        }
    }

    @Test func staticFileAtAPagePathIsAnError() throws {
        try GateFixture.with(["static/claims.html": "mine", "static/index.html": "mine"]) { fixture in
            let result = try fixture.load()
            #expect(result.ids == ["lifeline.content.static-clash", "lifeline.content.static-clash"])
        }
    }

    /// The folders of the claims and reference pages' parts hold no page of `static/`;
    /// other files may go there.
    @Test func staticPageInTheGeneratedFoldersIsAnError() throws {
        try GateFixture.with(["static/claims/app.2.html": "mine", "static/reference/vc.html": "mine", "static/reference/notes.txt": "mine"]) {
            fixture in
            let result = try fixture.load()
            #expect(result.ids == ["lifeline.content.static-clash", "lifeline.content.static-clash"])
        }
    }
}
