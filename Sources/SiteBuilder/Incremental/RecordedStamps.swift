internal import FileAccess
internal import SiteRenderer

/// What the marker's extended attribute holds: the content's stamps when the site was
/// built, the marker's `inputs` they stand for, the output's folder stamps
/// (``OutputStamps``) when they could be recorded, and when the build took the content's
/// stamps. They go beside the marker's bytes, not in them: they hold inode numbers and
/// times, and the site's bytes must be the same wherever it is built. Where the file
/// system keeps no extended attributes, a rebuild lists the output and compares the
/// content's fingerprint instead.
struct RecordedStamps: Equatable {
    static let attribute = "user.lifeline.stamps"

    /// Nil when a content file was too recent to be judged by its stamp.
    var content: String?
    var inputs: String
    var output: String?
    /// Seconds since 1970 when the build took the content's stamps: a content file whose
    /// stamp is older than that (by ``BuildFingerprint/recentMargin``) holds the bytes
    /// whose fingerprint the marker lists (`ProseEdit`). Nil in an older record.
    var taken: Int64?
    /// Folders of the site (`""` its root) whose stamps were taken right after a build
    /// replaced files in them, without waiting for their clock's tick to pass: `output`
    /// proves nothing changed only once a listing finds them holding exactly the
    /// marker's files (``OutputStamps``).
    var pending: [String] = []

    init(content: String?, inputs: String, output: String?, taken: Int64? = nil, pending: [String] = []) {
        self.content = content
        self.inputs = inputs
        self.output = output
        self.taken = taken
        self.pending = pending
    }

    /// Folder names the attribute can hold: a site's folders are lifecycle ids, `assets`,
    /// `claims` and the like, and a static folder with a space in its name is never pending.
    static func canList(_ folder: String) -> Bool {
        folder.utf8.allSatisfy { $0 > 0x20 && $0 != UInt8(ascii: ",") && $0 < 0x7F }
    }

    /// The stamps recorded on the marker in `outputPath`, if any. Reads the two and three
    /// fields of earlier builds too.
    init?(markerIn outputPath: String) {
        guard let value = FileSystem.extendedAttribute(Self.attribute, at: Paths.join(outputPath, SiteMarker.fileName)) else { return nil }
        let parts = value.split(separator: " ").map(String.init)
        let field = { (index: Int) -> String? in parts.count > index && parts[index] != "-" ? parts[index] : nil }
        switch parts.count {
        case 2, 3: self.init(content: parts[0], inputs: parts[1], output: field(2))
        case 4, 5:
            guard let inputs = field(1) else { return nil }
            let pending = field(4).map { $0.split(separator: ",").map { $0 == "." ? "" : String($0) } } ?? []
            self.init(content: field(0), inputs: inputs, output: field(2), taken: field(3).flatMap { Int64($0) }, pending: pending)
        default: return nil
        }
    }

    func write(toMarkerIn outputPath: String) {
        let folders = pending.isEmpty ? "-" : pending.map { $0.isEmpty ? "." : $0 }.joined(separator: ",")
        let value = [content ?? "-", inputs, output ?? "-", taken.map(String.init) ?? "-", folders].joined(separator: " ")
        FileSystem.setExtendedAttribute(Self.attribute, to: value, at: Paths.join(outputPath, SiteMarker.fileName))
    }
}
