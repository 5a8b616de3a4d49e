/// `<Demo.B: 0x6000012c4000>`, `<UIWindowScene: 0x10270b110; scene = <FBSScene: …>>`: an
/// object's description, printed by `print(self)` or `print(scene)`. Its address tells two
/// objects of one class apart where the words of the line cannot: a log of a fast swipe kill
/// (Apple forum, mmatiush, about 2023) prints a second `UIWindowScene` entering the
/// foreground after the first disconnects, and both are read as the one scene.
public struct PrintedDescription: Sendable, Hashable {
    /// As printed, without its module: `B`, `UIWindowScene`.
    public var className: String
    public var address: String

    /// The line's first description: the object's own comes before those nested in it.
    public init?(firstIn text: String) {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            let afterName = rest[name.endIndex...]
            guard let className = name.split(separator: ".").last, afterName.hasPrefix(": 0x") else { continue }
            let digits = afterName.dropFirst(4).prefix(while: \.isHexDigit)
            guard digits.count >= 4 else { continue }
            self.className = String(className)
            self.address = "0x" + digits
            return
        }
        return nil
    }
}

/// A line whose call is read as an object's though its description names another object of
/// that class than an earlier line of the same receiver did.
public struct AnotherObject: Sendable, Hashable {
    public var receiver: String
    public var line: Int
    public var printed: PrintedDescription
    public var earlierLine: Int
    public var earlier: PrintedDescription
}

extension LogComparison {
    /// The divergent line, when it prints another object of its receiver's class than the
    /// receiver's earlier lines: the divergence may be of two objects read as one. Asked of
    /// a divergence only, since an object made anew (a scene after a relaunch) is one of the
    /// scenario all the same when the orders agree.
    public var anotherObjectAtDivergence: AnotherObject? {
        guard let logged = divergence?.logged, let printed = PrintedDescription(firstIn: logged.text) else { return nil }
        for call in log.calls where call.line < logged.line && call.receiver == logged.receiver {
            guard let earlier = PrintedDescription(firstIn: call.text), earlier.className == printed.className,
                earlier.address != printed.address
            else { continue }
            return AnotherObject(receiver: logged.receiver, line: logged.line, printed: printed, earlierLine: call.line, earlier: earlier)
        }
        return nil
    }
}
