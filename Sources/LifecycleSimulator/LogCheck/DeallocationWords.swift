/// A deinitializer printed in words, after the object it frees:
///
///     SecondViewController deallocated        B is being deinitialized
///     DetailView has been released            B被释放了         Bが解放されました
///
/// `deinit { print("\(self) deallocated") }` is the most common way a controller's end is
/// printed, and the Swift book's own example prints "is being deinitialized". Read as
/// prose, such a line was dropped, and a deinit printed in the wrong place still agreed.
/// The word is read as `deinit` only right after an object of the scenario, with at most
/// the auxiliaries of a passive between (`is being`, `has been`, `was`), and never when
/// the line says it did not happen (`B was not deallocated`, `B没有释放`).
enum DeallocationWords {
    /// `words`, with each deallocation word after an object (and its auxiliaries) made `deinit`.
    static func joined(_ words: [String], isObject: (String) -> Bool) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            result.append(words[index])
            guard isObject(words[index]) else {
                index += 1
                continue
            }
            var next = index + 1
            var negated = false
            while next < words.count, auxiliaries.contains(words[next].lowercased()) {
                negated = negated || negations.contains(words[next].lowercased())
                next += 1
            }
            guard next < words.count, !negated, isDeallocation(words[next]) else {
                index += 1
                continue
            }
            result.append("deinit")
            index = next + 1
        }
        return result
    }
}

private extension DeallocationWords {
    static let english: Set<String> = [
        "deallocated", "dealloced", "deallocating", "deinitialized", "deinitialised", "deinited", "deinitializing",
        "released", "freed", "destroyed",
    ]
    static let auxiliaries: Set<String> = [
        "is", "was", "has", "been", "being", "got", "gets", "get", "will", "be", "not", "never", "의", "메모리",
    ]
    static let negations: Set<String> = ["not", "never"]

    /// Han, kana and Hangul words run together (`被释放了`, `が解放されました`): freeing words,
    /// unless a negation is part of the run.
    static let freeing = ["释放", "釋放", "销毁", "銷毀", "解放", "破棄", "해제"]
    static let denying = ["没", "沒", "未", "不", "ない", "ません", "않", "안"]

    static func isDeallocation(_ word: String) -> Bool {
        let bare = String(word.prefix { $0 != "(" && $0 != ":" }).lowercased()
        if english.contains(bare) { return true }
        return freeing.contains(where: word.contains) && !denying.contains(where: word.contains)
    }
}
