public import LifecycleModel

/// A log line (or listing item) that was not read as a call, and why. The parser never
/// fails on a line: logs are full of prose, separators and methods nobody modelled, so it
/// skips them and the command reports every one, grouped by reason.
///
/// Some reasons are harmless (a blank line, a separator); others mean the line looks like
/// a lifecycle call that could not be read (`isUnread`), and then the check cannot claim
/// the log agrees: what the line says is unknown.
public struct IgnoredLine: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case blank
        /// A field of an entry of `log show --style json` other than its message, which is
        /// read on its own line with the category that names its class (`UnifiedLogJSON`).
        case logEntryField
        /// A line the author commented out or wrote as a note (`# setup`, `// B viewDidLoad`):
        /// not part of what the app printed, even when it names a call.
        case comment
        /// A line the system printed, not the app (`SystemLines`): a backtrace's or a call
        /// stack's frame, or a warning of UIKit or SwiftUI about what the app did.
        case systemLine
        /// Prose or separators (`------Before Push------`): no lifecycle call on the line.
        case noCallback
        /// A UIKit method the engine does not model (`loadViewIfNeeded`,
        /// `updateViewConstraints`, `willTransition(to:with:)`).
        case notModelled(method: String)
        /// The receiver is an object of the scenario, but the engine traces no such call
        /// for its kind (`nav viewWillAppear:`: only a container's delegate calls are traced).
        case notACallbackOf(object: String, method: String)
        /// The line repeats the call read at `line`, marking where it ends
        /// (`viewDidLoad - begin` … `viewDidLoad - end`), printing the designated
        /// initializer a plain `init` at `line` runs, or printing again from a later
        /// source line of the same method (`[B viewDidLoad()](21)` after `(20)`): one
        /// call, counted once.
        case endOfCall(line: Int)
        /// The line after a call, printing a value of it (`size: (375.0, 667.0)` after
        /// `viewWillTransition`), read with it as one line (`--pairs value`).
        case valueOf(line: Int)
        /// The line before a call, printing its receiver (`<Demo.BViewController: 0x…>` before
        /// `viewDidLoad()`), read with it as one line (`--pairs receiver-first`).
        case receiverOf(line: Int)

        /// A lifecycle call on a receiver that is no object of the scenario (`FourthView
        /// initWithCoder:` when only the controller is modelled): `--map` may name it.
        case unknownReceiver(String)
        /// No receiver on the line, and several objects could have made the call, each
        /// candidate's full name of it in `callbacks` (`viewDidLoad()`; a bare `init` is
        /// `init(nibName:bundle:)` for a controller, `init(frame:)` for a view).
        case ambiguousReceiver(method: String, candidates: [String], callbacks: [String])
        /// No receiver is named on the line, and several objects could have made the call,
        /// but the line after (`.value`) or before (`.receiverFirst`) every such line names
        /// one and holds no call: `print(self)` beside `print(#function)`.
        case receiverOnAnotherLine(method: String, pairing: LinePairing)
        /// No receiver is named on the line and only `object` makes the call, but the line
        /// `line` names `object` for it, and the log prints it more often than the engine
        /// makes it (`engineTimes`) (`BareCallLines`); `callback` is the call's full name.
        case receiverNamedElsewhere(method: String, object: String, line: Int, callback: String, engineTimes: Int)
        /// The receiver named on the line never makes this call, but another object of the
        /// scenario does (`kb textFieldDidBeginEditing` when `ViewController`, mapped to the
        /// keyboard observer, is also the field's delegate): the map does not explain the line.
        case callOfAnotherObject(object: String, method: String, owners: [String])
        /// A cell printed on the line of the call that returns it (`tableView(_:cellForRowAt:)
        /// <Demo.MyCell: 0x…>`, `print(#function, cell)` after the dequeue): the line comes
        /// after the cell's own calls of the dequeue, which the call makes, so its place is
        /// not the call's (`owner`'s, where the engine's call begins).
        case returnedCell(method: String, owner: String)
        /// A lifecycle call no object of the scenario can receive (`layoutSubviews` in a
        /// scenario without views).
        case noObjectReceives(method: String)
        /// A callback's name printed as separate words (`Will Display Cell`), which only the
        /// author can say stands for the call (`--call`, or `calls:` in the header).
        case spacedName(phrase: String, callbacks: [String])
        /// A misspelt or mis-cased callback name, with the callback it most likely is.
        case misspelt(word: String, suggestion: String)
        /// Several callback names run together in one word, or a callback's name and the
        /// receiver of the next print (`onAppearLink`).
        case runTogether(word: String, calls: [String])
        /// A name that looks like the handler of a callback (`keyboardWillShow`,
        /// `handleKeyboardWillShow(_:)`, `onKeyboardShow`) without being one: the app may
        /// call it from anywhere, so only the author can say it stands for the callback
        /// (`--call`, or `calls:` in a recorded log's header).
        case handlerName(word: String, callbacks: [String])
        /// A base name several callbacks of one kind share, printed alone (`collectionView`,
        /// `userNotificationCenter`, `AppDelegate application`): a call, but not which one.
        case sharedBaseName(word: String, callbacks: [String])
        /// A note that a call is not made, on the line of another call (`A viewWillAppear -
        /// viewDidLoad not called again`): which call the line prints is for the author to say.
        case denialBesideACall
        /// A call read, on an object whose part the scenario does not model (`LogScope`):
        /// what it says cannot be compared with anything the engine makes.
        case outsideScenario(object: String, why: String)

        /// A call the engine does not model, whose place no verdict checks: a method it has
        /// no step for, or a call it does not trace for its receiver (a navigation
        /// controller subclass's own `viewWillAppear:`).
        public var isNotModelled: Bool {
            switch self {
            case .notModelled, .notACallbackOf: true
            default: false
            }
        }

        /// A call printed as words, which only the author can say is the call.
        var isSpacedName: Bool {
            if case .spacedName = self { true } else { false }
        }

        /// A lifecycle event printed in words of another language (`WordedCalls`).
        public var isWordedPhrase: Bool {
            if case .spacedName(let phrase, _) = self { WordedCalls.isWorded(phrase) } else { false }
        }

        /// The line looks like a lifecycle call that was not read: the log's verdict can
        /// only be inconclusive.
        public var isUnread: Bool {
            switch self {
            case .blank, .logEntryField, .comment, .systemLine, .noCallback, .notModelled, .notACallbackOf, .endOfCall, .valueOf, .receiverOf: false
            case .unknownReceiver, .ambiguousReceiver, .receiverOnAnotherLine, .receiverNamedElsewhere, .callOfAnotherObject,
                .returnedCell, .noObjectReceives, .misspelt, .runTogether, .spacedName, .handlerName, .sharedBaseName, .denialBesideACall,
                .outsideScenario:
                true
            }
        }
    }

    /// 1-based line number in the log.
    public var line: Int
    public var text: String
    public var reason: Reason

    public init(line: Int, text: String, reason: Reason) {
        self.line = line
        self.text = text
        self.reason = reason
    }
}
