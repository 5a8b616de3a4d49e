import Foundation
import SiteBuilder
import SiteRenderer
import TestSupport
import Testing

/// Points 3 of issue 9, proved: a build stopped at every step of the write (before every
/// rename), and builds killed at random moments, leave the complete old site or the
/// complete new one, and the next build cleans up whatever they left.
///
/// `LIFELINE_CRASH_ROUNDS=N` runs N random kills instead of the few `swift test` runs.
@Suite(.serialized) struct CrashSafetyTests {
    /// Where each kind of swap can be stopped; `renames` is the fallback for file systems
    /// that cannot exchange two folders.
    static let wholeSwapPoints: [(swap: String?, point: String)] =
        ["staging-created", "files-written", "marker-written", "before-swap", "before-removing-old"].map { (nil, $0) }
        + ["before-swap", "between-renames", "before-removing-old"].map { ("renames", $0) }

    @Test(arguments: 0..<wholeSwapPoints.count)
    func buildStoppedAtAStepLeavesTheOldOrTheNewSite(_ index: Int) throws {
        _ = try #require(LifelineProcess.binary, "\(LifelineProcess.Missing())")
        let (swap, point) = Self.wholeSwapPoints[index]
        try withTemporaryDirectory { directory in
            let fixture = try CrashFixture.make(in: directory)
            try fixture.resetSite()
            let crashed = try fixture.crashingBuild(at: point, swap: swap)
            #expect(crashed.status == 70, "the build did not stop at \(point): \(crashed.output)")

            let left = try fixture.siteNow()
            if point == "between-renames" {
                // The one moment of the fallback with no site; both sites are whole beside it.
                #expect(left == nil)
            } else {
                #expect(left == fixture.old || left == fixture.new, "after \(point) the site is neither the old nor the new one")
            }
            if ["before-removing-old"].contains(point) { #expect(left == fixture.new) }
            if ["staging-created", "files-written", "marker-written", "before-swap"].contains(point) { #expect(left == fixture.old) }

            let outcome = try fixture.recover()
            #expect(outcome.diagnostics.all.allSatisfy { $0.severity == .warning })
            #expect(try fixture.siteNow() == fixture.new)
            #expect(try fixture.leftovers() == [])
        }
    }

    /// A mount point is written into entry by entry: stopped anywhere, every file is
    /// whole (its old or its new bytes), and the next build finishes the job.
    static let inPlacePoints = ["staging-created", "marker-written", "before-entry-swap:1", "before-entry-swap:3", "before-removing-old"]

    @Test(arguments: inPlacePoints)
    func inPlaceBuildStoppedAtAStepLeavesOnlyWholeFiles(_ point: String) throws {
        _ = try #require(LifelineProcess.binary, "\(LifelineProcess.Missing())")
        try withTemporaryDirectory { directory in
            let fixture = try CrashFixture.make(in: directory)
            try fixture.resetSite()
            let crashed = try fixture.crashingBuild(at: point, swap: "in-place")
            #expect(crashed.status == 70, "the build did not stop at \(point): \(crashed.output)")
            let left = try #require(try fixture.siteNow())
            for (path, bytes) in left where !path.hasPrefix(".lifeline-staging") {
                #expect(bytes == fixture.old[path] || bytes == fixture.new[path], "\(path) is neither its old nor its new version")
            }
            _ = try fixture.recover()
            #expect(try fixture.siteNow() == fixture.new)
            #expect(try fixture.leftovers() == [])
        }
    }

    /// Stopped while it swaps a mount point's entries, a build leaves a mix of two builds'
    /// entries: `--check` says so, the next build never takes the site as up to date (its
    /// content did not change since the last whole build) and finishes it.
    @Test func aMountPointStoppedMidSwapIsReportedAndFinished() throws {
        _ = try #require(LifelineProcess.binary, "\(LifelineProcess.Missing())")
        try withTemporaryDirectory { directory in
            let fixture = try CrashFixture.make(in: directory)
            try fixture.resetSite()
            _ = try fixture.recover()
            #expect(try fixture.siteNow() == fixture.new)
            try fixture.resetSite()
            // A whole build of B by the executable, then a stop in B's next build, made over
            // the old site again: the content is that of the last whole build.
            let crashed = try fixture.crashingBuild(at: "before-entry-swap:2", swap: "in-place")
            #expect(crashed.status == 70, "\(crashed.output)")
            let check = try LifelineProcess.run(fixture.buildArguments + ["--check"])
            #expect(check.status == 1)
            #expect(check.output.contains("is a mix of two builds"), "\(check.output)")
            let finished = try LifelineProcess.run(fixture.buildArguments, environment: ["LIFELINE_SWAP": "in-place"])
            #expect(finished.status == 0, "\(finished.output)")
            #expect(!finished.output.contains("up to date"))
            #expect(try fixture.siteNow() == fixture.new)
            #expect(try fixture.leftovers() == [])
            #expect(try LifelineProcess.run(fixture.buildArguments + ["--check"]).status == 0)
        }
    }

    /// The case where a mixed mount point could pass for a whole site: A built into it
    /// entry by entry, a build of B stopped mid-swap (the marker, swapped last, is still
    /// A's), then the content taken back to A. The marker's record matches the content,
    /// yet the next build must not take the site as up to date: it finishes it as A.
    @Test func aMountPointStoppedMidSwapThenTakenBackIsBuiltAgain() throws {
        _ = try #require(LifelineProcess.binary, "\(LifelineProcess.Missing())")
        try withTemporaryDirectory { directory in
            let fixture = try CrashFixture.make(in: directory)
            try FileManager.default.createDirectory(at: fixture.site, withIntermediateDirectories: true)
            let buildA = fixture.buildArguments(content: fixture.contentA)
            #expect(try LifelineProcess.run(buildA, environment: ["LIFELINE_SWAP": "in-place"]).status == 0)
            #expect(try fixture.siteNow() == fixture.old)
            #expect(try LifelineProcess.run(buildA, environment: ["LIFELINE_SWAP": "in-place"]).output.contains("up to date"))

            let crashed = try fixture.crashingBuild(at: "before-entry-swap:2", swap: "in-place")
            #expect(crashed.status == 70, "\(crashed.output)")
            let mixed = try #require(try fixture.siteNow()).filter { !$0.key.hasPrefix(".lifeline-staging") }
            #expect(mixed[SiteMarker.fileName] == fixture.old[SiteMarker.fileName], "the marker is swapped last")
            #expect(mixed != fixture.old && mixed != fixture.new, "the stop left no mix; nothing was tested")

            let check = try LifelineProcess.run(buildA + ["--check"])
            #expect(check.status == 1)
            #expect(check.output.contains("is a mix of two builds"), "\(check.output)")
            let finished = try LifelineProcess.run(buildA, environment: ["LIFELINE_SWAP": "in-place"])
            #expect(finished.status == 0, "\(finished.output)")
            #expect(!finished.output.contains("up to date"))
            #expect(try fixture.siteNow() == fixture.old)
            #expect(try fixture.leftovers() == [])
        }
    }

    @Test func buildsKilledAtRandomMomentsLeaveAWholeSite() throws {
        _ = try #require(LifelineProcess.binary, "\(LifelineProcess.Missing())")
        let rounds = ProcessInfo.processInfo.environment["LIFELINE_CRASH_ROUNDS"].flatMap(Int.init) ?? 6
        try withTemporaryDirectory { directory in
            let fixture = try CrashFixture.make(in: directory)
            // How long an uninterrupted build takes here, to spread the kills over it.
            try fixture.resetSite()
            let start = Date()
            _ = try LifelineProcess.run(fixture.buildArguments)
            let duration = Date().timeIntervalSince(start)
            var generator = SystemRandomNumberGenerator()
            for round in 0..<rounds {
                try fixture.resetSite()
                let delay = Double.random(in: 0...duration, using: &generator)
                let pipe = Pipe()
                let process = try LifelineProcess.process(fixture.buildArguments, output: pipe)
                try process.run()
                Thread.sleep(forTimeInterval: delay)
                kill(process.processIdentifier, SIGKILL)
                _ = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                let left = try fixture.siteNow()
                #expect(left == fixture.old || left == fixture.new, "round \(round): killed after \(delay) s, the site is neither")
                _ = try fixture.recover()
                #expect(try fixture.siteNow() == fixture.new, "round \(round)")
                #expect(try fixture.leftovers() == [], "round \(round)")
            }
        }
    }

    /// With an exchange there is no moment without `index.html`: a reader polling it
    /// through several builds never misses it.
    @Test func aReaderNeverSeesTheSiteMissing() throws {
        try withTemporaryDirectory { directory in
            let fixture = try CrashFixture.make(in: directory)
            try fixture.resetSite()
            let index = fixture.site.appendingPathComponent("index.html").path
            let misses = Counter()
            let done = Counter()
            let reader = Thread {
                while done.value == 0 {
                    if access(index, F_OK) != 0 { misses.increment() }
                }
            }
            reader.start()
            for _ in 0..<5 { _ = try fixture.recover() }
            done.increment()
            #expect(misses.value == 0)
        }
    }
}

/// A counter two threads share.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
