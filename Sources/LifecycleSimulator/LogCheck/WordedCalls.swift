internal import LifecycleModel

/// A lifecycle event printed in Chinese, Japanese, Korean or German words, with no callback
/// name on the line: `进入后台`, `キーボードが表示された`, `앱이 백그라운드로 전환됨`,
/// `App ist im Hintergrund`. Read as prose, such a line was dropped without a word, and a
/// log whose other lines agreed agreed with it anywhere.
///
/// The words never read as a call: 276 prints of public apps (`docs/research/worded-calls.md`)
/// show that they do not say which one. `進入背景` ("entering the background") is printed in
/// one app's `applicationWillEnterForeground`, `进入后台` in handlers of
/// `willResignActiveNotification`, `视图出现` for `onAppear` and `viewDidAppear` alike. So a
/// phrase marks its line unread, with the calls it may stand for that the scenario's objects
/// receive, and `--call` (or the header's `calls:`) says which it is.
enum WordedCalls {
    /// Words that name one event, and the calls an app prints them in. Only words found in
    /// apps' prints; none that apps print as often for something else (`加载完成` is a web
    /// view's load, `销毁` alone a disposable's, `終了` any task's). Words several kinds of
    /// object share (`开始编辑`: a text field's, a text view's, a table's) name the calls of
    /// the kind the engine models, and a scenario without one keeps them as prose.
    /// The first event whose words a line holds is its: a keyboard's before a view's
    /// (`键盘即将出现`), resigning before becoming active (`非活跃状态`). A SwiftUI app's
    /// phase comes before the notification: apps print these words in a scenePhase `switch`.
    /// A word after `=` is an event only as the whole line: `バックグラウンド` alone is the
    /// event, `バックグラウンドタスク開始` an app's task, `버튼 활성화` a button enabled.
    static let events: [(words: [String], callbacks: [String])] = [
        (
            ["键盘弹出", "键盘弹起", "键盘打开", "键盘即将出现", "键盘出现", "鍵盤彈出", "鍵盤出現", "キーボードが表示", "キーボードが出", "키보드가 올라", "키보드가 나타"],
            ["keyboardWillShowNotification", "keyboardDidShowNotification"]
        ),
        (
            ["键盘关闭", "键盘将关闭", "键盘隐藏", "键盘收起", "鍵盤收合", "鍵盤隱藏", "キーボードが消", "キーボードを閉じ", "키보드가 내려", "키보드가 사라"],
            ["keyboardWillHideNotification", "keyboardDidHideNotification"]
        ),
        (
            [
                "进入前台", "进入到前台", "回到前台", "返回前台", "進入前景", "進入到前景", "フォアグラウンドに", "フォアグラウンドへ", "=フォアグラウンド", "バックグラウンドから復帰", "アプリを開く", "アプリが開きそう",
                "foreground로", "포그라운드로", "=포그라운드", "App im Vordergrund", "App in den Vordergrund",
            ],
            ["applicationWillEnterForeground(_:)", "sceneWillEnterForeground(_:)", "onChange(of:)", "willEnterForegroundNotification"]
        ),
        (
            [
                "进入后台", "进入到后台", "退到后台", "進入背景", "アプリを閉じた", "アプリが閉じた", "background로", "background상태", "バックグラウンドに", "バックグラウンドへ", "=バックグラウンド", "백그라운드로",
                "=백그라운드", "App ist im Hintergrund", "App im Hintergrund", "App in den Hintergrund",
            ],
            ["applicationDidEnterBackground(_:)", "sceneDidEnterBackground(_:)", "onChange(of:)", "didEnterBackgroundNotification"]
        ),
        (
            [
                "非活跃", "非活动状态", "不活跃", "失去焦点", "程序中断", "非アクティブ", "アプリが閉じる", "アプリが閉じそう", "앱이 비활성", "앱이 현재 비활성", "비활성 상태", "inactive 상태",
                "App ist inaktiv",
            ],
            ["applicationWillResignActive(_:)", "sceneWillResignActive(_:)", "onChange(of:)", "willResignActiveNotification"]
        ),
        (
            ["活跃状态", "活动状态", "获得焦点", "取得焦点", "アクティブにな", "=アクティブ", "アプリを開いた", "アプリが開いた", "앱이 활성화", "다시 활성화", "=활성화", "active상태", "App ist aktiv"],
            ["applicationDidBecomeActive(_:)", "sceneDidBecomeActive(_:)", "onChange(of:)", "didBecomeActiveNotification"]
        ),
        (
            ["程序退出", "程序即将退出", "程序将要退出", "应用程序将要退出", "程序终止", "app終止", "アプリを終了", "アプリが終了", "앱이 종료"],
            ["applicationWillTerminate(_:)", "willTerminateNotification"]
        ),
        (
            ["程序启动", "启动完毕", "启动完成", "アプリ起動時", "アプリが起動し", "앱이 시작", "앱이 실행", "로딩이 끝난"],
            ["application(_:didFinishLaunchingWithOptions:)"]
        ),
        (
            ["内存警告", "内存不足", "記憶體警告", "メモリ警告", "メモリ不足", "메모리 경고"],
            ["didReceiveMemoryWarning()", "applicationDidReceiveMemoryWarning(_:)", "didReceiveMemoryWarningNotification"]
        ),
        (["视图加载", "加载视图结束", "視圖載入", "뷰가 로드", "View wurde geladen"], ["viewDidLoad()"]),
        (["视图正在加载", "加载视图"], ["loadView()"]),
        (["视图将要布局"], ["viewWillLayoutSubviews()"]),
        (["视图已经布局"], ["viewDidLayoutSubviews()"]),
        (["视图将要出现", "视图即将出现", "视图将要显示", "视图即将显示", "表示される直前", "表示される前", "뷰가 나타날"], ["viewWillAppear(_:)"]),
        (["视图已经出现", "视图已经显示", "视图出现", "视图完全显示", "表示された直後", "表示された後", "ビューが表示", "뷰가 나타났", "뷰가 나타남", "뷰가 등장"], ["viewDidAppear(_:)", "onAppear"]),
        (["视图将要消失", "视图即将消失", "閉じる前", "遷移する直前", "뷰가 사라질"], ["viewWillDisappear(_:)"]),
        (["视图已经消失", "视图消失", "閉じた後", "非表示にな", "뷰가 사라졌", "뷰가 사라진"], ["viewDidDisappear(_:)", "onDisappear"]),
        (["控制器销毁", "控制器已销毁", "控制器被销毁", "控制器释放", "页面释放", "视图销毁", "解放されました", "메모리에서 내려감"], ["deinit"]),
        (["将要开始编辑", "入力状態前"], ["textFieldShouldBeginEditing(_:)"]),
        (["将要结束编辑", "フォーカスが外れる前"], ["textFieldShouldEndEditing(_:)"]),
        (["开始编辑", "開始編輯", "入力状態後"], ["textFieldDidBeginEditing(_:)"]),
        (["结束编辑", "编辑输入结束", "結束編輯"], ["textFieldDidEndEditing(_:reason:)", "textFieldDidEndEditing(_:)"]),
        (["复用"], ["prepareForReuse()", "tableView(_:cellForRowAt:)"]),
        (["将要显示cell"], ["tableView(_:willDisplay:forRowAt:)", "collectionView(_:willDisplay:forItemAt:)"]),
    ]

