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
            if let (object, call, used) = lifetimeBefore(at: index, in: words, isObject: isObject) {
                result += [object, call]
                index += used
                continue
            }
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
            guard next < words.count, !negated,
                isDeallocation(words[next], last: next == words.count - 1 || closing.contains(words[next + 1].lowercased()))
            else {
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
    /// `Deallocating instance of 'BViewController'`, `Allocating instance of class: B`: the
    /// verb before `instance of` and the object, as iDoyoung/Lookbook's controllers print
    /// their `init` and `deinit` (trace-check trial, 2026-12-07) and others their `dealloc`.
    /// The object ends the line.
    static func lifetimeBefore(at index: Int, in words: [String], isObject: (String) -> Bool) -> (String, String, Int)? {
        guard let call = lifetimeVerbs[words[index].lowercased()] else { return nil }
        var next = index + 1
        if next < words.count, ["new", "an", "a"].contains(words[next].lowercased()) { next += 1 }
        guard next + 2 < words.count, words[next].lowercased() == "instance", words[next + 1].lowercased() == "of" else { return nil }
        next += 2
        if ["class", "class:"].contains(words[next].lowercased()) { next += 1 }
        guard next == words.count - 1, isObject(words[next]) else { return nil }
        return (words[next], call, next - index + 1)
    }

    static let lifetimeVerbs: [String: String] = [
        "deallocating": "deinit", "deallocated": "deinit", "deinitializing": "deinit", "deinitialized": "deinit",
        "allocating": "init", "allocated": "init", "initializing": "init", "initialized": "init",
    ]

    static let english: Set<String> = [
        "deallocated", "dealloced", "deallocating", "deinitialized", "deinitialised", "deinited", "deinitializing",
        "released", "freed", "destroyed",
    ]
    /// A passive that happened or happens (`is being`, `has been`); not one to come (`will be
    /// released`), nor an active verb (`A released image cache`).
    static let auxiliaries: Set<String> = ["is", "was", "has", "been", "being", "got", "gets", "not", "never", "의", "메모리"]
    /// What may end the clause after the word (`B deallocated now`).
    static let closing: Set<String> = ["now", "successfully", "ok", "here"]
    static let negations: Set<String> = ["not", "never"]

    /// Han, kana and Hangul words run together (`被释放了`, `が解放されました`): a freeing word
    /// with only a passive's marks around it; not `释放资源` ("releases its resources").
    static let freeing = ["释放", "釋放", "销毁", "銷毀", "解放", "破棄", "해제"]
    static let before: Set<String> = ["", "被", "已", "已经", "已被", "已经被", "已經", "已經被", "が", "は", "も"]
    static let after: Set<String> = [
        "", "了", "啦", "掉了", "されました", "された", "されます", "される", "됨", "되었습니다", "되었음", "됐음", "완료",
    ]

    /// The English words end their clause: `B deallocated`, not `B released image cache`.
    static func isDeallocation(_ word: String, last: Bool) -> Bool {
        let bare = String(word.prefix { $0 != "(" && $0 != ":" }).lowercased()
        if english.contains(bare) { return last }
        return freeing.contains { free in
            guard let range = word.range(of: free) else { return false }
            return before.contains(String(word[..<range.lowerBound])) && after.contains(String(word[range.upperBound...]))
        }
    }
}
