import Foundation
import Testing

/// Receivers printed by a name no convention reads (`VC1`, `Home`), or by several words
/// (`First VC`): the hint names the `--map` to write, and `--map` takes a class of several
/// words, matched as that phrase on the line.
@Suite struct ShortReceiverTests {
    static let log = """
        VC2 viewDidLoad
        VC1 viewWillDisappear
        VC2 viewWillAppear
        VC1 viewDidDisappear
        VC2 viewDidAppear
        """

    /// Before, each line said that no receiver is named and asked for one on the line.
    @Test func aNameBeforeEveryCallIsHintedAsAClassToMap() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.log)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(
            console.outLines.contains(
                "  not read: line 2 \"VC1 viewWillDisappear\": VC1 is no object of push; map it with --map NAME=VC1, or remove the line"),
            "\(console.stdout)")
        #expect(
            console.outLines.last
                == "hint: lines naming VC2, VC1 were not read, as no object of the scenario has that name; "
                + "if one is an object, map it with --map NAME=VC2")
        let (mapped, output) = try TraceCheckFixtures.check("push", log: Self.log, "--map", "A=VC1,B=VC2")
        #expect(mapped == .success, "\(output.stdout)")
    }

    /// remkoh.dev prints `vc1 – viewDidLoad`: a lowercase name with a number is a class to
    /// map too (the trace-check trial, 2026-12-06); before, the hint asked for a `--call`.
    @Test func aLowercaseNameWithANumberIsHintedAsAClassToMap() throws {
        let log = "vc2 – viewDidLoad\nvc1 – viewWillDisappear\nvc2 – viewWillAppear"
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(console.outLines.last?.hasSuffix("map it with --map NAME=vc2") == true, "\(console.stdout)")
    }

    /// code-squad/swift-photoframe (2021) prints `1st viewDidLoad()`: an ordinal, which the
    /// tokenizer drops as a number, is a name to map too (dev round 12, 2026-12-06). Before,
    /// the hint asked for a `--call` that cannot tell the two controllers apart.
    @Test func anOrdinalBeforeEveryCallIsHintedAsAClassToMap() throws {
        let log = "2nd viewDidLoad()\n1st viewWillDisappear()\n2nd viewWillAppear()"
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(
            console.outLines.last
                == "hint: lines naming 2nd, 1st were not read, as no object of the scenario has that name; "
                + "if one is an object, map it with --map NAME=2nd")
        let (mapped, output) = try TraceCheckFixtures.check("push", log: log, "--map", "A=1st,B=2nd")
        #expect(mapped == .success, "\(output.stdout)")
    }

    /// A class whose name starts with an ordinal, printed with a possessive
    /// (`1stViewController's viewDidLoad`, the sixth trial, 2026-12-06): the hint maps the
    /// class without the `'s`. Before, it asked for a `--call` that cannot tell the two apart.
    @Test(arguments: ["'s", "’s", ":"])
    func aClassStartingWithAnOrdinalIsHintedAsAClassToMap(after: String) throws {
        let log = ["2ndViewController", "1stViewController", "2ndViewController"]
            .enumerated().map { "\($1)\(after) \(["viewDidLoad", "viewWillDisappear", "viewWillAppear"][$0])" }.joined(separator: "\n")
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(console.outLines.last?.hasSuffix("map it with --map NAME=2ndViewController") == true, "\(console.stdout)")
        let (mapped, output) = try TraceCheckFixtures.check("push", log: log, "--map", "A=1stViewController,B=2ndViewController")
        #expect(mapped == .success, "\(output.stdout)")
    }

    /// Esri's toolkit (2026) prints each view's `@State` UUID before its calls: a UUID, which
    /// the tokenizer cuts into pieces, is a name to map too (dev round 13). Before, the hint
    /// asked for a `--call` that merges the two views into one, even with one UUID mapped.
    /// Pageboy#233 (2019) prints it after the call; others in brackets or after a label.
    @Test(arguments: ["UUID viewDidLoad", "viewDidLoad UUID", "[UUID] viewDidLoad", "id=UUID: viewDidLoad"])
    func aUUIDOnEveryCallLineIsHintedAsAnIdentifierToMap(shape: String) throws {
        let first = "9E0000CF-DFEB-4A1B-95B6-ECD000D91FEC"
        let second = "1863F5F3-EB52-4CD6-8FB3-57051C030A5A"
        let line = { (uuid: String, call: String) in
            shape.replacingOccurrences(of: "UUID", with: uuid).replacingOccurrences(of: "viewDidLoad", with: call)
        }
        let log = [line(second, "viewDidLoad"), line(first, "viewWillDisappear"), line(second, "viewWillAppear")].joined(separator: "\n")
        let (status, console) = try TraceCheckFixtures.check("push", log: log, "--map", "A=\(first)")
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(
            console.outLines.contains(
                "  not read: line 1 \"\(line(second, "viewDidLoad"))\": \(second) is no object of push; map it with --map NAME=\(second), "
                    + "or remove the line"),
            "\(console.stdout)")
        let (mapped, output) = try TraceCheckFixtures.check("push", log: log, "--map", "A=\(first),B=\(second)")
        #expect(mapped == .success, "\(output.stdout)")
        let (swapped, swappedOutput) = try TraceCheckFixtures.check("push", log: log, "--map", "B=\(first),A=\(second)")
        #expect(swapped == .failure, "\(swappedOutput.stdout)")
    }

    /// A logger's session UUID on every line names no object: the names before the calls do
    /// (review 11).
    @Test func aSessionUUIDGivesWayToTheNamesBeforeTheCalls() throws {
        let log =
            "[session 9E0000CF-DFEB-4A1B-95B6-ECD000D91FEC] VC2 viewDidLoad\n[session 9E0000CF-DFEB-4A1B-95B6-ECD000D91FEC] VC1 viewWillDisappear"
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(console.outLines.last?.hasSuffix("if one is an object, map it with --map NAME=VC2") == true, "\(console.stdout)")
    }

    /// Prose before the call is no name to map; nor is a word at another place on each line.
    @Test(arguments: ["calling viewDidLoad\ncalling viewWillAppear", "Home viewDidLoad\nnow Detail viewWillAppear"])
    func otherWordsBeforeTheCallAreNoHint(log: String) throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .inconclusive, "\(console.stdout)")
        // Of A and B, only B loads in push: the hint names it alone.
        let hint =
            "no receiver is named, and of the objects that could receive viewDidLoad only B does in push; if every such line is its, "
            + "say so with --call 'viewDidLoad=B.viewDidLoad()'"
        #expect(console.outLines.contains { $0.hasSuffix(hint) }, "\(console.stdout)")
    }

    static let twoWords = "Second VC viewDidLoad\nFirst VC viewWillDisappear\nSecond VC viewWillAppear"

    /// Before, `--map "A=First VC"` was never matched, and the lines said VC is no object.
    @Test func aClassOfSeveralWordsIsMatchedAsThatPhrase() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.twoWords, "--map", "A=First VC,B=Second VC")
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 3, calls: 3, scenario: "push"))
        let (swapped, output) = try TraceCheckFixtures.check("push", log: Self.twoWords, "--map", "B=First VC,A=Second VC")
        #expect(swapped == .failure, "\(output.stdout)")
    }

    static let numbered = "tab 2 viewDidLoad\ntab 1 viewWillDisappear\ntab 2 viewWillAppear"

    /// A name whose second word is a number (`tab 1`, as demo apps print their tabs): before,
    /// the number was dropped with the line's other numbers, and no line was read.
    @Test func aClassEndingInANumberIsMatchedAsThatPhrase() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.numbered, "--map", "A=tab 1,B=tab 2")
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 3, calls: 3, scenario: "push"))
        let (swapped, output) = try TraceCheckFixtures.check("push", log: Self.numbered, "--map", "B=tab 1,A=tab 2")
        #expect(swapped == .failure, "\(output.stdout)")
    }

    /// `VC 2: viewDidLoad`: the colon after the number is punctuation, as after a word;
    /// `VC 2:viewDidLoad`: the number ends at the colon glued to the method.
    @Test(arguments: [": ", ". ", ":"])
    func aNumberFollowedByPunctuationStillNamesTheClass(_ mark: String) throws {
        let log = Self.numbered.replacingOccurrences(of: " view", with: "\(mark)view")
        let (status, console) = try TraceCheckFixtures.check("push", log: log, "--map", "A=tab 1,B=tab 2")
        #expect(status == .success, "\(console.stdout)")
    }

    /// A class that is a number alone is read where the log prints it as a word (`2
    /// viewDidLoad`), not in a listing's numbering (`2. …`, `Step 2: …`), which names no object.
    @Test(arguments: ["2. viewWillAppear", "Step 2: viewWillAppear"])
    func aListingsNumberIsNoDigitClass(_ line: String) throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: line, "--map", "B=2")
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(!console.stdout.contains("1 call on objects"), "\(console.stdout)")
    }

    /// `Error:viewWillAppear failed` is a message with its level, not a class glued to a
    /// call: no hint to map `Error`.
    @Test(arguments: ["Error:viewWillAppear failed", "DEBUG: viewWillAppear"])
    func aLogLevelIsNoClassToMap(_ line: String) throws {
        let (_, console) = try TraceCheckFixtures.check("push", log: line + "\nB viewDidLoad")
        #expect(!console.stdout.contains("--map NAME="), "\(console.stdout)")
    }

    /// `Tab 1 onAppear`: the number after the name tells the objects of one class apart, so
    /// the hint names the phrase, quoted; before, it said `--map NAME=Tab`, which sends every
    /// tab's lines to one object.
    @Test func aNameWithANumberIsHintedAsThatPhrase() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: "Tab 1 viewDidLoad\nTab 0 viewWillDisappear\nTab 1 viewWillAppear")
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(
            console.outLines.contains(
                "  not read: line 1 \"Tab 1 viewDidLoad\": Tab 1 is no object of push; map it with --map \"NAME=Tab 1\", or remove the line"),
            "\(console.stdout)")
        let (mapped, output) = try TraceCheckFixtures.check(
            "push", log: "Tab 1 viewDidLoad\nTab 0 viewWillDisappear\nTab 1 viewWillAppear", "--map", "A=Tab 0,B=Tab 1")
        #expect(mapped == .success, "\(output.stdout)")
    }
}
