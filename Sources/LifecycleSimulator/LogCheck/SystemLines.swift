/// Lines the system printed into the app's console, not the app: a debugger's backtrace, a
/// printed call stack, and UIKit's warning that the app called an appearance method itself.
/// They name lifecycle methods, but none is a call the app printed: a frame is a caller of
/// the call that is running (`frame #9: … UIKit`-[UIInputWindowController
/// willRotateToInterfaceOrientation:duration:]`), and the warning (`Calling
/// -viewWillDisappear: directly on a view controller is not supported`) comes before the
/// call it is about, whose own print, if the app has one, is a line of its own.
enum SystemLines {
    static func isSystemLine(_ line: Substring) -> Bool {
        let text = line.drop { $0.isWhitespace }
        return text.hasPrefix("(lldb)") || isDebuggerFrame(text) || isCallStackFrame(text)
            || text.contains("directly on a view controller is not supported")
    }
}

private extension SystemLines {
    /// `* thread #1: tid = 0xba054, …`, `frame #4: 0x… UIKit`…` (LLDB), `#0  0x0001 in -[B
    /// viewDidLoad]` (GDB).
    static func isDebuggerFrame(_ text: Substring) -> Bool {
        var rest = text
        if rest.first == "*" { rest = rest.dropFirst().drop { $0.isWhitespace } }
        for keyword in ["thread #", "frame #"] where rest.hasPrefix(keyword) {
            return rest.dropFirst(keyword.count).first?.isNumber == true
        }
        guard rest.first == "#" else { return false }
        let afterNumber = rest.dropFirst().drop(while: \.isNumber)
        return afterNumber.count < rest.count - 1 && afterNumber.first?.isWhitespace == true
            && afterNumber.drop { $0.isWhitespace }.hasPrefix("0x")
    }

    /// `3   UIKitCore   0x000000018c0e5c30 -[UIViewController _setViewAppearState:…] + 1000`:
    /// a frame of `Thread.callStackSymbols` or of a crash report (number, image, address).
    static func isCallStackFrame(_ text: Substring) -> Bool {
        let fields = text.split(whereSeparator: \.isWhitespace).prefix(3)
        guard fields.count == 3, fields[0].allSatisfy(\.isNumber) else { return false }
        let address = fields[2]
        return address.hasPrefix("0x") && address.count > 2 && address.dropFirst(2).allSatisfy(\.isHexDigit)
    }
}
