internal import FileAccess
internal import SiteRenderer

/// What this machine recorded about the site in the output when it built it, beside the
/// marker (an extended attribute) rather than in it: which executable built it, the
/// content's stamps, and the output's. The marker's bytes are the same wherever the site
/// is built, so a committed site stays clean; these fields hold inode numbers, times and
/// the executable's identity, which mean something only here. Where the file system keeps
/// no extended attributes, or the attribute does not verify, a rebuild trusts nothing it
/// did not read: it hashes the content and renders every page.
struct RecordedStamps: Equatable {
    static let attribute = "user.lifeline.build"
    /// The first field, so that a record of another shape (an older lifeline's) is refused.
    static let version = "v5"

    /// ``BuildFingerprint/engine``: pages are reused, and a site taken as up to date, only
    /// by the executable that wrote them.
    var engine: String
    /// The content's stamps, its folder's identity included (``BuildFingerprint/stamps``);
    /// nil when a content file was too recent to be judged by its stamp.
    var content: String?
    /// The marker's `inputs` the content stamps stand for; nil when the build gave
    /// diagnostics (a rebuild must then run to give them again).
    var inputs: String?
    /// The output's stamps, every folder and file of it (``OutputStamps``), recorded when
    /// a listing found exactly the marker's files; nil when they could not be.
    var output: String?
    /// Seconds since 1970 when the build took the content's stamps. A clock now earlier
    /// than this has gone back, and no stamp is trusted (a file written after a step back
    /// could carry the times of one written before).
    var taken: Int64

    /// The record on the marker in `outputPath`, if any, when it is whole and the clock has
    /// not gone back since it was taken.
    init?(markerIn outputPath: String, now: Int64 = FileStamp.now) {
        guard let value = FileSystem.extendedAttribute(Self.attribute, at: Paths.join(outputPath, SiteMarker.fileName)) else { return nil }
        self.init(parsing: value)
        guard taken <= now else { return nil }
    }

    init(engine: String, content: String?, inputs: String?, output: String?, taken: Int64) {
        self.engine = engine
        self.content = content
        self.inputs = inputs
        self.output = output
        self.taken = taken
    }

    /// Six fields and a checksum of them; anything else is no record.
    init?(parsing value: String) {
        let parts = value.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 7, parts[0] == Self.version, Digest.of(Array(parts.prefix(6))) == parts[6], let taken = Int64(parts[5])
        else { return nil }
        func field(_ index: Int) -> String? { parts[index] == "-" ? nil : parts[index] }
        self.init(engine: parts[1], content: field(2), inputs: field(3), output: field(4), taken: taken)
    }

    var text: String {
        let parts = [Self.version, engine, content ?? "-", inputs ?? "-", output ?? "-", String(taken)]
        return (parts + [Digest.of(parts)]).joined(separator: " ")
    }

    func write(toMarkerIn outputPath: String) {
        FileSystem.setExtendedAttribute(Self.attribute, to: text, at: Paths.join(outputPath, SiteMarker.fileName))
    }
}
