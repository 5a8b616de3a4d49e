internal import Diagnostics
internal import YAMLSupport

/// Refuses characters that cannot reach a page or a diagram, at `check` time.
///
/// A YAML escape (`"a\0b"`) can put any character into a string. NUL cuts a DOT string
/// short inside Graphviz (a parse error with no location, at render time), and the other
/// control characters and the noncharacters are not allowed in HTML or in XML (the SVG).
/// So every scalar of every file, keys included, is checked once after parsing.
enum ScalarCharacters {
    static func check(_ node: YAMLNode, in path: String, _ diagnostics: inout DiagnosticBag) {
        switch node.kind {
        case .scalar(let scalar):
            guard let bad = scalar.value.unicodeScalars.first(where: isRefused) else { return }
            diagnostics.error(
                "lifeline.content.control-character", at: SourceLocation(file: path, line: node.mark.line, column: node.mark.column),
                "this text holds \(name(of: bad)), which cannot appear in a page or a diagram",
                hint: "remove the character (or the escape that writes it)")
        case .sequence(let elements):
            for element in elements { check(element, in: path, &diagnostics) }
        case .mapping(let pairs):
            for pair in pairs {
                check(pair.key, in: path, &diagnostics)
                check(pair.value, in: path, &diagnostics)
            }
        }
    }

    /// C0 controls other than tab, line feed and carriage return; DEL; C1 controls; and the
    /// Unicode noncharacters (U+FDD0…U+FDEF and every U+xFFFE, U+xFFFF).
    static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x09, 0x0A, 0x0D: return false
        case 0x00...0x1F, 0x7F...0x9F, 0xFDD0...0xFDEF: return true
        default: return value & 0xFFFE == 0xFFFE
        }
    }

    /// `U+0000 (NUL)`.
    static func name(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return scalar.value == 0 ? "\(code) (NUL)" : code
    }
}
