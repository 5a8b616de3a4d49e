import Foundation
@testable import SiteBuilder
import Synchronization
import Testing

/// The staging folder's flushes while a build renders: repeated until stopped, never after.
@Suite struct BackgroundFlushTests {
    @Test func flushesUntilStoppedAndNeverAfter() throws {
        let count = Mutex(0)
        let flush = BackgroundFlush(every: 0.01) { count.withLock { $0 += 1 } }
        let deadline = Date().addingTimeInterval(5)
        while count.withLock({ $0 }) < 3, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        flush.stop()
        let atStop = count.withLock { $0 }
        #expect(atStop >= 3)
        Thread.sleep(forTimeInterval: 0.05)
        #expect(count.withLock { $0 } == atStop)
    }

    /// Stopping waits for a flush under way, and a flush not yet due never runs.
    @Test func stopWaitsForTheFlushUnderWayOnly() throws {
        let state = Mutex((started: 0, finished: 0))
        let flush = BackgroundFlush(every: 0.01) {
            state.withLock { $0.started += 1 }
            Thread.sleep(forTimeInterval: 0.1)
            state.withLock { $0.finished += 1 }
        }
        let deadline = Date().addingTimeInterval(5)
        while state.withLock({ $0.started }) == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        flush.stop()
        let after = state.withLock { $0 }
        #expect(after.started == after.finished)
        #expect(after.started == 1)

        let idle = BackgroundFlush(every: 60) { state.withLock { $0.started += 100 } }
        idle.stop()
        #expect(state.withLock { $0.started } == 1)
    }
}
