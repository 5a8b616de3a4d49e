internal import LifecycleModel

/// Call lines that name no receiver, in a log that names the receivers another way: the
/// hint then says how to read them, instead of asking the author to print a name on the
/// line of an app already run.
///
///     viewDidLoad()                                  <Demo.BViewController: 0x…>
///     <Demo.BViewController: 0x…>                    viewDidLoad()
///     (print(#function); print(self): --pairs value) (print(self); print(#function): --pairs receiver-first)
///
/// Only when every such line of the log has the same neighbour: a line that holds no call
/// and names an object or a class (`Category: BViewController` in an Xcode 15 log copied
/// with its metadata). A call line between two such lines is read as the first shape.
enum ReceiverElsewhere {
    /// - Parameter receiverLines: the lines read alone that hold no call and name a receiver.
    static func pointing(_ log: ParsedLog, receiverLines: Set<Int>) -> ParsedLog {
        let unnamed = log.ignored.indices.filter {
            if case .ambiguousReceiver = log.ignored[$0].reason { return true }
            return false
        }
        guard !unnamed.isEmpty else { return log }
        let lines = unnamed.map { log.ignored[$0].line }
        let pairing: LinePairing
        if lines.allSatisfy({ receiverLines.contains($0 + 1) }) {
            pairing = .value
        } else if lines.allSatisfy({ receiverLines.contains($0 - 1) }) {
            pairing = .receiverFirst
        } else {
            return log
        }
        var ignored = log.ignored
        for index in unnamed {
            guard case .ambiguousReceiver(let method, _) = ignored[index].reason else { continue }
            ignored[index].reason = .receiverOnAnotherLine(method: method, pairing: pairing)
        }
        return log.with(calls: log.calls, ignored: ignored)
    }
}
