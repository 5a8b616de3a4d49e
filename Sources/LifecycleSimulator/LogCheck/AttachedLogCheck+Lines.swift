/// Which line of an agreeing log printed each call it vouches for, so a page can link a
/// recorded row to the line that records it.
extension AttachedLogCheck {
    /// ``coveredEvents(of:)`` with the 1-based log line of each (the first, for a call a
    /// repeated pass prints more than once); nil where no line was read for it.
    public func coveredEventsWithLines(of result: SimulationResult) -> [(TraceEvent, Int?)] {
        var lines: [TraceEvent: Int] = [:]
        for (event, call) in zip(comparison.simulated, comparison.log.calls) where lines[event] == nil {
            lines[event] = call.line
        }
        return coveredEvents(of: result).map { ($0, lines[$0]) }
    }
}
