/// The iOS versions of the logs that show a behaviour, from the logs' own headers
/// (`ios: "17.5 or later (…)"`, `ios: "10, 9, 8.4"`): a range typed beside the behaviour
/// fell behind as logs were attached, so the page derives it like the evidence level.
struct RecordedVersions {
    /// Major versions named at the start of each header's value.
    let majors: [Int]

    init(_ headers: [String]) {
        majors = headers.flatMap(Self.leadingMajors)
    }

    /// `iOS 13`, `iOS 8–13`, or nil when no header names a version.
    var summary: String? {
        guard let low = majors.min(), let high = majors.max() else { return nil }
        return low == high ? "iOS \(low)" : "iOS \(low)–\(high)"
    }

    /// The versions listed before the header's first word: `10, 9, 8.4` gives 10, 9 and 8;
    /// `13 or later (built with Xcode 12.5.1)` gives 13 alone.
    static func leadingMajors(_ header: String) -> [Int] {
        let list = header.prefix { $0.isNumber || $0 == "." || $0 == "," || $0 == " " }
        return list.split(separator: ",").compactMap { part in
            Int(part.drop { $0 == " " }.prefix { $0.isNumber })
        }
    }
}
