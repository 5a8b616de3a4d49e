/// Code spans as CommonMark reads them: a run of n backticks opens one, the next run of
/// exactly n closes it, and a run with no closing run is text. Shared by the embed scanner
/// (`lifeline-calls` spans in prose) and the renderer's one-line fields (a summary's code).
public enum CodeSpans {
    public struct Span: Equatable {
        /// The span with its backticks.
        public var range: Range<String.Index>
        /// What is between the backticks, as written.
        public var content: Range<String.Index>
        /// How many backticks open and close it.
        public var ticks: Int
    }

    public static func spans(in text: Substring) -> [Span] {
        var spans: [Span] = []
        var search = text.startIndex
        while let start = text[search...].firstIndex(of: "`") {
            let run = text[start...].prefix { $0 == "`" }
            guard let close = closingRun(of: run.count, in: text[run.endIndex...]) else {
                search = run.endIndex
                continue
            }
            spans.append(Span(range: start..<close.upperBound, content: run.endIndex..<close.lowerBound, ticks: run.count))
            search = close.upperBound
        }
        return spans
    }

    private static func closingRun(of length: Int, in text: Substring) -> Range<String.Index>? {
        var search = text.startIndex
        while let start = text[search...].firstIndex(of: "`") {
            let run = text[start...].prefix { $0 == "`" }
            if run.count == length { return start..<run.endIndex }
            search = run.endIndex
        }
        return nil
    }
}
