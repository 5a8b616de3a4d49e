import Foundation
import LifecycleSimulator
import Testing

/// `log show --style json`: each entry is an object over many lines, its message on one,
/// the category naming the class on another, and its `formatString` repeating a message
/// without arguments. Before, the message was "not read" (no receiver), the format string
/// read it a second time, and every other field was reported as prose.
@Suite struct UnifiedLogJSONTests {
    /// A push as os.Logger prints it with one category per class, in `log show`'s layout.
    static let push: [(category: String, message: String)] = [
        ("BViewController", "viewDidLoad"), ("AViewController", "viewWillDisappear"), ("BViewController", "viewWillAppear"),
        ("AViewController", "viewDidDisappear"), ("BViewController", "viewDidAppear"),
    ]
    static let map = ["--map", "A=AViewController,B=BViewController"]

    static func entries(_ messages: [(category: String, message: String)]) -> String {
        let objects = messages.enumerated().map { index, entry in
            """
              "traceID" : \(4_056_211_898_908_676 + index),
              "eventMessage" : "\(entry.message)",
              "eventType" : "logEvent",
              "source" : null,
              "formatString" : "\(entry.message)",
              "activityIdentifier" : 0,
              "subsystem" : "com.example.Demo",
              "category" : "\(entry.category)",
              "threadID" : 914637,
              "backtrace" : {
                "frames" : [
                  {
                    "imageOffset" : 21540,
                    "imageUUID" : "080CCAD9-1651-3258-B38F-027B76E7DCFE"
                  }
                ]
              },
              "processImagePath" : "\\/private\\/var\\/containers\\/Bundle\\/Application\\/Demo.app\\/Demo",
              "timestamp" : "2026-12-07 10:11:12.\(100_000 + index)+0100",
              "messageType" : "Default",
              "processID" : 63209
            """
        }
        return """
            Filtering the log data using "subsystem == \\"com.example.Demo\\""
            Skipping info and debug messages, pass --info and/or --debug to include.
            [{
            \(objects.joined(separator: "\n},{\n"))
            }]
            """
    }

    @Test func anEntryIsReadByItsMessageAndItsClassCategoryOnce() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.entries(Self.push), Self.map)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.first?.hasPrefix("read 113 lines: 5 calls on objects of push, 108 lines ignored") == true, "\(console.stdout)")
        #expect(
            console.outLines.contains {
                $0.hasPrefix("  another field of a log show entry (its message is read on its own line): lines 1, 2, 3, 4, 6,")
            })
        #expect(!console.stdout.contains("not read"))
    }

    @Test func anEntryInTheWrongPlaceDiverges() throws {
        var moved = Self.push
        moved.swapAt(1, 2)
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.entries(moved), Self.map)
        #expect(status == .failure, "\(console.stdout)")
        // The line of the entry's message, as the file numbers it, shown as it was read.
        #expect(console.outLines.contains("divergence at log line 27 of the simulated order of push:"), "\(console.stdout)")
        #expect(console.outLines.contains("  27 | BViewController viewWillAppear"))
    }

    /// A category in lower case is no class: the message names its receiver itself, escaped
    /// as JSON escapes it.
    @Test func aMessageNamingItsReceiverIsReadUnescaped() throws {
        let messages = [
            ("lifecycle", "B \\/ viewDidLoad"), ("lifecycle", "A viewWillDisappear(_:) \\\"animated\\\""),
            ("lifecycle", "B viewWillAppear"), ("lifecycle", "A viewDidDisappear"), ("lifecycle", "B viewDidAppear \\u2705"),
        ]
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.entries(messages), [])
        #expect(status == .success, "\(console.stdout)")
        #expect(console.stdout.contains("5 calls on objects of push"), "\(console.stdout)")
    }

    /// A log that only opens with a bracket is read line by line.
    @Test func otherLogsAreNotFolded() {
        let parser = ConsoleLogParser(objects: ["B": .viewController])
        let bracketed = parser.parse("[\nB viewDidLoad\nB viewWillAppear\n]")
        #expect(bracketed.calls.map(\.notation) == ["B.viewDidLoad()", "B.viewWillAppear(_:)"])
        let oneLine = parser.parse(#"{"eventMessage" : "B viewDidLoad", "category" : "lifecycle"}"#)
        #expect(oneLine.calls.map(\.notation) == ["B.viewDidLoad()"])
        #expect(!bracketed.ignored.contains { $0.reason == .logEntryField })
    }

    /// A field nested in an entry (a backtrace's symbol, a source file) is no message, even
    /// when it spells a call.
    @Test func nestedFieldsAreNoMessages() {
        let parser = ConsoleLogParser(objects: ["B": .viewController], classNames: ["BViewController": ["B"]])
        let log = """
            [{
              "eventMessage" : "viewDidLoad",
              "category" : "BViewController",
              "source" : {
                "symbol" : "$s4Demo15BViewControllerC14viewWillAppearyySbF",
                "eventMessage" : "viewWillAppear",
                "file" : "BViewController.swift"
              }
            },{
              "category" : "BViewController",
              "formatString" : "viewDidAppear"
            }]
            """
        let parsed = parser.parse(log)
        #expect(parsed.calls.map(\.notation) == ["B.viewDidLoad()"])
        #expect(parsed.calls.map(\.line) == [2])
        #expect(parsed.ignored.count == 11 && parsed.ignored.allSatisfy { $0.reason == .logEntryField })
    }
}
