internal import LifecycleModel

/// Callback names printed as separate words, as tutorials often print them: `View Did Load`,
/// `Will Display Cell : 3`. Read as prose they would be dropped without a word, and a log
/// whose other lines agree would claim agreement without them; so such a phrase marks its
/// line as unread, and `--call 'Will Display Cell=…'` (or the header's `calls:`) reads it.
enum SpacedNames {
    /// The longest run of three to five words of a line that, written as one camel-case
    /// word (`willDisplayCell`), names a callback an object of the scenario (of `kinds`)
    /// can receive, and the callbacks it names, those of `kinds` first. Two words are too
    /// often prose (`Load view controller`, `about to load view`).
    ///
    /// A delegate's words name its method's base: `App did enter background` and
    /// `AppDelegate: will resign active` are `applicationDidEnterBackground`'s and
    /// `applicationWillResignActive`'s, as `Scene did become active` is `sceneDidBecomeActive`'s.
    static func lookalike(
        in words: [String], _ lookup: inout CallbackLookup, receivable kinds: Set<ObjectKind>
    ) -> (phrase: String, callbacks: [String])? {
        guard words.count >= 3 else { return nil }
        // Prose says "the app did enter background"; a delegate's print names it bare.
        let isDelegate = { (index: Int) in
            delegateBases[bare(words[index]).lowercased()] != nil && (index == 0 || !articles.contains(words[index - 1].lowercased()))
        }
        let owner = words.indices.first(where: isDelegate).flatMap { delegateBases[bare(words[$0]).lowercased()] }
        for length in stride(from: min(5, words.count), through: 3, by: -1) {
            for start in 0...(words.count - length) {
                let run = words[start..<start + length].map(bare)
                guard run.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isLetter) }) else { continue }
                let capitalized = { (words: ArraySlice<String>) in words.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined() }
                var spellings: [String] = []
                // A past tense ends the line and follows nothing in lower case: `Refreshing
                // feed because app became active` is prose.
                let endsLine = start + length == words.count && (start == 0 || words[start - 1].first?.isLowercase != true)
                // `will move to new superview` (lihs-learning/sample-ios): words that only fill.
                let unfilled = run.filter { !fillers.contains($0.lowercased()) }
                let plain = unfilled.count >= 3 && unfilled.count < run.count ? [run[...], unfilled[...]] : [run[...]]
                for variant in plain + gerundsUndone(in: run) + (endsLine ? pastTensesUndone(in: run) + movesUndone(in: run) : []) {
                    // `Keyboard will show`: an observer's print of the notification it handles.
                    let first = variant.first!.lowercased()
                    let camel = first + capitalized(variant.dropFirst())
                    spellings.append(camel)
                    if !["will", "did"].contains(first) { spellings.append(camel + "Notification") }
                    if isDelegate(start), let base = delegateBases[first] { spellings.append(base + capitalized(variant.dropFirst())) }
                    if let owner, ["will", "did"].contains(first) { spellings.append(owner + capitalized(variant)) }
                    // `App did finish launching`: the words of a label, `didFinishLaunchingWithOptions:`.
                    let launching = { (words: ArraySlice<String>) in
                        "application:" + words.first!.lowercased() + capitalized(words.dropFirst()) + "WithOptions:"
                    }
                    if isDelegate(start), delegateBases[first] == "application", variant.count >= 3 {
                        spellings.append(launching(variant.dropFirst()))
                    }
                    if owner == "application", ["will", "did"].contains(first) { spellings.append(launching(variant)) }
                }
                // `view did Dissappear` (DeadNightKing/TabBar): a name in words misspelt, word for
                // word, is still a call; `about to load view` is no `loadView`.
                if let fixed = lookup.misspelt(spellings[0]), LookalikeCalls.camelWords(fixed).count == run.count {
                    spellings.append(fixed)
                }
                for camel in spellings {
                    let found = lookup.callbacks(for: camel)
                    let receivable = Set(found.filter { kinds.contains($0.key) }.values.map(\.name)).sorted()
                    guard !receivable.isEmpty else { continue }
                    return (run.joined(separator: " "), receivable + Set(found.values.map(\.name)).subtracting(receivable).sorted())
                }
            }
        }
        return nil
    }

    static let articles: Set<String> = ["the", "a", "an", "my", "our", "this", "your"]

    static let fillers: Set<String> = ["new", "the", "a", "its", "my"]

    /// `🍏 Home on appear` (FB13103224, 2023): a SwiftUI modifier's name in two words, too
    /// short for `lookalike`; before, the line was prose, with the generic hint.
    static func modifierWords(in words: [String], receivable kinds: Set<ObjectKind>) -> (phrase: String, callbacks: [String])? {
        guard kinds.contains(.swiftuiView) else { return nil }
        for index in words.indices.dropLast() where words[index].lowercased() == "on" {
            if let callback = ["appear": "onAppear", "disappear": "onDisappear"][bare(words[index + 1]).lowercased()] {
                return ("\(words[index]) \(words[index + 1])", [callback])
            }
        }
        return nil
    }

    /// `Task started`, or a lone `CancellationError()`: a task's start or end told with the
    /// name of Swift's `Task`, which may be the body of `.task` or a `Task { }` the app starts
    /// in `onAppear` (trace-check trial, 2026-12-07); only the author can say which.
    /// `task started` is read as the `.task`, and so is `Task cancelled` (`JoinedNames`): an
    /// app's own `Task { }` is not cancelled when its view goes.
    static func taskWord(in words: [String], of text: String, receivable kinds: Set<ObjectKind>) -> (phrase: String, callbacks: [String])? {
        guard kinds.contains(.swiftuiView) else { return nil }
        // Alone on the line, or with the view's name: `Fetch failed: CancellationError()` is an
        // error of any task, `Task running on thread <NSThread…>` prose.
        let said = words.filter { $0.contains { $0.isLetter } && !LogTokenizer.isLevelTag($0) }
        if said.count == 1, bare(said[0]) == "CancellationError" { return ("CancellationError", ["taskCancelled"]) }
        // `Task 1 started` numbers tasks of the app's own (the words have lost the number).
        guard let last = words.lastIndex(where: { $0.contains { $0.isLetter } }), last >= 1, bare(words[last - 1]) == "Task",
            said.count <= 3, taskStarts.contains(bare(words[last]).lowercased()), text.contains("Task " + bare(words[last]))
        else { return nil }
        return ("Task " + bare(words[last]), ["task"])
    }

    /// `open url: …`, `open url [<UIOpenURLContext…>]`, `continue userActivity`, opening the
    /// line (after a poster such as `UIApplication`): the words of a URL's or an activity's
    /// delegate call, which a print of the method's labels gives (trace-check trial,
    /// 2026-12-07); prose says more before them (`Failed to open URL`).
    ///
    /// What follows is the call's argument (a description, `[<UIOpenURLContext…>]`, a path) or
    /// the names of its labels (`open url: URL, options`); an app opening a web page, or a
    /// button, prints more (`Open URL: https://…`, `open url button tapped`).
    static func openingPhrase(in words: [String], of text: String, receivable kinds: Set<ObjectKind>) -> (phrase: String, callbacks: [String])? {
        // The words have lost a URL's punctuation: whether one of the app's own schemes is printed is read off the line.
        let ownURL = text.contains("://") && !text.lowercased().contains("http")
        let spoken = words.map { bare($0).lowercased() }.drop { LogTokenizer.isLevelTag($0) || posters.contains($0) }
        for (phrase, callbacks) in openingPhrases where spoken.starts(with: phrase) {
            let receivable = callbacks.filter { kinds.contains($0.kind) }.map(\.name)
            let start = words.count - spoken.count
            let rest = words[(start + phrase.count)...]
            guard !receivable.isEmpty,
                ownURL || (rest.first.map(isArgument) ?? true) || rest.allSatisfy({ argumentLabels.contains(bare($0).lowercased()) })
            else { continue }
            return (words[start...].prefix(phrase.count).map(bare).joined(separator: " "), receivable)
        }
        return nil
    }

    /// A description (`<UIOpenURLContext: 0x…>`, its class as a word) or a path.
    static func isArgument(_ word: String) -> Bool {
        word.first.map { "<[/".contains($0) } == true || LookalikeCalls.isFrameworkClass(word)
    }

    static let argumentLabels: Set<String> = ["url", "urls", "options", "urlcontexts", "contexts", "useractivity", "activity"]

    static let posters: Set<String> = ["uiapplication", "appdelegate", "scenedelegate", "app", "scene"]

    /// A cell's life said in a sentence (SaadTahirTintash/iOS-Training's cells; trace-check
    /// trial, 2026-12-07): `Preparing anothercell for reuse`, `AnotherCell is initialized with
    /// coder`. Read as prose, they were dropped and a log agreed without them.
    static func lifeSentence(in words: [String], receivable kinds: Set<ObjectKind>) -> (phrase: String, callbacks: [String])? {
        let lowered = words.map { bare($0).lowercased() }
        let receivable = { (name: String) in kinds.contains { Vocabulary.callbacks(of: $0).contains { $0.name == name } } }
        if let reuse = lowered.firstIndex(where: { $0 == "reuse" || $0 == "reusing" }),
            let preparing = lowered[..<reuse].firstIndex(where: { $0.hasPrefix("prepar") }), receivable("prepareForReuse()")
        {
            return (words[preparing...reuse].map(bare).joined(separator: " "), ["prepareForReuse()"])
        }
        for index in lowered.indices.dropLast(2)
        where ["initialized", "initialised", "inited", "initializing", "initialising"].contains(lowered[index]) && lowered[index + 1] == "with" {
            guard let name = initializers[lowered[index + 2]], receivable(name) else { continue }
            return (words[index...(index + 2)].map(bare).joined(separator: " "), [name])
        }
        return nil
    }

    static let initializers = [
        "coder": "init(coder:)", "frame": "init(frame:)", "style": "init(style:reuseIdentifier:)", "nib": "init(nibName:bundle:)",
        "nibname": "init(nibName:bundle:)",
    ]

    static let openingPhrases: [([String], [(kind: ObjectKind, name: String)])] = [
        (["open", "url"], [(.app, "application(_:open:options:)"), (.scene, "scene(_:openURLContexts:)")]),
        (["openurl"], [(.app, "application(_:open:options:)"), (.scene, "scene(_:openURLContexts:)")]),
        (["continue", "useractivity"], [(.app, "application(_:continue:restorationHandler:)"), (.scene, "scene(_:continue:)")]),
        (["continue", "user", "activity"], [(.app, "application(_:continue:restorationHandler:)"), (.scene, "scene(_:continue:)")]),
    ]

    static let taskStarts: Set<String> = ["started", "starts", "start", "starting", "began", "begins", "begin", "running", "runs", "run"]

    /// The run with one word's `-ing` taken off, for each such word: `Will Finishing
    /// Launching With Options` (prashuk/iOS-Tutorials, 2021) is `Will Finish Launching …`.
    static func gerundsUndone(in run: [String]) -> [ArraySlice<String>] {
        run.indices.compactMap { index in
            let word = run[index]
            guard word.count > 5, word.lowercased().hasSuffix("ing") else { return nil }
            var undone = run
            undone[index] = String(word.dropLast(3))
            return undone[...]
        }
    }

    /// The run with a past tense put back as the delegate method's tense: `app entered
    /// background` and `app become active`, as cordova-plugin-fcm's app delegate logs them
    /// (issue 131, 2016), are `applicationDidEnterBackground`'s and
    /// `applicationDidBecomeActive`'s; `entered foreground` can only be the will.
    static func pastTensesUndone(in run: [String]) -> [ArraySlice<String>] {
        run.indices.flatMap { index in
            (pastTenses[run[index].lowercased()] ?? []).map { present in
                (run[..<index] + present + run[(index + 1)...])[...]
            }
        }
    }

    /// `App moved to background`, `app went to foreground` (Hacking with Swift's observer of
    /// a notification prints the first; found in many repositories): a move said with `to`
    /// or `into`, undone as `entered` is.
    static func movesUndone(in run: [String]) -> [ArraySlice<String>] {
        run.indices.dropLast().flatMap { index -> [ArraySlice<String>] in
            guard movements.contains(run[index].lowercased()), ["to", "into"].contains(run[index + 1].lowercased()) else { return [] }
            return (pastTenses["entered"] ?? []).map { present in (run[..<index] + present + run[(index + 2)...])[...] }
        }
    }

    static let movements: Set<String> = ["moved", "moves", "went", "goes", "going", "gone"]

    static let pastTenses: [String: [[String]]] = [
        "entered": [["did", "enter"], ["will", "enter"]], "became": [["did", "become"]], "become": [["did", "become"]],
        "finished": [["did", "finish"]], "resigned": [["will", "resign"]], "terminated": [["will", "terminate"]],
    ]

    /// A word of a scene's connection right after the scene (`scene connect`, `scene
    /// disconnected`): `scene(_:willConnectTo:options:)` or `sceneDidDisconnect(_:)` printed
    /// as a word, as a Korean TIL's log prints it (dev rounds 4 and 7, 2026-12).
    /// The phrase is the scene's word and the verb, which `--call` reads on that line only;
    /// not prose about a connection (`scene connected to server`).
    static func connectionWord(in words: [String], after object: Int, of kind: ObjectKind) -> (word: String, callbacks: [String])? {
        guard kind == .scene, object + 1 < words.count else { return nil }
        let word = bare(words[object + 1])
        let lowered = word.lowercased()
        guard let stem = inflected(lowered, of: ["disconnect", "connect"]),
            object + 2 == words.count || !["to", "from", "with"].contains(bare(words[object + 2]).lowercased())
        else { return nil }
        return (bare(words[object]) + " " + word, [stem == "connect" ? "scene(_:willConnectTo:options:)" : "sceneDidDisconnect(_:)"])
    }

    /// The stem `word` is, bare or with `-s`, `-ed` or `-ing` (`connected` of `connect`); the
    /// longer stems first where one begins another (`disappear`, `appear`).
    static func inflected(_ word: String, of stems: [String]) -> String? {
        stems.first { word.hasPrefix($0) && ["", "s", "ed", "ing"].contains(String(word.dropFirst($0.count))) }
    }

    /// A delegate as a line names it → the base of its methods' names.
    static let delegateBases = [
        "app": "application", "appdelegate": "application", "application": "application", "scenedelegate": "scene",
    ]

    /// A word of appearing right after an object of `kind` (`Detail appeared`, `HomeView:
    /// disappears`, `A Will Disappear`): a SwiftUI view's `.onAppear { print("… appeared") }`,
    /// or a controller's appearance printed in words; not prose such as `B appears to be
    /// retained`. The words, and the callbacks of `kind` they may stand for, the likelier
    /// first: `appeared` a did, `appear` and `appearing` a will; after `Will`, `Did` or `Is`
    /// (or with it glued on, `willDisappear`), that one.
    static func appearanceWord(in words: [String], after object: Int, of kind: ObjectKind) -> (word: String, callbacks: [String])? {
        var index = object + 1
        // `A is disappearing`, `A has disappeared`, `A is about to disappear`: prose of a will
        // or a did (trace-check trial, 2026-12-06), never `viewIsAppearing`, whose `is` is
        // only ever glued on (`isAppearing`).
        let start = index
        while index < words.count, auxiliaries.contains(bare(words[index]).lowercased()) { index += 1 }
        let saidInProse = index > start
        let tenses = ["will": "Will", "did": "Did"]
        var tense = index < words.count ? tenses[bare(words[index]).lowercased()] : nil
        if tense != nil { index += 1 }
        guard index < words.count else { return nil }
        var lowered = bare(words[index]).lowercased()
        // `A willDisappear`, `B didAppear`, `B isAppearing`: the tense glued to the word (velog rudin_, 2024).
        if tense == nil,
            let glued = (tenses.keys.sorted() + ["is"]).first(where: { prefix in
                lowered.hasPrefix(prefix) && ["appear", "disappear"].contains { lowered.dropFirst(prefix.count).hasPrefix($0) }
            })
        {
            // `didAppear: NO` prints the call's `animated` (openradar 18246020, 2014), not a
            // flag; `isAppearing: false` prints a property.
            let next = index + 1 < words.count ? bare(words[index + 1]).lowercased() : ""
            guard glued != "is" || !["true", "false", "yes", "no"].contains(next) else { return nil }
            tense = tenses[glued] ?? "Is"
            lowered.removeFirst(glued.count)
        }
        // Prose goes on after the word (`A has disappeared from the cache`); a print of the
        // call ends there.
        guard let stem = inflected(lowered, of: ["disappear", "appear"]),
            index + 1 == words.count || (!saidInProse && bare(words[index + 1]).lowercased() != "to")
        else { return nil }
        let past = lowered.hasSuffix("ed")
        let names = Vocabulary.callbacks(of: kind).map(\.name).filter { name in
            let base = name.prefix { $0 != "(" }
            let sameStem = stem == "appear" ? base.contains("Appear") && !base.contains("Disappear") : base.contains("Disappear")
            guard !saidInProse || !base.contains("Is") else { return false }
            return sameStem && (tense == nil || (base.hasPrefix("on") && tense != "Is") || base.contains(tense!))
        }
        let rank = { (name: String) in
            name.contains("Is") ? 3 : name.contains("Will") ? (past ? 2 : 0) : name.contains("Did") ? (past ? 0 : 1) : 1
        }
        guard !names.isEmpty else { return nil }
        let printed = words[(object + 1)...index].map(bare).joined(separator: " ")
        return (printed, names.sorted { (rank($0), $0) < (rank($1), $1) })
    }

    /// Words between an object and its appearing that say no tense of their own.
    static let auxiliaries: Set<String> = ["is", "was", "has", "had", "have", "been", "just", "now", "about", "to"]

    /// `FirstViewController loaded`, as Xcode's tabbed template of 2019 prints `viewDidLoad`
    /// (openradar 51112884; dev round 11, 2026-12-06): `loaded` right after a controller,
    /// last on the line; not `B loaded its data` (nor, as the caller sees to, `Data for B
    /// loaded`, whose object is not the line's first word).
    ///
    /// `View B Did Load`, `B did load`, `B didLoad` (Bottle Rocket's UtiliKit example prints
    /// the first) say the call's own words, last on the line, wherever the object stands.
    static func loadWord(in words: [String], after object: Int, of kind: ObjectKind, opensLine: Bool) -> (word: String, callbacks: [String])? {
        var index = object + 1
        if index < words.count, bare(words[index]).lowercased() == "view" { index += 1 }
        let last = words.count - 1
        guard index <= last else { return nil }
        let said = words[index...].map { bare($0).lowercased() }.joined(separator: " ")
        let saysDidLoad = ["did load", "didload"].contains(said)
        guard saysDidLoad || (opensLine && index == last && said == "loaded") else { return nil }
        let names = Vocabulary.callbacks(of: kind).map(\.name).filter { $0.hasPrefix("viewDidLoad") }
        guard !names.isEmpty else { return nil }
        return (words[(object + 1)...last].map(bare).joined(separator: " "), names)
    }

    /// A word as the tokenizer keeps it, without what may follow a name on a line: a colon
    /// (`Cell:` in `Will Display Cell: 0`) or an argument list.
    static func bare(_ word: String) -> String {
        String(word.prefix { $0 != "(" && $0 != ":" })
    }

    /// A printed name of `--call` that is several words (`Will Display Cell`): its words,
    /// lowercased, and the one word it becomes (`WillDisplayCell`), also its key among the
    /// lookup's call names.
    struct Phrase {
        var words: [String]
        var joined: String

        init(_ printed: String) {
            words = printed.split { !$0.isLetter && !$0.isNumber }.map { $0.lowercased() }
            joined = printed.split { !$0.isLetter && !$0.isNumber }.joined()
        }
    }

    /// The words of a line with each run that spells a phrase (`Will`, `Display`, `Cell`,
    /// however the line separates them) made one word.
    static func joining(_ phrases: [Phrase], in words: [String]) -> [String] {
        guard !phrases.isEmpty else { return words }
        var result: [String] = []
        var index = 0
        while index < words.count {
            let match = phrases.first { phrase in
                index + phrase.words.count <= words.count
                    && zip(phrase.words, words[index...]).allSatisfy { $0 == bare($1).lowercased() }
            }
            if let match {
                result.append(match.joined)
                index += match.words.count
            } else {
                result.append(words[index])
                index += 1
            }
        }
        return result
    }
}
