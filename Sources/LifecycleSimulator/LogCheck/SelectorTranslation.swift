internal import LifecycleModel

/// Turns a method as a log prints it into the Swift names it may stand for, so that
/// `Vocabulary.resolve` can find the callback.
///
///     viewWillAppear:                          → viewWillAppear(_:)
///     viewWillAppear:animated                  → viewWillAppear(_:)          (the argument sent)
///     initWithNibName:bundle:                  → init(nibName:bundle:)       ("With" is dropped)
///     willMoveToSuperview:                     → willMove(toSuperview:)      ("To" starts the label)
///     application:didFinishLaunchingWithOptions: → application(_:didFinishLaunchingWithOptions:)
///     dealloc                                  → deinit                      (the table)
///     Deinit, deInit, DEALLOC                  → deinit                      (any case; see `ConsoleLogParser.isEndingCall`)
///     init                                     → init(nibName:bundle:), init(frame:) …
///     application:WillFinishLaunchingWithOptions: → application(_:willFinishLaunchingWithOptions:)
///     UIKeyboardWillShowNotification           → keyboardWillShowNotification (`NotificationNames`)
///
/// The rules are Swift's own import rules, simplified; where UIKit's Swift name does not
/// follow them (`drawRect:` is `draw(_:)`), the small table below says so. Several
/// candidates may come out: only one of them will be a callback of the receiver's kind.
enum SelectorTranslation {
    static func candidates(for word: String) -> [String] {
        if let notification = NotificationNames.candidates(for: word) { return notification }
        // A deinitializer's print is free text: `print("Deinit \(self)")`, or `deInit`
        // (Apple Developer Forums thread 690143). Neither word is English, so any case is it.
        if isEnding(word) { return ["deinit"] }
        // Hand-written selectors capitalise a label now and then (a 2015 note prints
        // `application:WillFinishLaunchingWithOptions:`); Objective-C labels never start so.
        let lowered = loweringLabels(word)
        if lowered != word { return candidates(for: lowered) + candidates(ofSpelling: word) }
        return candidates(ofSpelling: word)
    }

    /// `deinit`, `deinit()` or `dealloc`, in any case.
    static func isEnding(_ word: String) -> Bool {
        let head = LookalikeCalls.head(of: word)
        return ["deinit", "dealloc"].contains(head.lowercased()) && ["", "()"].contains(word.dropFirst(head.count))
    }

    private static func candidates(ofSpelling word: String) -> [String] {
        if let paren = word.firstIndex(of: "(") {
            // Swift `#function` output (`viewWillAppear(_:)`, `init()`). A full name with
            // labels is that method and no other: `scene(_:restoreInteractionStateWith:)`
            // is not `scene(_:willConnectTo:options:)`.
            let head = String(word[..<paren])
            if word[paren...].contains(":") { return [asyncNames[word] ?? modifierNames[word] ?? word] }
            return [word, head] + (shorthands[head] ?? [])
        }
        if let irregular = irregular[word] ?? irregular[word + ":"] { return [irregular] }
        if let shorthand = shorthands[word.hasSuffix(":") ? String(word.dropLast()) : word] { return shorthand }
        let parts = word.split(separator: ":").map(String.init)
        guard let first = parts.first else { return [] }
        let rest = parts.dropFirst()
        var names: [String] = []
        if word.hasSuffix(":") {
            names.append(swiftName(first, firstLabel: "_", rest: rest))
            // `viewDidLoad:` is a label-like colon after a method without arguments.
            if rest.isEmpty { names.append(first) }
        } else {
            // A bare word: a base name (`viewDidLoad`), or a selector whose colon was not printed.
            names.append(word)
            // A message with its argument, as Objective-C sends it (`viewWillAppear:animated`).
            if rest.count == 1, let argument = rest.first, argument.first?.isLowercase == true, argument.allSatisfy(\.isLetter) {
                names.append(swiftName(first, firstLabel: "_", rest: []))
            }
            // A selector written without its last colon (`application:didFinishLaunchingWithOptions`,
            // in memos of 2010 and later): before, it was prose, and a log with it moved agreed.
            if !rest.isEmpty {
                names.append(irregular[word + ":"] ?? swiftName(first, firstLabel: "_", rest: rest))
            }
        }
        for (base, label) in [splitWith(first), splitTo(first)].compactMap({ $0 }) {
            names.append(swiftName(base, firstLabel: label, rest: rest))
        }
        return names
    }
}

