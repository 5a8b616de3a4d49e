internal import FileAccess
internal import SiteRenderer

/// What the marker's extended attribute holds: the content's stamps when the site was
/// built, the marker's `inputs` they stand for, and the output's folder stamps
/// (``OutputStamps``) when they could be recorded. They go beside the marker's bytes, not
/// in them: they hold inode numbers and times, and the site's bytes must be the same
/// wherever it is built. Where the file system keeps no extended attributes, a rebuild
/// lists the output and compares the content's fingerprint instead.
struct RecordedStamps: Equatable {
    static let attribute = "user.lifeline.stamps"

    var content: String
    var inputs: String
    var output: String?

    init(content: String, inputs: String, output: String?) {
        self.content = content
        self.inputs = inputs
        self.output = output
    }

    /// The stamps recorded on the marker in `outputPath`, if any.
    init?(markerIn outputPath: String) {
        guard let value = FileSystem.extendedAttribute(Self.attribute, at: Paths.join(outputPath, SiteMarker.fileName)) else { return nil }
        let parts = value.split(separator: " ").map(String.init)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        self.init(content: parts[0], inputs: parts[1], output: parts.count == 3 ? parts[2] : nil)
    }

    func write(toMarkerIn outputPath: String) {
        let value = ([content, inputs] + (output.map { [$0] } ?? [])).joined(separator: " ")
        FileSystem.setExtendedAttribute(Self.attribute, to: value, at: Paths.join(outputPath, SiteMarker.fileName))
    }
}
