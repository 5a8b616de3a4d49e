/// `<Demo.B: 0x6000012c4000>`, `<UIWindowScene: 0x10270b110; scene = <FBSScene: …>>`: an
/// object's description, printed by `print(self)` or `print(scene)`; or a UUID an instance
/// prints (`className` is then `UUID`). Its address tells two
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
        // `9E0000CF-DFEB-… onAppear`: a SwiftUI view prints a UUID from its `@State` to tell
        // its instances apart (Esri's toolkit, 2026); it is the line's object then.
        guard let uuid = Self.uuid(in: text) else { return nil }
        className = "UUID"
        address = uuid
    }

    /// The line's first run of five groups of 8, 4, 4, 4 and 12 hexadecimal digits, as
    /// `UUID().uuidString` prints, wherever it stands (`[…]`, `id=…`).
    static func uuid(in text: String) -> String? {
        text.split { !$0.isHexDigit && $0 != "-" }.map(String.init).first { token in
            token.split(separator: "-", omittingEmptySubsequences: false).map(\.count) == [8, 4, 4, 4, 12]
        }
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
