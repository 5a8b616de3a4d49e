import Foundation
import Mustache

/// The official Mustache spec fixtures, vendored in `Tests/MustacheTests/Spec` with their
/// licence (github.com/mustache/spec, MIT).
///
/// They are located from this file's path rather than the working directory, because
/// `swift test` may run from anywhere; a missing directory is an error, never an empty (and
/// passing) suite.
enum SpecSuite {
    /// File name → number of cases it holds. Listing them pins down what "the whole spec"
    /// means: a new fixture file (say, lambdas) or a truncated one fails the count test
    /// until someone decides how to handle it.
    static let expectedCaseCounts: [String: Int] = [
        "comments.json": 12,
        "delimiters.json": 14,
        "interpolation.json": 42,
        "inverted.json": 22,
        "partials.json": 12,
        "sections.json": 34,
        "~dynamic-names.json": 21,
        "~inheritance.json": 27,
    ]

    static var directory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Support
            .deletingLastPathComponent()  // MustacheTests
            .appendingPathComponent("Spec", isDirectory: true)
    }

    /// Every case of every `.json` file, in file order.
    static func allCases() throws -> [SpecCase] {
        try fileNames().flatMap { try cases(inFile: $0) }
    }

    static func fileNames() throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw SpecSuiteError("Mustache spec fixtures not found at \(directory.path); expected Tests/MustacheTests/Spec in the package")
        }
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }
            .sorted()
    }

    static func cases(inFile fileName: String) throws -> [SpecCase] {
        let data = try Data(contentsOf: directory.appendingPathComponent(fileName))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let tests = root["tests"] as? [[String: Any]]
        else {
            throw SpecSuiteError("\(fileName) has no 'tests' array")
        }
        return try tests.map { try SpecCase(file: fileName, json: $0) }
    }
}

struct SpecSuiteError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
