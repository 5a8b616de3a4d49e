internal import Diagnostics
internal import LifecycleModel

/// Words that look like a lifecycle call without being one the parser can read: a
/// misspelt or mis-cased name (`viewwillAppear`, `scenedidBecomeActive`, `viewDidLoadd`)
/// or two names run together (`viewDidLoadviewWillAppear`). A line holding one was not
/// read, so `trace-check` cannot say the log agrees; it names the word and the callback
/// it most likely is.
///
/// Only names of two or more words (`viewDidLoad`, not `init` or `scene`) are looked for,
/// so that prose ("Init done", "Scene 2") is not taken for a typo, and UIKit methods the
/// engine does not model (`viewDidUnload` is two letters from `viewDidLoad`) are known by
/// name and reported as such.
enum LookalikeCalls {
    /// `viewwillAppear:` → `viewWillAppear`; nil when the word is no near miss.
    static func misspelt(_ word: String) -> String? {
        var name = head(of: word)
        // `viewDidLoad1`: a name with a number glued on, as some logs tell objects apart.
        let numbered = String(name.reversed().drop(while: \.isNumber).reversed())
        if numbered != name, names.contains(numbered) { return numbered }
        name = numbered
        guard name.count >= 6, name.allSatisfy(\.isLetter), !isUnmodelled(name), !isFrameworkClass(name) else { return nil }
        let lowered = name.lowercased()
        if let same = namesByLowercase[lowered] { return same == name ? nil : same }
        let limit = name.count >= 10 ? 2 : 1
        // With the limit as the maximum, only names within it of the word's length are compared.
        return Suggestion.closest(to: name, in: names, maximumDistance: limit)
    }

    /// `UIWindowScene`, printed in `<UIWindowScene: 0x…>`, is a class of UIKit or Foundation, not
    /// a misspelt `windowScene`.
    static func isFrameworkClass(_ name: String) -> Bool {
        ["UI", "NS"].contains { name.hasPrefix($0) && name.dropFirst(2).first?.isUppercase == true }
    }

    /// `viewDidLoadviewWillAppear` → [`viewDidLoad`, `viewWillAppear`]; nil unless the
    /// word is two or more callback names and nothing else.
    static func runTogether(_ word: String) -> [String]? {
        let name = head(of: word)
        guard name.count >= 10, name.allSatisfy(\.isLetter) else { return nil }
        let lowered = Array(name.lowercased())
        // lastPart[i]: the last name of a way to split lowered[..<i] into names, if any; a
        // pasted line may hold a word of thousands of letters, so nothing here is copied.
        var lastPart: [Int?] = Array(repeating: nil, count: lowered.count + 1)
        lastPart[0] = -1
        for end in 1...lowered.count {
            for index in splittableByLast[lowered[end - 1]] ?? [] where splittableLowered[index].count <= end {
                let candidate = splittableLowered[index]
                let start = end - candidate.count
                guard lastPart[start] != nil, lowered[start..<end].elementsEqual(candidate) else { continue }
                lastPart[end] = index
                break
            }
        }
        var split: [String] = []
        var end = lowered.count
        while end > 0, let index = lastPart[end] {
            split.insert(splittable[index], at: 0)
            end -= splittableLowered[index].count
        }
        guard end == 0, split.count >= 2 else { return nil }
        return split
    }

    /// The notification callbacks a handler's name stands for, or nil:
    ///
    ///     keyboardWillShow, handleKeyboardWillShow(_:), keyboardWillShowHandler → [keyboardWillShowNotification]
    ///     onKeyboardShow                                 → [keyboardWillShowNotification, keyboardDidShowNotification]
    ///
    /// An app names its observer's method after the notification, but may call that method
    /// from elsewhere too, so the name is not read as the call unless the author says so.
    static func handled(by word: String) -> [String]? {
        var name = handlerStem(of: word)
        // `textFieldTextDidBeginEditing(_:)`, named after `UITextFieldTextDidBeginEditingNotification`.
        for owner in ["textField", "textView"] where name.hasPrefix(owner + "Text") {
            name = String(name.dropFirst(owner.count))
        }
        for suffix in ["Handler", "Notification"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
        }
        let lowered = keyboardSaidOtherwise(name.lowercased())
        guard lowered.count >= 8, name.allSatisfy(\.isLetter) else { return nil }
        let exact = notificationStems.filter { $0.stem.lowercased() == lowered }
        let found = exact.isEmpty ? notificationStems.filter { $0.tenseless == lowered } : exact
        return found.isEmpty ? nil : found.map(\.callback)
    }

