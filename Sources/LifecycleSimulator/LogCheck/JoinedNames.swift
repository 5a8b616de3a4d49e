internal import LifecycleModel

/// Names a log prints as several words, joined back into one before the words are read:
///
///     UIApplication.didBecomeActive            → UIApplicationDidBecomeActiveNotification
///     UIScene.didActivateNotification          → UISceneDidActivateNotification
///     application(_ :open :options)            → application(_:open:options:)
///     scene(_ :openURLContexts)                → scene(_:openURLContexts:)
///     task cancelled, Task was canceled        → taskCancelled
///     willMove to Superview, willMove toWindow → willMove(toSuperview:), willMove(toWindow:)
///
/// A notification names its poster, and so its receiver: UIApplication's go to `app`, a
/// scene's to the scene (`UIApplicationDidBecomeActiveNotification`, as Objective-C and
/// `NSNotificationName(_rawValue:)` print it, needs no joining).
enum JoinedNames {
    /// Every callback's full name, of every kind.
    static let fullNames: Set<String> = Set(ObjectKind.allCases.flatMap { Vocabulary.callbacks(of: $0).map(\.name) })

    static func joined(_ words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            if let (name, used) = notification(at: index, in: words) ?? spacedSwiftName(at: index, in: words)
                ?? taskCancellation(at: index, in: words) ?? labelledBase(at: index, in: words)
            {
                result.append(name)
                index += used
            } else {
                result.append(words[index])
                index += 1
            }
        }
        return result
    }

    /// `UIApplicationDidBecomeActiveNotification` → [.app: didBecomeActiveNotification];
    /// empty for any other word.
    static func notificationCallbacks(for word: String) -> [ObjectKind: CallbackSpec] {
        for (poster, kind) in posters where word.hasPrefix(poster) {
            let rest = word.dropFirst(poster.count)
            guard rest.hasSuffix("Notification"), let first = rest.first, first.isUppercase else { continue }
            let name = first.lowercased() + rest.dropFirst()
            if let callback = Vocabulary.callbacks(of: kind).first(where: { $0.name == name }) { return [kind: callback] }
        }
        return [:]
    }
}

private extension JoinedNames {
    /// `willMove to Superview`, `willMove toWindow`, `didMove to Parent` (nodevthings, a Korean
    /// post printing a view's calls): a base several calls share, then the words of one call's
    /// only label. Before, the line was unread, and its hint's `--call` read both such lines as
    /// one of the two calls.
    static func labelledBase(at index: Int, in words: [String]) -> (String, Int)? {
        let base = words[index]
        guard index + 1 < words.count, base.first?.isLowercase == true, base.allSatisfy(\.isLetter) else { return nil }
        var label = words[index + 1]
        var used = 2
        if ["to", "from"].contains(label.lowercased()), index + 2 < words.count, let first = words[index + 2].first {
            label = label.lowercased() + first.uppercased() + words[index + 2].dropFirst()
            used = 3
        }
        let name = "\(base)(\(label):)"
        return fullNames.contains(name) ? (name, used) : nil
    }

    static let posters: [(String, ObjectKind)] = [("UIApplication", .app), ("UIWindowScene", .scene), ("UIScene", .scene)]

    /// `UIApplication` `didBecomeActive` (the notification's Swift name, with or without
    /// `Notification`): the constant's Objective-C name, and the two words it used.
    static func notification(at index: Int, in words: [String]) -> (String, Int)? {
        guard index + 1 < words.count, let poster = posters.first(where: { $0.0 == words[index] }) else { return nil }
        let next = words[index + 1]
        guard let first = next.first, first.isLowercase else { return nil }
        let name = next.hasSuffix("Notification") ? next : next + "Notification"
        let joined = poster.0 + first.uppercased() + name.dropFirst()
        return notificationCallbacks(for: joined).isEmpty ? nil : (joined, 2)
    }

    /// A delegate method printed with spaces inside its parentheses (`application`, `_`,
    /// `open`, `options`): the longest run of labels that makes a callback's full name.
    static func spacedSwiftName(at index: Int, in words: [String]) -> (String, Int)? {
        guard index + 2 < words.count, words[index + 1] == "_", delegateBases.contains(words[index]) else { return nil }
        var labels: [String] = []
        for word in words[(index + 2)...] {
            guard let first = word.first, first.isLowercase, word.allSatisfy(\.isLetter), labels.count < 4 else { break }
            labels.append(word)
        }
        for count in stride(from: labels.count, through: 1, by: -1) {
            let name = words[index] + "(_:" + labels[..<count].map { $0 + ":" }.joined() + ")"
            if fullNames.contains(name) { return (name, 2 + count) }
        }
        return nil
    }

    /// `task` then `cancelled` (`Task was canceled`, `task: isCancelled`, `task error:
    /// CancellationError()`, `task 取消`, `task onCancel`): the end a SwiftUI view's `.task`
    /// is told of, which read word by word would be a second start. The error the task
    /// caught may stand between (`task error: Error Domain=NSURLErrorDomain Code=-999
    /// "cancelled"`), and so may the value a `.task(id:)` ran for (`task id=3 onCancel`,
    /// whose `id=3` the tokenizer drops). A task said not to be cancelled (`task not
    /// cancelled`, `task isCancelled: false`) is no call.
    static func taskCancellation(at index: Int, in words: [String]) -> (String, Int)? {
        guard ["task", "task()"].contains(words[index].lowercased().filter { $0 != ":" }) else { return nil }
        var next = index + 1
        var negated = false
        while next < words.count, next - index <= 6, isBetween(words[next].lowercased().filter { $0 != ":" }) {
            negated = negated || words[next].lowercased() == "not"
            next += 1
        }
        guard next < words.count, isCancellation(words[next]) else { return nil }
        if next + 1 < words.count, ["false", "no"].contains(words[next + 1].lowercased()) { negated = true }
        return (negated ? "taskNotCancelled" : "taskCancelled", next - index + 1)
    }

    static func isBetween(_ word: String) -> Bool {
        [
            "was", "is", "got", "gets", "has", "been", "being", "not", "task", "threw", "throws", "thrown", "caught", "resumed", "with", "by",
            "domain", "code",
        ]
        .contains(word) || (word.contains("error") && !word.contains("cancel"))
    }

    static func isCancellation(_ word: String) -> Bool {
        let lowered = word.lowercased().filter { $0 != ":" && $0 != "(" && $0 != ")" }
        return cancellations.contains(lowered) || ["取消", "キャンセル", "취소"].contains(where: word.contains)
    }

    static let cancellations: Set<String> = [
        "cancelled", "canceled", "cancel", "cancellation", "iscancelled", "cancelling", "canceling", "cancellationerror", "oncancel",
    ]

    /// `application`, `scene`, `tableView` …: base names of callbacks whose first argument
    /// is unlabelled.
    static let delegateBases: Set<String> = Set(fullNames.filter { $0.contains("(_:") }.map { String($0.prefix { $0 != "(" }) })

}
