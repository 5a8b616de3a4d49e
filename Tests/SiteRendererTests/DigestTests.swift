@testable import SiteRenderer
import Testing

/// A digest's value is part of every build's manifest: a change to how it is computed
/// must not change the value, or every incremental build after it renders everything.
@Suite struct DigestTests {
    /// Values the first implementation gave (counts fed through a byte buffer).
    @Test func valuesStayAsTheyWere() {
        var digest = Digest()
        digest.feed(0)
        digest.feed(-1)
        digest.feed(1 << 40)
        digest.feed("é → ü")
        digest.feed([UInt8]())
        #expect(digest.hex == "2bb5021ee8ec0c58df8de9fc7fea6dbf")
        #expect(Digest.of(["ab", "c"]) == "7e60470bf599cad672ce719336e2cb7a")
        #expect(Digest.of(["a", "bc"]) == "ba1e1f0e0704d8ea6bdcd67ea39b6fe9")
        #expect(Digest.of([]) == "cbf29ce4842223259e3779b97f4a7c15")
    }

    /// A dictionary digests in key order, whatever order it was built in.
    @Test func contextsDigestInKeyOrder() {
        var first = Digest()
        first.feed(.dictionary(["b": .int(1), "a": .array([.string("x"), .html("<p>")]), "é": .null]))
        var second = Digest()
        second.feed(.dictionary(["é": .null, "a": .array([.string("x"), .html("<p>")]), "b": .int(1)]))
        var other = Digest()
        other.feed(.dictionary(["é": .null, "a": .array([.html("x"), .html("<p>")]), "b": .int(1)]))
        #expect(first.hex == second.hex)
        #expect(first.hex != other.hex)
    }
}
