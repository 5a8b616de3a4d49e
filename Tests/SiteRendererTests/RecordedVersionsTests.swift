@testable import SiteRenderer
import Testing

/// The iOS versions beside a behaviour come from its logs' headers, as written there.
struct RecordedVersionsTests {
    @Test func versionsListedBeforeTheFirstWordCountAndLaterNumbersDoNot() {
        #expect(RecordedVersions.leadingMajors("10, 9, 8.4") == [10, 9, 8])
        #expect(RecordedVersions.leadingMajors("17.5 or later (the app's deployment target)") == [17])
        #expect(RecordedVersions.leadingMajors("13 or later (heading 'iOS 13以降'; built with Xcode 12.5.1)") == [13])
        #expect(RecordedVersions.leadingMajors("unknown") == [])
    }

    @Test func summaryIsOneVersionOrTheRangeOfAll() {
        #expect(RecordedVersions(["14", "14"]).summary == "iOS 14")
        #expect(RecordedVersions(["11.0.3", "10, 9, 8.4", "13"]).summary == "iOS 8–13")
        #expect(RecordedVersions([]).summary == nil)
        #expect(RecordedVersions(["not said"]).summary == nil)
    }
}