extension SelectorTranslation {
    /// The callback a signature begins, printed with labels left out or its `_` dropped
    /// (`scene(_:willConnectTo:)`, `viewWillDisappear(:)`, `viewWillTransition(to:)`, or the
    /// selector's first part, `viewWillTransitionToSize:`): no callback, but not prose either.
    static func partialSignature(_ word: String, among baseNames: Set<String>) -> String? {
        // Not a plain base with a colon (`scene: <UIWindowScene: 0x…>` prints a value's label).
        // A selector's first parts without the last colon (`scene:willConnectToSession`) too.
        let selector = word.hasSuffix(":") || !word.contains(":") ? word : word + ":"
        if selector.hasSuffix(":"), !selector.contains("("), !baseNames.contains(String(selector.dropLast())),
            let full = irregular.keys.sorted().first(where: { $0.hasPrefix(selector) && $0 != selector })
        {
            return irregular[full]
        }
        guard let open = word.firstIndex(of: "("), word.hasSuffix(")") else { return nil }
        let base = String(word[..<open])
        guard baseNames.contains(base) else { return nil }
        let labels = word[word.index(after: open)..<word.index(before: word.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: false).dropLast().map { $0.isEmpty ? "_" : String($0) }
        guard !labels.isEmpty else { return nil }
        for kind in ObjectKind.allCases {
            for callback in Vocabulary.callbacks(of: kind) where callback.baseName == base && callback.name != word {
                let full = callback.name.drop { $0 != "(" }.dropFirst().split(separator: ":").map(String.init).filter { $0 != ")" }
                // Or its parameters' names for some labels (`scene(:willConnectTo:connectionOptions:)`).
                let renamed = labels.count == full.count && labels.count >= 3 && full.prefix(2).elementsEqual(labels.prefix(2))
                if full.starts(with: labels) || renamed { return callback.name }
            }
        }
        return nil
    }
}

private extension SelectorTranslation {
    /// Selectors whose Swift name the rules do not produce.
    static let irregular: [String: String] = [
        "dealloc": "deinit",
        "drawRect:": "draw(_:)",
        "willMoveToParentViewController:": "willMove(toParent:)",
        "didMoveToParentViewController:": "didMove(toParent:)",
        "viewWillTransitionToSize:withTransitionCoordinator:": "viewWillTransition(to:with:)",
        "willTransitionToTraitCollection:withTransitionCoordinator:": "willTransition(to:with:)",
        "willRotateToInterfaceOrientation:duration:": "willRotate(to:duration:)",
        "willAnimateRotationToInterfaceOrientation:duration:": "willAnimateRotation(to:duration:)",
        "didRotateFromInterfaceOrientation:": "didRotate(from:)",
        "scene:willConnectToSession:options:": "scene(_:willConnectTo:options:)",
        "application:configurationForConnectingSceneSession:options:": "application(_:configurationForConnecting:options:)",
        "tableView:cellForRowAtIndexPath:": "tableView(_:cellForRowAt:)",
        "tableView:willDisplayCell:forRowAtIndexPath:": "tableView(_:willDisplay:forRowAt:)",
        "tableView:didEndDisplayingCell:forRowAtIndexPath:": "tableView(_:didEndDisplaying:forRowAt:)",
        "tableView:didSelectRowAtIndexPath:": "tableView(_:didSelectRowAt:)",
        "collectionView:cellForItemAtIndexPath:": "collectionView(_:cellForItemAt:)",
        "collectionView:willDisplayCell:forItemAtIndexPath:": "collectionView(_:willDisplay:forItemAt:)",
        "collectionView:didEndDisplayingCell:forItemAtIndexPath:": "collectionView(_:didEndDisplaying:forItemAt:)",
        "collectionView:prefetchItemsAtIndexPaths:": "collectionView(_:prefetchItemsAt:)",
        "collectionView:cancelPrefetchingForItemsAtIndexPaths:": "collectionView(_:cancelPrefetchingForItemsAt:)",
        "collectionView:didSelectItemAtIndexPath:": "collectionView(_:didSelectItemAt:)",
        "applyLayoutAttributes:": "apply(_:)",
        "preferredLayoutAttributesFittingAttributes:": "preferredLayoutAttributesFitting(_:)",
        "navigationController:willShowViewController:animated:": "navigationController(_:willShow:animated:)",
        "navigationController:didShowViewController:animated:": "navigationController(_:didShow:animated:)",
        "tabBarController:shouldSelectViewController:": "tabBarController(_:shouldSelect:)",
        "tabBarController:didSelectViewController:": "tabBarController(_:didSelect:)",
        "application:openURL:options:": "application(_:open:options:)",
        "application:performActionForShortcutItem:completionHandler:": "application(_:performActionFor:completionHandler:)",
        "windowScene:performActionForShortcutItem:completionHandler:": "windowScene(_:performActionFor:completionHandler:)",
        "application:continueUserActivity:restorationHandler:": "application(_:continue:restorationHandler:)",
        "scene:continueUserActivity:": "scene(_:continue:)",
        "userNotificationCenter:willPresentNotification:withCompletionHandler:": "userNotificationCenter(_:willPresent:withCompletionHandler:)",
        "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:": "userNotificationCenter(_:didReceive:withCompletionHandler:)",
        // Batch's listings shorten the two to their first labels.
        "userNotificationCenter:willPresent:": "userNotificationCenter(_:willPresent:withCompletionHandler:)",
        "userNotificationCenter:didReceive:": "userNotificationCenter(_:didReceive:withCompletionHandler:)",
    ]