    /// The notification a handler named after the app's or a scene's event stands for, as
    /// tutorials name their observers' methods: `appDidBecomeActive`, `appBecameActive`,
    /// `appMovedToBackground`, `onAppActive`, `sceneDidActivate` (trace-check trial,
    /// 2026-12-07). The words after `app` are read as `App became active` is (`SpacedNames`),
    /// or name the state the app reaches. The parser asks only of a word alone on its line:
    /// in a sentence it names an analytics event as often (`Tracking event appForeground`).
    static func appEventHandler(_ word: String) -> String? {
        appEventHandled(by: handlerStem(of: word))
    }

    /// A handler's name without the verb apps put before the event: `handleKeyboardWillShow`,
    /// `onAppActive` → `KeyboardWillShow`, `AppActive`.
    static func handlerStem(of word: String) -> String {
        var name = head(of: word)
        for prefix in ["handle", "on"] where name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true {
            name = String(name.dropFirst(prefix.count))
        }
        return name
    }

    private static func appEventHandled(by name: String) -> String? {
        guard let poster = posters.first(where: { name.hasPrefix($0.prefix) }),
            case let rest = name.dropFirst(poster.prefix.count), rest.first?.isUppercase == true, rest.allSatisfy(\.isLetter)
        else { return nil }
        let words = camelWords(String(rest))
        if poster.kind == .app, words.count == 1, let reached = reachedStates[words[0]] { return reached }
        let posted = Set(Vocabulary.callbacks(of: poster.kind).map(\.name))
        let variants = [words[...]] + SpacedNames.pastTensesUndone(in: words) + SpacedNames.movesUndone(in: words)
        for variant in variants where variant.count >= 2 {
            let stem = variant.joined()
            if let found = notificationStems.first(where: { $0.stem.lowercased() == stem && posted.contains($0.callback) }) {
                return found.callback
            }
        }
        return nil
    }

    /// `keyboardwasshown` → `keyboarddidshow`: Apple's own guide names its observers
    /// `keyboardWasShown:` and `keyboardWillBeHidden:` ("Managing the Keyboard"), and apps
    /// `keyboardWillAppear` (kchlmp56/SwiftClass; trace-check trial, 2026-12-07).
    static func keyboardSaidOtherwise(_ lowered: String) -> String {
        guard lowered.hasPrefix("keyboard") else { return lowered }
        var rest = String(lowered.dropFirst("keyboard".count))
        for (said, meant) in keyboardSynonyms where rest.hasPrefix(said) {
            rest = meant + rest.dropFirst(said.count)
            break
        }
        return "keyboard" + rest
    }

    static let keyboardSynonyms = [
        ("wasshown", "didshow"), ("willbeshown", "willshow"), ("washidden", "didhide"), ("willbehidden", "willhide"),
        ("willdisappear", "willhide"), ("diddisappear", "didhide"), ("willappear", "willshow"), ("didappear", "didshow"),
    ]

