internal import Foundation

/// The text of a log file as its author saved it. Xcode's console copies as UTF-8, but a
/// log saved from a Windows editor or Console.app may be UTF-16, and one with a byte-order
/// mark would hide the header's opening `---` behind it.
enum LogText {
    static func decoded(_ data: Data) -> String {
        let bytes = [UInt8](data.prefix(3))
        if bytes.starts(with: [0xFF, 0xFE]), let text = String(data: data.dropFirst(2), encoding: .utf16LittleEndian) { return text }
        if bytes.starts(with: [0xFE, 0xFF]), let text = String(data: data.dropFirst(2), encoding: .utf16BigEndian) { return text }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(decoding: data.dropFirst(3), as: UTF8.self) }
        return String(decoding: data, as: UTF8.self)
    }
}
