/// A 128-bit fingerprint of bytes, for telling whether a build's inputs changed since the
/// last build. Not cryptographic: it guards against accidents (an edit, a new engine), not
/// against someone forging content, and it needs no library.
///
/// Two independent 64-bit lanes (a multiply-fold and a multiply-rotate mix) over the same
/// bytes, eight at a time; every value fed is length-prefixed, so `["ab", "c"]` and
/// `["a", "bc"]` differ.
public struct Digest: Sendable {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x9e37_79b9_7f4a_7c15

    public init() {}

    public mutating func feed(_ bytes: some Collection<UInt8>) {
        feedLength(bytes.count)
        feedRaw(bytes)
    }

    public mutating func feed(_ text: String) {
        var text = text
        text.withUTF8 { feed($0) }
    }

    public mutating func feed(_ number: Int) {
        feedLength(number)
    }

    /// The count's eight bytes as one word: a context's digest feeds one for every value
    /// and every string.
    private mutating func feedLength(_ count: Int) {
        mix(UInt64(bitPattern: Int64(count)))
    }

    /// One word into both lanes: a multiply and a fold or a rotation each, so that every
    /// bit of the word reaches every bit of the lanes within a few words.
    @inline(__always)
    private mutating func mix(_ word: UInt64) {
        first = (first ^ word) &* 0x0000_0100_0000_01b3
        first ^= first >> 29
        second = (second &+ word) &* 0xff51_afd7_ed55_8ccd
        second = (second << 29) | (second >> 35)
    }

    private mutating func feedRaw(_ bytes: some Collection<UInt8>) {
        // Arrays and strings hand over their storage: a generic walk through an iterator
        // costs more than the hashing (it was most of a no-change rebuild).
        if bytes.withContiguousStorageIfAvailable({ feedRaw(buffer: $0) }) != nil { return }
        Array(bytes).withUnsafeBufferPointer { feedRaw(buffer: $0) }
    }

    /// Eight bytes at a time (little-endian words, then the last few bytes as one more
    /// word): byte by byte, digesting the pages' contexts for the manifest was a twentieth
    /// of a whole build.
    private mutating func feedRaw(buffer bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        guard offset < bytes.count else { return }
        var tail: UInt64 = 0
        for (shift, byte) in bytes[offset...].enumerated() { tail |= UInt64(byte) << UInt64(8 * shift) }
        mix(tail)
    }

    /// The two lanes as they stand, for folding digests of parts into a whole.
    var lanes: (first: UInt64, second: UInt64) { (first, second) }

    /// 32 lowercase hex digits.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(32)
        for lane in [first, second] {
            for shift in stride(from: 60, through: 0, by: -4) { out.append(digits[Int((lane >> UInt64(shift)) & 0xf)]) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The fingerprint of a list of texts.
    public static func of(_ parts: [String]) -> String {
        var digest = Digest()
        for part in parts { digest.feed(part) }
        return digest.hex
    }
}
