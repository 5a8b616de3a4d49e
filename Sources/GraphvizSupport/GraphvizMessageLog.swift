internal import CGraphviz

/// One line that cgraph reported through `agerr`.
struct GraphvizReport: Equatable {
    enum Level { case warning, error }

    let level: Level
    let text: String
}

/// Catches everything cgraph reports, so that nothing is printed to stderr and
/// the messages can go into a ``GraphvizError``.
///
/// cgraph sends its messages to a single process-wide handler set with
/// `agseterrf`, in pieces (`"Error"`, `": "`, `"syntax error in line 1…\n"`).
/// The handler is a C function and cannot capture anything, so the pieces are
/// appended to a static buffer. That buffer is only touched while
/// ``GraphvizEngine``'s lock is held, by the thread that holds it.
enum GraphvizMessageLog {
    /// The handler and level that were in place before ``startCollecting()``.
    struct Previous {
        fileprivate let handler: agusererrf?
        fileprivate let level: agerrlevel_t
    }

    nonisolated(unsafe) private static var collected = ""

    /// Empties the log and routes every warning and error into it.
    static func startCollecting() -> Previous {
        collected = ""
        // AGWARN sends warnings to the handler too; at AGMAX cgraph would write
        // them to a temporary file for `aglasterr` instead.
        return Previous(handler: agseterrf(collectMessage), level: agseterr(AGWARN))
    }

    static func stopCollecting(restoring previous: Previous) {
        agseterrf(previous.handler)
        agseterr(previous.level)
    }

    /// What was reported since ``startCollecting()``, one report per line.
    /// A line without an `Error: `/`Warning: ` prefix continues the one before.
    static var reports: [GraphvizReport] {
        var reports: [GraphvizReport] = []
        for line in collected.split(whereSeparator: \.isNewline) {
            if let text = line.dropPrefix("Error: ") {
                reports.append(GraphvizReport(level: .error, text: text))
            } else if let text = line.dropPrefix("Warning: ") {
                reports.append(GraphvizReport(level: .warning, text: text))
            } else {
                let level = reports.last?.level ?? .error
                reports.append(GraphvizReport(level: level, text: String(line)))
            }
        }
        return reports
    }

    static var hasErrors: Bool {
        reports.contains { $0.level == .error }
    }

    fileprivate static func append(_ piece: String) {
        collected += piece
    }
}

private func collectMessage(_ piece: UnsafeMutablePointer<CChar>?) -> Int32 {
    if let piece {
        GraphvizMessageLog.append(String(cString: piece))
    }
    return 0
}

private extension Substring {
    func dropPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