    /// A SwiftUI modifier printed by its own Swift name (`#function` inside a wrapper, or
    /// written by hand): the call the engine names by the modifier's base.
    static let modifierNames: [String: String] = [
        "onAppear(perform:)": "onAppear", "onDisappear(perform:)": "onDisappear", "task(priority:_:)": "task", "task(id:priority:_:)": "task",
        "task(id:)": "task", "task(priority:)": "task",
    ]

    /// The Swift names `#function` prints in a delegate method written as `async` (Swift
    /// drops the completion handler): the same call as the handler's form.
    static let asyncNames: [String: String] = [
        "application(_:performActionFor:)": "application(_:performActionFor:completionHandler:)",
        "windowScene(_:performActionFor:)": "windowScene(_:performActionFor:completionHandler:)",
        "userNotificationCenter(_:didReceive:)": "userNotificationCenter(_:didReceive:withCompletionHandler:)",
        "userNotificationCenter(_:willPresent:)": "userNotificationCenter(_:willPresent:withCompletionHandler:)",
    ]

    /// Words logs print for a call whose selector they shorten: a plain `init` (the
    /// designated initializer of whatever kind the receiver is: `-[B init]` runs
    /// `initWithNibName:bundle:` for a controller, `initWithFrame:` for a view), a cell's
    /// highlight and selection setters, and the
    /// delegate calls a navigation or tab bar controller makes, printed by their middle
    /// part (`<UINavigationController: 0x…> didShowViewController <A: 0x…>`).
    static let shorthands: [String: [String]] = [
        "init": ["init(nibName:bundle:)", "init(frame:)", "init(style:reuseIdentifier:)"],
        "willShowViewController": ["navigationController(_:willShow:animated:)"],
        "didShowViewController": ["navigationController(_:didShow:animated:)"],
        "shouldSelectViewController": ["tabBarController(_:shouldSelect:)"],
        "didSelectViewController": ["tabBarController(_:didSelect:)"],
        // A table view cell's setter, or a collection view cell's property (`-[C setSelected:]`).
        "setHighlighted": ["setHighlighted(_:animated:)", "isHighlighted"],
        "setSelected": ["setSelected(_:animated:)", "isSelected"],
        // Its two spellings are one call (`SameCallSpellings`): the older one, which the
        // engine's is matched to.
        "textFieldDidEndEditing": ["textFieldDidEndEditing(_:)"],
    ]

    /// `application:WillFinishLaunchingWithOptions:` → `application:willFinishLaunchingWithOptions:`.
    static func loweringLabels(_ word: String) -> String {
        guard !word.contains("("), word.contains(":") else { return word }
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        let lowered = [String(parts[0])] + parts.dropFirst().map { $0.prefix(1).lowercased() + $0.dropFirst() }
        return lowered.joined(separator: ":")
    }

    static func swiftName(_ base: String, firstLabel: String, rest: ArraySlice<String>) -> String {
        base + "(" + ([firstLabel] + rest).map { $0 + ":" }.joined() + ")"
    }

    /// `initWithCoder` → (`init`, `coder`).
    static func splitWith(_ part: String) -> (String, String)? {
        split(part, at: "With").map { base, tail in (base, tail.prefix(1).lowercased() + tail.dropFirst()) }
    }

    /// `willMoveToWindow` → (`willMove`, `toWindow`).
    static func splitTo(_ part: String) -> (String, String)? {
        split(part, at: "To").map { base, tail in (base, "to" + tail) }
    }

    /// Splits at the first `word` that starts a new capitalised word and is not at the start.
    static func split(_ part: String, at word: String) -> (String, String)? {
        var index = part.index(after: part.startIndex)
        while index < part.endIndex {
            let tail = part[index...]
            if tail.hasPrefix(word), let next = tail.dropFirst(word.count).first, next.isUppercase {
                return (String(part[..<index]), String(tail.dropFirst(word.count)))
            }
            index = part.index(after: index)
        }
        return nil
    }
}