    /// Words that say where an app's own work runs, not that the app moved
    /// (`バックグラウンドで位置情報を取得`), or a notification shown in front.
    static let prose = ["バックグラウンドで", "フォアグラウンドで", "フォアグラウンド時に通知"]

    /// The words of the line that hold an event's words, and the calls of that event some
    /// object of the scenario (of `kinds`) receives; nil when the line holds none, or no
    /// object receives them (`键盘弹出` where nothing observes the keyboard stays prose).
    static func phrase(in words: [String], receivable kinds: Set<ObjectKind>) -> (phrase: String, callbacks: [String])? {
        guard let found = firstEvent(in: words) else { return nil }
        let received = Set(kinds.flatMap { Vocabulary.callbacks(of: $0).map(\.name) })
        let callbacks = events[found.event].callbacks.filter(received.contains)
        guard !callbacks.isEmpty else { return nil }
        return (found.phrase, callbacks)
    }

    /// The scenePhase a line's words name, for an `onChange(of:)` that `--call` gives them
    /// (`App ist im Hintergrund`, `앱이 비활성화됨`): kept with the call as an English phase
    /// word is, so that swapped phases diverge. Nil for the foreground, which an app prints in
    /// its `.inactive` case or its `.active` one.
    static func phase(in text: Substring) -> String? {
        guard let found = firstEvent(in: LogTokenizer.words(of: text)) else { return nil }
        return events[found.event].callbacks.lazy.compactMap { phasesByCall[$0] }.first
    }

