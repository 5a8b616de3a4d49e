/// Notification names as apps print them, in the names the vocabulary gives their
/// observers' calls. An observer usually prints the `name` of the notification it got,
/// and before Swift 4.2 that name was the Objective-C constant:
///
///     UIKeyboardWillChangeFrameNotification              → keyboardWillChangeFrameNotification
///     UIApplicationDidReceiveMemoryWarningNotification   → didReceiveMemoryWarningNotification
///     UIApplicationDidBecomeActiveNotification           → (no callback: UIApplication.didBecomeActiveNotification)
///
/// The Swift name keeps the owner's prefix off (`UIApplication.didBecomeActiveNotification`),
/// except for the keyboard's, which UIKit moved to `UIResponder` and kept `keyboard` in.
enum NotificationNames {
    /// The vocabulary names an Objective-C constant may stand for; nil for a word that is
    /// no `UI…Notification` constant.
    static func candidates(for word: String) -> [String]? {
        parts(of: word).map { [$0.member] }
    }

    /// `UIApplication.didBecomeActiveNotification` for `UIApplicationDidBecomeActiveNotification`,
    /// so that a notification the engine does not model is reported by the name Apple's
    /// documentation uses today; nil for a word that is no such constant.
    static func swiftName(of word: String) -> String? {
        parts(of: word).map { "\($0.owner).\($0.member)" }
    }
}

private extension NotificationNames {
    /// Objective-C prefix after `UI` → the Swift type that owns the notification today.
    static let owners: [(prefix: String, owner: String)] = [
        ("ContentSizeCategory", "UIContentSizeCategory"), ("Accessibility", "UIAccessibility"),
        ("Application", "UIApplication"), ("Pasteboard", "UIPasteboard"), ("TextField", "UITextField"),
        ("TextView", "UITextView"), ("Keyboard", "UIResponder"), ("Device", "UIDevice"), ("Screen", "UIScreen"),
        ("Window", "UIWindow"), ("Scene", "UIScene"), ("Menu", "UIMenuController"),
    ]

    static func parts(of word: String) -> (owner: String, member: String)? {
        let name = word.hasSuffix(":") ? String(word.dropLast()) : word
        guard name.hasPrefix("UI"), name.hasSuffix("Notification"), name.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let body = name.dropFirst(2).dropLast("Notification".count)
        guard body.first?.isUppercase == true else { return nil }
        for (prefix, owner) in owners where body.hasPrefix(prefix) {
            let rest = body.dropFirst(prefix.count)
            guard let first = rest.first, first.isUppercase else { continue }
            let member = prefix == "Keyboard" ? "keyboard" + String(rest) : first.lowercased() + String(rest.dropFirst())
            return (owner, member + "Notification")
        }
        return ("UIKit", body.prefix(1).lowercased() + String(body.dropFirst()) + "Notification")
    }
}
