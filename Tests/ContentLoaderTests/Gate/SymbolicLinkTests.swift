import Foundation
import Testing

/// Point 1 of issue 9: a link in `Content/` must not publish or quote a file of the
/// build machine. Every test also checks that the secret outside the tree is nowhere in
/// what the load shows.
@Suite struct SymbolicLinkTests {
    private let lifecycle = "id: vc\ntitle: T\nobject: view-controller\nbody-file: env.md\n"

    @Test func bodyFileLinkedOutsideIsRefusedWithoutReadingIt() throws {
        try GateFixture.with(["lifecycles/vc.yaml": lifecycle]) { fixture in
            try fixture.link("lifecycles/env.md", to: fixture.secretFile.path)
            let loaded = try fixture.load()
            #expect(
                loaded.messages == [
                    "lifecycles/env.md: lifecycles/env.md is a symbolic link that leads outside \(fixture.content.path) [lifeline.content.link-outside]"
                ])
            #expect(loaded.content.catalog.lifecycles.first?.body == nil)
            #expect(!loaded.everythingShown.contains(GateFixture.secret))
        }
    }

    /// The issue's own example; only on Linux, where the file exists.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/environ")))
    func bodyFileLinkedToTheProcessEnvironmentIsRefused() throws {
        try GateFixture.with(["lifecycles/vc.yaml": lifecycle]) { fixture in
            try fixture.link("lifecycles/env.md", to: "/proc/self/environ")
            let loaded = try fixture.load()
            #expect(loaded.ids == ["lifeline.content.link-outside"])
            #expect(!loaded.everythingShown.contains("PATH="))
        }
    }

    @Test func pageLinkedOutsideIsNotPublished() throws {
        try GateFixture.with([:]) { fixture in
            try fixture.link("pages/leak.md", to: fixture.secretFile.path)
            let loaded = try fixture.load()
            #expect(loaded.ids == ["lifeline.content.link-outside"])
            #expect(loaded.content.catalog.pages.isEmpty)
            #expect(!loaded.everythingShown.contains(GateFixture.secret))
        }
    }

    @Test func folderLinkedOutsideIsRefused() throws {
        try GateFixture.with([:]) { fixture in
            try fixture.link("pages", to: fixture.outside.appendingPathComponent("dir").path)
            let loaded = try fixture.load()
            #expect(loaded.messages == ["pages: pages is a symbolic link that leads outside \(fixture.content.path) [lifeline.content.link-outside]"])
            #expect(loaded.content.catalog.pages.isEmpty)
            #expect(!loaded.everythingShown.contains(GateFixture.secret))
        }
    }

    /// A relative link that climbs out with `..` is resolved before it is judged.
    @Test func relativeLinkThatClimbsOutIsRefused() throws {
        try GateFixture.with([:]) { fixture in
            try fixture.link("pages/leak.md", to: "../../outside/secret.txt")
            let result = try fixture.load()
            #expect(result.ids == ["lifeline.content.link-outside"])
        }
    }

    /// A YAML file linked to a system file used to be quoted whole in a syntax error.
    @Test func yamlFileLinkedOutsideIsNeverParsedOrQuoted() throws {
        try GateFixture.with([:]) { fixture in
            try fixture.link("lifecycles/vc.yaml", to: fixture.secretFile.path)
            let loaded = try fixture.load()
            #expect(loaded.ids == ["lifeline.content.link-outside"])
            #expect(!loaded.everythingShown.contains(GateFixture.secret))
        }
    }

    @Test func linkThatStaysInsideTheRootIsFollowed() throws {
        try GateFixture.with(["pages/guide.md": "# Guide\n\nText.\n"]) { fixture in
            try fixture.link("pages/alias.md", to: "guide.md")
            let loaded = try fixture.load()
            #expect(loaded.messages == [])
            #expect(loaded.content.catalog.pages.map(\.slug) == ["alias", "guide"])
        }
    }
}
