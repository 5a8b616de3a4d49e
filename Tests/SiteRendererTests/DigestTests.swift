import Mustache
@testable import SiteRenderer
import Testing

/// A digest's value is part of every build's manifest, and tells an edit from none.
@Suite struct DigestTests {
    /// Values pinned, so that a change to how digests are computed is made on purpose
    /// (with `BuildFingerprint.formatVersion` raised), never by accident.
    @Test func valuesStayAsTheyWere() {
        var digest = Digest()
        digest.feed(0)
        digest.feed(-1)
        digest.feed(1 << 40)
        digest.feed("é → ü")
        digest.feed([UInt8]())
        #expect(digest.hex == "4621b69f6f77085657b21fdabc829c3f")
        #expect(Digest.of(["ab", "c"]) == "f687c9c48ca1eeb857b435ecd0536fec")
        #expect(Digest.of(["a", "bc"]) == "a09a249cac20726d8beff54513b5f4cb")
        #expect(Digest.of([]) == "cbf29ce4842223259e3779b97f4a7c15")
    }

    /// Every bit of the input counts, wherever it is: in a whole word, in the last few
    /// bytes, in the length.
    @Test func everyBitChangesTheDigest() {
        let text = Array("viewWillAppear(_:) then viewDidAppear(_:), 37 bytes".utf8)
        let original = digest(text)
        var seen: Set<String> = [original]
        for index in text.indices {
            for bit in 0..<8 {
                var flipped = text
                flipped[index] ^= UInt8(1 << bit)
                seen.insert(digest(flipped))
            }
        }
        #expect(seen.count == text.count * 8 + 1)
        #expect(digest(text + [0]) != original)
        #expect(digest(Array(text.dropLast())) != original)
        #expect(digest([]) != digest([0]))
    }

    private func digest(_ bytes: [UInt8]) -> String {
        var digest = Digest()
        digest.feed(bytes)
        return digest.hex
    }

    /// A dictionary digests the same whatever order it iterates in: the same pairs put in
    /// forwards, backwards, or after keys since removed (which reorders its buckets).
    @Test func dictionariesDigestAlikeWhateverTheirOrder() {
        let keys = (0..<300).map { "key-\($0)" }
        var forwards: [String: MustacheValue] = [:]
        for (index, key) in keys.enumerated() { forwards[key] = .int(index) }
        var backwards: [String: MustacheValue] = [:]
        for (index, key) in keys.enumerated().reversed() { backwards[key] = .int(index) }
        var churned: [String: MustacheValue] = [:]
        for index in 0..<2000 { churned["gone-\(index)"] = .null }
        for (index, key) in keys.enumerated().reversed() { churned[key] = .int(index) }
        for index in 0..<2000 { churned["gone-\(index)"] = nil }
        #expect(Array(forwards.keys) != Array(churned.keys), "the test needs two iteration orders")
        let digests = [forwards, backwards, churned].map { entries in
            var digest = Digest()
            digest.feed(.dictionary(entries))
            return digest.hex
        }
        #expect(Set(digests).count == 1)
    }

    /// Pairs are digested whole: values swapped between keys, a pair moved one dictionary
    /// down, or a key renamed each make another digest.
    @Test func dictionariesDigestTheirPairsNotJustTheirKeysAndValues() {
        func hex(_ value: MustacheValue) -> String {
            var digest = Digest()
            digest.feed(value)
            return digest.hex
        }
        let cases: [MustacheValue] = [
            .dictionary(["a": .int(1), "b": .int(2)]),
            .dictionary(["a": .int(2), "b": .int(1)]),
            .dictionary(["a": .int(1), "c": .dictionary(["b": .int(2)])]),
            .dictionary(["c": .dictionary(["a": .int(1), "b": .int(2)])]),
            .dictionary(["a": .int(1), "B": .int(2)]),
            .dictionary(["a": .int(1)]),
            .dictionary([:]),
            .array([.int(1), .int(2)]),
        ]
        #expect(Set(cases.map(hex)).count == cases.count)
    }

    /// A dictionary digests alike whatever order it was built in.
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
