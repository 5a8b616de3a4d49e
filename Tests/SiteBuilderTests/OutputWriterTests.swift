import Foundation
@testable import SiteBuilder
import SiteRenderer
import TestSupport
import Testing

/// The only writer: a whole new tree is staged beside the output and swapped in.
@Suite struct OutputWriterTests {
    @Test func writesNestedFilesAndRemovesStaleOnes() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            try FixtureTree.write(["old.html": "old", "index.html": "previous", SiteMarker.fileName: ""], into: site)
            try OutputWriter(outputDirectory: site.path).write([
                OutputFile(path: "index.html", text: "home"),
                OutputFile(path: "a/b/page.html", text: "deep"),
            ])
            let marker = SiteMarker(graphvizVersion: nil, files: ["index.html", "a/b/page.html"]).file
            #expect(
                try FixtureTree.read(site) == [
                    "index.html": Data("home".utf8), "a/b/page.html": Data("deep".utf8), marker.path: Data(marker.bytes),
                ])
            #expect(try Builds.entries(of: directory) == ["site"])
        }
    }

    @Test func createsMissingParents() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("x/y/site")
            try OutputWriter(outputDirectory: site.path).write([OutputFile(path: "index.html", text: "home")])
            #expect(try FixtureTree.read(site)["index.html"] == Data("home".utf8))
        }
    }

    /// `a` is written as a file, so `a/b` cannot be: the write fails half-way through.
    @Test func failureHalfWayKeepsThePreviousSiteAndLeavesNoStaging() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            try FixtureTree.write(["index.html": "previous", SiteMarker.fileName: ""], into: site)
            #expect(throws: BuildError.self) {
                try OutputWriter(outputDirectory: site.path).write([
                    OutputFile(path: "a", text: "file"),
                    OutputFile(path: "a/b", text: "cannot be"),
                ])
            }
            #expect(try FixtureTree.read(site) == ["index.html": Data("previous".utf8), SiteMarker.fileName: Data()])
            #expect(try Builds.entries(of: directory) == ["site"])
        }
    }

    @Test(arguments: ["", "/", "/tmp/.."])
    func refusesToReplaceTheRoot(_ path: String) {
        #expect(throws: BuildError.self) {
            try OutputWriter(outputDirectory: path).write([OutputFile(path: "index.html", text: "x")])
        }
    }

    /// A directory lifeline did not write (no marker) is never replaced: `--output Content`
    /// must not wipe the content.
    @Test func refusesADirectoryItDidNotWrite() throws {
        try withTemporaryDirectory { directory in
            let other = directory.appendingPathComponent("notes")
            try FixtureTree.write(["notes.txt": "keep me"], into: other)
            #expect(throws: BuildError.self) {
                try OutputWriter(outputDirectory: other.path).write([OutputFile(path: "index.html", text: "x")])
            }
            #expect(try FixtureTree.read(other) == ["notes.txt": Data("keep me".utf8)])
        }
    }

    @Test func refusesAnOutputThatHoldsTheContent() throws {
        try withTemporaryDirectory { directory in
            let writer = OutputWriter(outputDirectory: directory.path)
            #expect(throws: BuildError.self) {
                try writer.refuseDangerousTarget(protecting: [directory.appendingPathComponent("Content").path])
            }
        }
    }
}
