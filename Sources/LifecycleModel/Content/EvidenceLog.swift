public import Diagnostics

/// One `Content/evidence/ID.log`: the console output of a real app, verbatim, with where
/// it comes from. Scenarios attach it with `logs: [ID]`, and `check` runs trace-check on
/// it against each of them, so a recording the site cites is re-read on every build.
///
///     ---
///     title: "Present and dismiss, full screen and page sheet"
///     url: https://juejin.cn/post/7171098718656020510
///     published: 2022-11-29
///     action: "B is presented full screen from A"
///     map: { A: ViewController, B: SecondViewController }
///     instrumented: [viewDidLoad, appearance]
///     pairs: [begin, end]                          (optional: see `LinePairing`)
///     calls: { onAppear: viewDidAppear }           (optional: names the app printed)
///     ---
///     B viewDidLoad
///     A viewWillDisappear
public struct EvidenceLog: Sendable {
    /// The file name without `.log`.
    public var id: String
    public var provenance: Provenance
    /// Scenario object → the class the log prints for it (`--map` of trace-check). Also the
    /// objects the log covers: a call of theirs the engine makes and the log lacks is a
    /// divergence.
    public var map: [MapEntry]
    /// The calls the app printed, written as in `only:` (groups, callback names, or
    /// `Object.callback` for one object's): the log must hold every such call the engine
    /// makes on a mapped object, so a deleted line is caught, not narrowed away.
    public var instrumented: [Located<String>]
    /// `pairs:`: how the log prints one call on two lines; nil for the usual begin and end words.
    public var pairing: LinePairing?
    /// `calls:`: names the app printed for a callback (a handler's name, `keyboardWillShow`
    /// for `keyboardWillShowNotification`), as `--call` of trace-check.
    public var calls: [CallName]
    /// The log lines as the source printed them, after the closing `---`.
    public var body: String
    /// The file's line number of the body's first line, so a log line can be reported
    /// where the author sees it.
    public var bodyStartLine: Int
    /// The file's start, for problems with the log as a whole.
    public var location: SourceLocation

    public init(
        id: String, provenance: Provenance, map: [MapEntry], instrumented: [Located<String>], body: String,
        bodyStartLine: Int, location: SourceLocation, pairing: LinePairing? = nil, calls: [CallName] = []
    ) {
        self.id = id
        self.provenance = provenance
        self.map = map
        self.instrumented = instrumented
        self.pairing = pairing
        self.calls = calls
        self.body = body
        self.bodyStartLine = bodyStartLine
        self.location = location
    }

    /// Where log line `line` (1-based, as trace-check counts) is in the file.
    public func location(ofLogLine line: Int) -> SourceLocation {
        SourceLocation(file: location.file, line: bodyStartLine + max(line, 1) - 1, column: 1)
    }

    /// ["DetailViewController": ["B"]]: what `ConsoleLogParser` takes as class names. One
    /// class may stand for several objects (a controller that is a field's delegate and
    /// observes the keyboard), in the map's order.
    public var classNames: [String: [String]] {
        Dictionary(grouping: map, by: \.className).mapValues { $0.map(\.object.value) }
    }

    /// ["keyboardWillShow": "keyboardWillShowNotification"]: what `ConsoleLogParser` takes as call names.
    public var callNames: [String: String] {
        Dictionary(calls.map { ($0.printed.value, $0.callback) }) { first, _ in first }
    }

    /// `keyboardWillShow: keyboardWillShowNotification` in `calls:`.
    public struct CallName: Sendable, Hashable {
        public var printed: Located<String>
        /// A callback's Swift name or base name, of any kind of object.
        public var callback: String

        public init(printed: Located<String>, callback: String) {
            self.printed = printed
            self.callback = callback
        }
    }

    /// The header: where the log comes from and what produced it. Fields the source does
    /// not state are nil, never guessed.
    public struct Provenance: Sendable, Hashable {
        public var title: String
        /// The language of the title (`lang:`, a BCP 47 tag) when it is not the site's, so
        /// that the page marks it for screen readers and fonts.
        public var language: String?
        public var url: String
        /// The author's name or the site's.
        public var author: String?
        /// `YYYY-MM-DD`, `YYYY-MM` or `YYYY`, as precise as the source dates itself.
        public var published: String?
        /// The iOS version as the source states it (`"16.0"`).
        public var ios: String?
        public var device: String?
        public var animated: Bool?
        /// What the user or the code did to produce these lines.
        public var action: String
        /// Which part of the source's output the body is.
        public var excerpt: String?
        /// An edition's words for the header's own prose (`translations/LANG/evidence.yaml`):
        /// language → field → text. The title stays as the source is cited.
        public var translations: [String: [String: String]] = [:]
        /// Where each field of `translatable` is written, for an edition that lacks it.
        public var fieldLocations: [String: SourceLocation] = [:]

        /// The fields an edition translates: `action`, `excerpt`, and `ios` when it is more
        /// than a version number ("17.5 or later (the app's deployment target)").
        public var translatable: [(field: String, text: String)] {
            [("action", action), ("ios", ios), ("excerpt", excerpt)].compactMap { field, text in
                guard let text, !text.isEmpty, field != "ios" || text.contains(where: \.isLetter) else { return nil }
                return (field, text)
            }
        }

        public func action(in language: String) -> String { translations[language]?["action"] ?? action }
        public func ios(in language: String) -> String? { ios.map { translations[language]?["ios"] ?? $0 } }
        public func excerpt(in language: String) -> String? { excerpt.map { translations[language]?["excerpt"] ?? $0 } }

        public init(
            title: String, url: String, author: String? = nil, published: String? = nil, ios: String? = nil,
            device: String? = nil, animated: Bool? = nil, action: String, excerpt: String? = nil
        ) {
            self.title = title
            self.url = url
            self.author = author
            self.published = published
            self.ios = ios
            self.device = device
            self.animated = animated
            self.action = action
            self.excerpt = excerpt
        }
    }

    /// `B: DetailViewController` in `map:`.
    public struct MapEntry: Sendable, Hashable {
        public var object: Located<String>
        public var className: String

        public init(object: Located<String>, className: String) {
            self.object = object
            self.className = className
        }
    }
}
