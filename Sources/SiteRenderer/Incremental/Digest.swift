/// A 128-bit fingerprint of bytes, for telling whether a build's inputs changed since the
/// last build. Not cryptographic: it guards against accidents (an edit, a new engine), not
/// against someone forging content, and it needs no library.
///
/// Two independent 64-bit lanes (FNV-1a and a multiply-rotate mix) over the same bytes;
/// every value fed is length-prefixed, so `["ab", "c"]` and `["a", "bc"]` differ.
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

    /// The count's eight bytes, least significant first, mixed in without a buffer: a
    /// context's digest feeds one for every value and every string.
    private mutating func feedLength(_ count: Int) {
        var word = UInt64(bitPattern: Int64(count))
        var a = first
        var b = second
        for _ in 0..<8 {
            let byte = word & 0xff
            a = (a ^ byte) &* 0x0000_0100_0000_01b3
            b = ((b ^ byte) &* 0xff51_afd7_ed55_8ccd)
            b = (b << 29) | (b >> 35)
            word >>= 8
        }
        first = a
        second = b
    }

    private mutating func feedRaw(_ bytes: some Collection<UInt8>) {
        // Arrays and strings hand over their storage: a generic walk through an iterator
        // costs more than the hashing (it was most of a no-change rebuild).
        if bytes.withContiguousStorageIfAvailable({ feedRaw(buffer: $0) }) != nil { return }
        Array(bytes).withUnsafeBufferPointer { feedRaw(buffer: $0) }
    }

    private mutating func feedRaw(buffer bytes: UnsafeBufferPointer<UInt8>) {
        var a = first
        var b = second
        for byte in bytes {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            b = ((b ^ UInt64(byte)) &* 0xff51_afd7_ed55_8ccd)
            b = (b << 29) | (b >> 35)
        }
        first = a
        second = b
    }

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
