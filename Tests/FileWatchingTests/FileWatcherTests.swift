import FileWatching
import Foundation
import TestSupport
import Testing

/// The platform watcher against a real directory: on Linux, inotify.
@Suite("File watcher", .serialized)
struct FileWatcherTests {
    @Test("an edit, a new file in a new directory, and a deletion are each reported")
    func reportsChanges() throws {
        try withTemporaryDirectory { root in
            try FixtureTree.write(["lifecycles/a.yaml": "id: a\n"], into: root)
            let recorder = ChangeRecorder()
            let watcher = FileWatchers.platformDefault()
            try watcher.start(watching: [root.path], settle: 0.05) { recorder.record($0) }
            defer { watcher.stop() }

            try Data("id: b\n".utf8).write(to: root.appendingPathComponent("lifecycles/a.yaml"))
            #expect(recorder.wait { $0.contains { $0.hasSuffix("lifecycles/a.yaml") } })

            try FixtureTree.write(["pages/new/page.md": "# New\n"], into: root)
            #expect(recorder.wait { $0.contains { $0.hasSuffix("pages/new") || $0.hasSuffix("pages") } })
            // The directory made after start is watched too: a change inside it is seen.
            try Data("# Changed\n".utf8).write(to: root.appendingPathComponent("pages/new/page.md"))
            #expect(recorder.wait { $0.contains { $0.hasSuffix("pages/new/page.md") } })

            try FileManager.default.removeItem(at: root.appendingPathComponent("lifecycles/a.yaml"))
            #expect(recorder.wait { $0.contains { $0.hasSuffix("lifecycles/a.yaml") } })
        }
    }

    @Test("a burst of writes settles into one report")
    func coalesces() throws {
        try withTemporaryDirectory { root in
            let recorder = ChangeRecorder()
            let watcher = FileWatchers.platformDefault()
            try watcher.start(watching: [root.path], settle: 1.0) { recorder.record($0) }
            defer { watcher.stop() }
            for index in 0..<5 {
                try Data("\(index)".utf8).write(to: root.appendingPathComponent("file-\(index).txt"))
            }
            #expect(recorder.wait { paths in (0..<5).allSatisfy { index in paths.contains { $0.hasSuffix("file-\(index).txt") } } })
            #expect(recorder.callCount == 1)
        }
    }

    @Test("nothing is reported after stop, and stop returns while nothing changes")
    func stops() throws {
        try withTemporaryDirectory { root in
            let recorder = ChangeRecorder()
            let watcher = FileWatchers.platformDefault()
            try watcher.start(watching: [root.path], settle: 0.05) { recorder.record($0) }
            watcher.stop()
            try Data("x".utf8).write(to: root.appendingPathComponent("late.txt"))
            Thread.sleep(forTimeInterval: 0.3)
            #expect(recorder.callCount == 0)
        }
    }

    @Test("a root replaced by another folder (mv Content Content.old && mv New Content) is watched again, the old one no more")
    func replacedRootIsWatchedAgain() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(["Content/lifecycles/a.yaml": "id: a\n", "New/lifecycles/b.yaml": "id: b\n"], into: directory)
            let root = directory.appendingPathComponent("Content")
            let recorder = ChangeRecorder()
            let watcher = FileWatchers.platformDefault()
            try watcher.start(watching: [root.path], settle: 0.05) { recorder.record($0) }
            defer { watcher.stop() }

            let old = directory.appendingPathComponent("Content.old")
            try FileManager.default.moveItem(at: root, to: old)
            try FileManager.default.moveItem(at: directory.appendingPathComponent("New"), to: root)
            #expect(recorder.wait { $0.contains(root.path) })

            try Data("id: b2\n".utf8).write(to: root.appendingPathComponent("lifecycles/b.yaml"))
            #expect(recorder.wait { $0.contains(root.appendingPathComponent("lifecycles/b.yaml").path) })
            // A folder made in the new root after the swap is watched as well.
            try FixtureTree.write(["pages/index.md": "# Home\n"], into: root)
            try Data("# Changed\n".utf8).write(to: root.appendingPathComponent("pages/index.md"))
            #expect(recorder.wait { $0.contains(root.appendingPathComponent("pages/index.md").path) })

            // The old folder's changes are not reported under the root's name.
            recorder.reset()
            try Data("id: a2\n".utf8).write(to: old.appendingPathComponent("lifecycles/a.yaml"))
            Thread.sleep(forTimeInterval: 0.3)
            #expect(recorder.paths.isEmpty)
        }
    }

    @Test("a root removed and made again is watched again")
    func recreatedRootIsWatchedAgain() throws {
        try withTemporaryDirectory { directory in
            let root = directory.appendingPathComponent("Content")
            try FixtureTree.write(["site.yaml": "title: A\n"], into: root)
            let recorder = ChangeRecorder()
            let watcher = FileWatchers.platformDefault()
            try watcher.start(watching: [root.path], settle: 0.05) { recorder.record($0) }
            defer { watcher.stop() }

            try FileManager.default.removeItem(at: root)
            try FixtureTree.write(["site.yaml": "title: B\n"], into: root)
            #expect(recorder.wait { $0.contains(root.path) })
            recorder.reset()
            try Data("title: C\n".utf8).write(to: root.appendingPathComponent("site.yaml"))
            #expect(recorder.wait { $0.contains(root.appendingPathComponent("site.yaml").path) })
        }
    }

    @Test("a root that is not a directory is an error")
    func missingRoot() {
        let watcher = FileWatchers.platformDefault()
        #expect(throws: FileWatchError.self) {
            try watcher.start(watching: ["/nonexistent-\(UUID().uuidString)"], settle: 0.05) { _ in }
        }
    }
}

/// Collects what the watcher reports, from its thread.
final class ChangeRecorder: @unchecked Sendable {
    private let condition = NSCondition()
    private var recorded: [String] = []
    private var calls = 0

    func record(_ changed: [String]) {
        condition.lock()
        recorded += changed
        calls += 1
        condition.broadcast()
        condition.unlock()
    }

    var paths: [String] {
        condition.lock()
        defer { condition.unlock() }
        return recorded
    }

    func reset() {
        condition.lock()
        recorded = []
        condition.unlock()
    }

    var callCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return calls
    }

    /// Waits (up to a generous bound, not a speed claim) until the paths seen satisfy `condition`.
    func wait(timeout: TimeInterval = 20, until satisfied: ([String]) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !satisfied(recorded) {
            guard condition.wait(until: deadline) else { return satisfied(recorded) }
        }
        return true
    }
}
