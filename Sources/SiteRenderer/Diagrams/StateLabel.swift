internal import Foundation

/// Whether an author's label for a state says no more than the state's id
/// (`Not loaded` for `not-loaded`), so the diagram shows the id alone.
///
/// Asked for every state of every diagram a build draws; ASCII text, all the ids and
/// nearly every label, is compared byte by byte instead of through Foundation.
enum StateLabel {
    static func spellsID(_ authored: String, _ id: String) -> Bool {
        let label = authored.utf8
        let name = id.utf8
        guard label.allSatisfy({ $0 < 0x80 }), name.allSatisfy({ $0 < 0x80 }) else {
            return authored.lowercased().replacingOccurrences(of: " ", with: "-") == id.lowercased()
        }
        return label.count == name.count
            && zip(label, name).allSatisfy { labelByte, nameByte in
                lowercased(labelByte == UInt8(ascii: " ") ? UInt8(ascii: "-") : labelByte) == lowercased(nameByte)
            }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