    /// `DidBecomeActive` → [`did`, `become`, `active`].
    static func camelWords(_ name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(contentsOf: character.lowercased())
        }
        return words
    }

    /// The callback a swizzled method's name stands for (`hook_viewWillAppear:`,
    /// `xxx_viewDidLoad`, `mj_viewWillAppear:`, or an app or scene delegate's call with the
    /// SDK's name run into it, `oneSignalApplicationWillResignActive` in
    /// OneSignal-Cordova-SDK#536, 2019), as logs that hook every controller in a category,
    /// or an SDK that swizzles the app delegate, print it; nil for any other word. Like a
    /// handler, it is the call only if the author says so: a hook may print before or after
    /// the original runs.
    static func swizzled(_ word: String) -> String? {
        let name = head(of: word)
        if let underscore = name.firstIndex(of: "_"), underscore != name.startIndex {
            let rest = String(name[name.index(after: underscore)...])
            return names.contains(rest) || ["deinit", "dealloc", "loadView"].contains(rest) ? rest : nil
        }
        // Only the app's and a scene's delegate calls: an SDK swizzles those, while an app's
        // own names end in a controller's or a view's call for reasons of their own
        // (`setupAfterViewDidLoad`, `collectionViewDidLayoutSubviews`, `nameTextField`).
        guard name.first?.isLowercase == true, name.allSatisfy(\.isLetter) else { return nil }
        for prefix in ["Application", "Scene"] {
            guard let range = name.firstRange(of: prefix), range.lowerBound != name.startIndex else { continue }
            let rest = prefix.lowercased() + name[range.upperBound...]
            if rest.count > prefix.count, names.contains(rest) { return rest }
        }
        return nil
    }

    /// `[AppDelegate] didEnterBackground`, `SceneDelegate: WillResignActive`: a delegate's
    /// method printed without its base, on a line that names the delegate. The hint names the
    /// method (`applicationDidEnterBackground(_:)`), not the notification of that name.
    static func delegateMethod(shortenedTo word: String, of kind: ObjectKind) -> String? {
        let head = LookalikeCalls.head(of: word).lowercased()
        guard head.hasPrefix("will") || head.hasPrefix("did"), head.count >= 8, head.allSatisfy(\.isLetter) else { return nil }
        let base = kind == .app ? "application" : "scene"
        return Vocabulary.callbacks(of: kind).first { callback in
            let name = callback.name.lowercased()
            // `applicationDidEnterBackground(_:)`, or `application(_:willFinishLaunchingWithOptions:)`.
            let label = name.hasPrefix(base + "(_:") ? name.dropFirst(base.count + 3).prefix { $0 != ":" } : ""
            return callback.baseName.lowercased() == base + head || label == head || label == head + "withoptions"
        }?.name
    }

    /// A UIKit method the engine does not model, by its head (`loadViewIfNeeded`,
    /// `updateViewConstraints`, `willTransition(to:with:)`).
    static func isUnmodelled(_ word: String) -> Bool {
        unmodelledName(word) != nil
    }

    /// The name to report a method the engine does not model by: the word, or the
    /// Swift name of a notification constant (`UIApplicationDidBecomeActiveNotification` is
    /// `UIApplication.didBecomeActiveNotification`); nil for a word that is no such method.
    ///
    /// Besides the list below: any delegate method of the objects the engine models
    /// (`applicationDidReceiveRemoteNotification:`, `application:performFetchWithCompletionHandler:`),
    /// and any notification name, so a launch log's other lines are listed by name instead
    /// of passing for prose.
    static func unmodelledName(_ word: String) -> String? {
        let head = head(of: word)
        if unmodelled.contains(head) { return word }
        if let swift = NotificationNames.swiftName(of: word) { return swift }
        if head.count > "Notification".count, head.hasSuffix("Notification"), head.first?.isLowercase == true,
            head.allSatisfy(\.isLetter)
        {
            return word
        }
        let parts = word.split(separator: ":")
        for base in delegateBases where head.hasPrefix(base) {
            let rest = head.dropFirst(base.count)
            if rest.isEmpty, parts.count >= 2, word.hasSuffix(":") { return word }
            // The Swift name `#function` prints (`application(_:performActionFor:completionHandler:)`),
            // which the line would not hold were it a modelled call.
            if rest.isEmpty, CallbackLookup.selector(ofSwiftName: word) != nil { return word }
            if delegateVerbs.contains(where: { rest.hasPrefix($0) }), rest.allSatisfy(\.isLetter) { return word }
        }
        return nil
    }

    /// `viewWillAppear` for `viewWillAppear:`, `viewWillAppear(_:)` and `initWithCoder:`'s `initWithCoder`.
    static func head(of word: String) -> String {
        String(word.prefix { $0 != ":" && $0 != "(" })
    }
}

private extension LookalikeCalls {
    /// Callback names of two or more words, Swift and Objective-C spellings.
    static let names: [String] = {
        let swift = ObjectKind.allCases.flatMap { Vocabulary.callbacks(of: $0).map(\.baseName) }
            .filter { $0.dropFirst().contains(where: \.isUppercase) }
        let objectiveC = [
            "initWithCoder", "initWithNibName", "initWithFrame", "initWithStyle", "willMoveToSuperview", "willMoveToWindow",
            "willMoveToParentViewController", "didMoveToParentViewController", "drawRect", "viewWillTransitionToSize",
        ]
        return Array(Set(swift + objectiveC)).sorted()
    }()

    /// The first of `names` with each lowercase spelling.
    static let namesByLowercase = Dictionary(names.map { ($0.lowercased(), $0) }) { first, _ in first }

    /// What a run-together word may be made of, longest first so `viewDidLayoutSubviews`
    /// is not read as a shorter name and a remainder.
    static let splittable: [String] = (names + ["deinit", "dealloc", "loadView"]).filter { $0.count >= 6 }
        .sorted { ($0.count, $0) > ($1.count, $1) }
    private static let splittableLowered: [[Character]] = splittable.map { Array($0.lowercased()) }
    /// The indices of `splittable` by the last letter of each name, longest first.
    private static let splittableByLast: [Character: [Int]] = Dictionary(
        grouping: splittableLowered.indices, by: { splittableLowered[$0].last! })

