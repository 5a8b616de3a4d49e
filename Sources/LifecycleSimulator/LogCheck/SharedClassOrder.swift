/// Gives each line of a class mapped to several objects that could all make its call
/// (`SharedClass`) to one of them, in the order the engine makes that call on them.
///
///     MyTableViewCell awakeFromNib()     --map c1=MyTableViewCell,c2=MyTableViewCell
///     willDisplay [0, 0]                 engine: c1.awakeFromNib()  table.tableView(_:willDisplay:forRowAt:)
///     MyTableViewCell awakeFromNib()             c2.awakeFromNib()  table.tableView(_:willDisplay:forRowAt:)
///     → lines 1 and 3 are c1's and c2's
///
/// All cells of a table share one class and print no index, so nothing on the line tells
/// them apart; nor does the order of those lines among themselves tell anything the engine
/// could get wrong. The k-th such line (same class, same call) is the k-th such engine call;
/// the check then holds these lines' places among the log's other calls against the
/// engine's, so a line out of place still diverges. A line beyond the engine's calls starts
/// again from the first (a layout pass the engine repeats prints them again), and so is a
/// divergence where the engine has no repeat.
public enum SharedClassOrder {
    public static func assigning(_ log: ParsedLog, events: [TraceEvent]) -> ParsedLog {
        guard log.calls.contains(where: { $0.shared != nil }) else { return log }
        var calls = log.calls
        var taken: [[SharedClass.Candidate]: Int] = [:]
        for index in calls.indices {
            guard let shared = calls[index].shared else { continue }
            let engine = events.compactMap { event in
                shared.candidates.first { $0.object == event.receiver && $0.callback.name == event.callback.name }
            }
            let count = taken[shared.candidates, default: 0]
            taken[shared.candidates] = count + 1
            // No such engine call: the line stays with the first object, and diverges.
            guard !engine.isEmpty else { continue }
            let candidate = engine[count % engine.count]
            calls[index].receiver = candidate.object
            calls[index].callback = candidate.callback
        }
        return log.with(calls: calls, ignored: log.ignored)
    }
}