    private static let phasesByCall = [
        "applicationDidEnterBackground(_:)": "background", "applicationWillResignActive(_:)": "inactive",
        "applicationDidBecomeActive(_:)": "active",
    ]

    /// The first event whose words the line holds, and the whole words that hold them.
    private static func firstEvent(in words: [String]) -> (event: Int, phrase: String)? {
        let lowered = words.map { $0.lowercased() }
        // The tokenizer splits `active상태` and `BackGround상태입니다` where the script changes:
        // the words are also looked for with the line's words run together.
        let lines = [" ", ""].map { (separator: $0, text: lowered.joined(separator: $0)) }
        guard !prose.contains(where: lines[1].text.contains) else { return nil }
        for (index, event) in events.enumerated() {
            let found = lines.lazy.compactMap { line in
                event.words.lazy.compactMap { word in
                    word.hasPrefix("=")
                        ? (line.text == word.dropFirst().lowercased() ? line.text.startIndex..<line.text.endIndex : nil)
                        : line.text.firstRange(of: word.lowercased().filter { $0 != " " || !line.separator.isEmpty })
                }.first.map { (line, $0) }
            }.first
            guard let (line, range) = found else { continue }
            return (index, spanned(range, of: words, lowered: lowered, in: line.text, separator: line.separator.count))
        }
        return nil
    }

    /// Whether a phrase is one of these: a phrase in words of the English names is ASCII.
    static func isWorded(_ phrase: String) -> Bool {
        let lowered = phrase.lowercased()
        return phrase.contains { $0.isLetter && !$0.isASCII }
            || events.contains { $0.words.contains { !$0.hasPrefix("=") && lowered.contains($0.lowercased()) } }
    }

    /// A phrase that says again a call the log prints by name is the prose of that call's
    /// print (`applicationDidEnterBackground(_:)`, then `进入后台，断开连接...`).
    static func settling(_ log: ParsedLog) -> ParsedLog {
        let read = Set(log.calls.map(\.callback.name))
        let ignored = log.ignored.map { line in
            guard line.reason.isWordedPhrase, case .spacedName(_, let callbacks) = line.reason, callbacks.contains(where: read.contains) else {
                return line
            }
            return IgnoredLine(line: line.line, text: line.text, reason: .noCallback)
        }
        return log.with(calls: log.calls, ignored: ignored)
    }

    /// The whole words `range` of the line falls in: what `--call` matches.
    private static func spanned(
        _ range: Range<String.Index>, of words: [String], lowered: [String], in line: String, separator: Int
    ) -> String {
        var start = line.startIndex
        var covered: [String] = []
        for (word, low) in zip(words, lowered) {
            let end = line.index(start, offsetBy: low.count)
            if start < range.upperBound && range.lowerBound < end { covered.append(word) }
            start = line.index(end, offsetBy: separator, limitedBy: line.endIndex) ?? line.endIndex
        }
        return covered.joined(separator: " ")
    }
}
