import LifecycleSimulator
import Testing

@testable import SiteRenderer

/// The reference index names each area by its behaviours' count per evidence level.
@Suite struct ReferenceSummaryTests {
    @Test func countsByLevelInTheirOrderLeavingOutLevelsWithNone() {
        #expect(
            ReferencePage.summary([.unverified, .recorded, .recorded, .documented, .unverified], site: SiteFixture.input())
                == "5 behaviours: 2 recorded, 1 documented, 2 unverified")
        #expect(ReferencePage.summary([.unverified, .unverified], site: SiteFixture.input()) == "2 behaviours: 2 unverified")
    }

    @Test func oneBehaviourIsSingular() {
        #expect(ReferencePage.summary([.documented], site: SiteFixture.input()) == "1 behaviour: 1 documented")
    }
}