    /// `keyboardWillShowNotification` → (`keyboardWillShow`, `keyboardshow`).
    static let notificationStems: [(callback: String, stem: String, tenseless: String)] = Set(
        ObjectKind.allCases.flatMap { Vocabulary.callbacks(of: $0).map(\.name) }.filter { $0.hasSuffix("Notification") }
    ).sorted { ($0.contains("Will") ? 0 : 1, $0) < ($1.contains("Will") ? 0 : 1, $1) }.map { callback in
        let stem = String(callback.dropLast("Notification".count))
        let tenseless = stem.split(separator: "Will").joined().split(separator: "Did").joined().lowercased()
        return (callback, stem, tenseless)
    }

    /// How a handler names the object whose notification it handles.
    static let posters: [(prefix: String, kind: ObjectKind)] = [
        ("application", .app), ("Application", .app), ("app", .app), ("App", .app), ("scene", .scene), ("Scene", .scene),
    ]

    /// A state an app's handler is named after alone (`onAppActive`), and the notification
    /// that tells of reaching it.
    static let reachedStates: [String: String] = [
        "active": "didBecomeActiveNotification", "inactive": "willResignActiveNotification",
        "background": "didEnterBackgroundNotification", "foreground": "willEnterForegroundNotification",
    ]

    /// The base names of the delegate protocols whose methods logs print.
    static let delegateBases = [
        "application", "windowScene", "scene", "tableView", "collectionView", "navigationController", "tabBarController",
        "userNotificationCenter", "presentationController",
    ]

    /// What follows a delegate's base name in a method (`applicationWillFinishLaunching…`),
    /// as against a property printed as prose (`applicationState`).
    static let delegateVerbs = [
        "Will", "Did", "Should", "Supported", "Open", "Perform", "Handle", "Continue", "Configuration", "Protected",
        "Significant",
    ]

    static let unmodelled: Set<String> = [
        "loadViewIfNeeded", "viewDidUnload", "viewWillUnload", "updateViewConstraints", "updateConstraints",
        "viewLayoutMarginsDidChange", "viewSafeAreaInsetsDidChange", "traitCollectionDidChange", "willTransition",
        "willTransitionToTraitCollection", "willRotateToInterfaceOrientation", "didRotateFromInterfaceOrientation",
        "willAnimateRotationToInterfaceOrientation", "shouldAutorotate", "shouldAutorotateToInterfaceOrientation",
        "supportedInterfaceOrientations", "prepareForSegue", "shouldPerformSegueWithIdentifier", "setNeedsLayout",
        "layoutIfNeeded", "setNeedsDisplay", "setNeedsUpdateConstraints", "sizeThatFits", "intrinsicContentSize",
        "prefersStatusBarHidden", "preferredStatusBarStyle", "preferredStatusBarUpdateAnimation", "edgesForExtendedLayout",
        "extendedLayoutIncludesOpaqueBars", "applicationSignificantTimeChange", "applicationDidFinishLaunching",
        "applicationProtectedDataWillBecomeUnavailable", "applicationProtectedDataDidBecomeAvailable",
        "beginAppearanceTransition", "endAppearanceTransition", "encodeRestorableState", "decodeRestorableState",
        "viewWillMoveToWindow", "viewDidMoveToWindow", "awakeAfterUsingCoder", "didUpdateFocus",
        // iOS 26: no printed run places them among the calls the engine models (docs/research/update-properties.md).
        "updateProperties", "setNeedsUpdateProperties", "updatePropertiesIfNeeded",
        // SwiftUI modifiers that run on events the engine has no step for (text input, URLs,
        // publishers, geometry), and the representable methods it does not model: a log
        // that prints them beside onAppear says which of its lines were left unchecked.
        "onSubmit", "onCommit", "onEditingChanged", "onOpenURL", "onContinueUserActivity", "onReceive", "onKeyPress",
        "onGeometryChange", "onScrollVisibilityChange", "onScrollPhaseChange", "onScrollGeometryChange",
        "onPreferenceChange", "makeCoordinator", "makeUIView", "updateUIView", "dismantleUIView",
        "dismantleUIViewController",
        // The data source's section count, beside its `tableView(_:numberOfRowsInSection:)`,
        // which the delegate bases above already report as not modelled.
        "numberOfSections", "numberOfSectionsInTableView", "numberOfSectionsInCollectionView",
        // A table's prefetching, printed by its label (`prefetchRowsAt [2]`), as a collection
        // view's `prefetchItemsAt` is read.
        "prefetchRowsAt", "cancelPrefetchingForRowsAt",
    ]
}
