/// Lines the system printed into the app's console, not the app: a debugger's backtrace, a
/// printed call stack, and the warnings UIKit and SwiftUI print about what the app did.
/// They name lifecycle methods, but none is a call the app printed: a frame is a caller of
/// the call that is running (`frame #9: … -[UIInputWindowController
/// willRotateToInterfaceOrientation:duration:]`), and a warning (`Calling
/// -viewWillDisappear: directly on a view controller is not supported`) comes before or
/// after the call it is about, whose own print, if the app has one, is a line of its own.
enum SystemLines {
    static func isSystemLine(_ line: Substring) -> Bool {
        let text = line.drop { $0.isWhitespace }
        return text.hasPrefix("(lldb)") || isDebuggerFrame(text) || isCallStackFrame(text)
            || warnings.contains(where: text.contains)
    }
}

private extension SystemLines {
    /// UIKit's `UIViewControllerAlertForAppearanceCallbackMisuse`, its refusals of a
    /// presentation or a dismissal (`Attempt to present <B: 0x…> on <A: 0x…> while a
    /// presentation is in progress!`, openradar 17762871, 2014), its unbalanced appearance
    /// transitions, and SwiftUI's warning about an `onChange(of:)` whose action changes its
    /// own value.
    ///
    /// UIKit's faults and warnings under its own categories name calls too (`[Assert]
    /// Attempted to call -cellForRowAtIndexPath: on the table view while it was in the process
    /// of updating its visible cells`, `[TableView] Warning once only: …`, `Can't end
    /// BackgroundTask: …`): read as the app's, the first stood in for a call the app had not
    /// printed (a trial of logging frameworks' output, 2026-12-07).
    static let warnings = [
        "directly on a view controller is not supported", "action tried to update multiple times per frame", "Attempt to present <",
        "Attempt to dismiss from view controller <", "Unbalanced calls to begin/end appearance transitions for <", "[Assert] ",
        "Warning once only: ", "Can't end BackgroundTask: ",
    ]

    /// `* thread #1: tid = 0xba054, …`, `frame #4: 0x… -[UIInputWindowController …]` (LLDB),
    /// `#0  0x0001 in -[B viewDidLoad]` (GDB, which prints `in` after the address; an app's
    /// `#1 0x6000… B viewDidLoad` is not a frame), and GDB's frame at the start of a source
    /// line, which has no address but its arguments and place: `#0  -[B viewDidLoad]
    /// (self=0x6a2e840, _cmd=0x2a9e) at B.m:25`.
    static func isDebuggerFrame(_ text: Substring) -> Bool {
        var rest = text
        if rest.first == "*" { rest = rest.dropFirst().drop { $0.isWhitespace } }
        for keyword in ["thread #", "frame #"] where rest.hasPrefix(keyword) {
            return rest.dropFirst(keyword.count).first?.isNumber == true
        }
        guard rest.first == "#", rest.dropFirst().first?.isNumber == true else { return false }
        let address = rest.dropFirst().drop(while: \.isNumber).drop { $0.isWhitespace }
        guard address.hasPrefix("0x") else { return endsWithSourcePlace(address) }
        return address.drop { !$0.isWhitespace }.hasPrefix(" in ")
    }

    /// `(self=0x6a2e840, _cmd=0x2a9e) at B.m:25` ending a GDB frame: the arguments with
    /// the receiver's among them, then a file and a line number. An app's numbered line with
    /// its place prints no receiver there (`#3 B viewDidLoad() at B.swift:25`,
    /// `#2 B.viewWillAppear(animated=true) at B.swift:30`).
    static func endsWithSourcePlace(_ frame: Substring) -> Bool {
        guard let at = frame.ranges(of: ") at ").last, let open = frame[..<at.lowerBound].lastIndex(of: "("),
            ["(self=", " self=", "this="].contains(where: frame[open..<at.lowerBound].contains)
        else { return false }
        var place = frame[at.upperBound...]
        while place.last?.isWhitespace == true { place = place.dropLast() }
        guard let colon = place.lastIndex(of: ":"), !place[..<colon].contains(" ") else { return false }
        let line = place[place.index(after: colon)...]
        return place[..<colon].contains(".") && !line.isEmpty && line.allSatisfy(\.isNumber)
    }

    /// A frame of `Thread.callStackSymbols` (printed one a line, as an array on one line, or
    /// through `dump`), of a crash report or of a backtrace logger: an address of at least
    /// eight hex digits, the symbol, and its offset (`3   UIKitCore   0x000000018c0e5c30
    /// -[UIViewController _setViewAppearState:…] + 1000`), or atos' `(in UIKitCore)` after it.
    /// An app's own line that prints an address (`1 B 0x00006000012c4000 viewDidLoad()`,
    /// `viewWillAppear 0x7fd3a1c0a000 + 1`) has no symbol with an offset.
    static func isCallStackFrame(_ text: Substring) -> Bool {
        var rest = text
        while let prefix = rest.firstRange(of: "0x") {
            let digits = rest[prefix.upperBound...].prefix(while: \.isHexDigit)
            let symbol = rest[digits.endIndex...].drop { $0.isWhitespace }
            // An address of its own, not a value the app prints (`view=0x7fd3…`).
            let standsAlone = prefix.lowerBound == text.startIndex || text[text.index(before: prefix.lowerBound)].isWhitespace
            if standsAlone, digits.count >= 8, rest[digits.endIndex...].first?.isWhitespace == true, !symbol.isEmpty, symbol.first != "+",
                endsWithOffset(symbol) || symbol.contains(" (in ")
            {
                return true
            }
            rest = rest[prefix.upperBound...]
        }
        return false
    }

    /// ` + 1000` after the symbol, at the end of the frame (before a quote, comma or bracket
    /// when the frames are printed as an array).
    static func endsWithOffset(_ text: Substring) -> Bool {
        var rest = text
        while let plus = rest.firstRange(of: " + ") {
            let offset = rest[plus.upperBound...].prefix(while: \.isNumber)
            let after = rest[offset.endIndex...]
            if !offset.isEmpty, after.first.map({ $0.isWhitespace || "\",])".contains($0) }) ?? true { return true }
            rest = rest[plus.upperBound...]
        }
        return false
    }
}
