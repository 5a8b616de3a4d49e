import LifecycleSimulator
import Testing

@testable import SiteRenderer

/// Every area of the engine's registry has a heading of its own: an area the title switch
/// misses is shown by its bare id (`containment` was, for a case spelt `Containment`).
@Suite struct ReferenceAreaTitlesTests {
    @Test func everyRegistryAreaHasATitle() {
        let site = SiteFixture.input()
        let areas = Set(BehaviourRegistry.all.map { ReferenceAnchors.area(of: $0.id.rawValue) })
        let untitled = areas.filter { ReferenceAnchors.areaTitle($0, site: site) == $0 }
        #expect(untitled.isEmpty, "areas shown by their id: \(untitled.sorted())")
    }
}
