/// Why Graphviz could not turn DOT into SVG, in Graphviz's own words.
///
/// ```
/// Graphviz parse error: syntax error in line 1 near ';'
/// ```
public struct GraphvizError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The step that failed.
    public enum Stage: String, Sendable {
        /// Finding and loading the Graphviz plugins (an installation problem).
        case setup
        /// Reading the DOT text.
        case parse
        /// Running the `dot` layout engine.
        case layout
        /// Writing the SVG.
        case render
    }

    public let stage: Stage
    /// Graphviz's messages, one per line, without their `Error: ` prefix.
    public let message: String

    public init(stage: Stage, message: String) {
        self.stage = stage
        self.message = message
    }

    public var description: String {
        "Graphviz \(stage.rawValue) error: \(message)"
    }
}

extension GraphvizError {
    /// The one place where cgraph's reports become a Swift error.
    ///
    /// Errors are preferred over warnings; when Graphviz failed without saying
    /// anything (it returns `NULL` for empty input, for instance) a fixed
    /// sentence per stage stands in.
    init(stage: Stage, reports: [GraphvizReport]) {
        let errors = reports.filter { $0.level == .error }
        let chosen = errors.isEmpty ? reports : errors
        let message = chosen.map(\.text).joined(separator: "\n")
        self.init(stage: stage, message: message.isEmpty ? stage.silentFailure : message)
    }
}

private extension GraphvizError.Stage {
    var silentFailure: String {
        switch self {
        case .setup: "Graphviz could not be set up"
        case .parse: "the input contains no DOT graph"
        case .layout: "the dot layout failed"
        case .render: "SVG rendering failed"
        }
    }
}
