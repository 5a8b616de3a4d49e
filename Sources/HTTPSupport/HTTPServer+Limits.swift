extension HTTPServer {
    /// What one client may hold of the server.
    ///
    /// libmicrohttpd takes about a thousand connections and, by default, waits for ever
    /// for a request's headers: a thousand sockets that send half a request (slow loris)
    /// would hold every slot, and no page would load again. So a connection that sends or
    /// receives nothing for `idleTimeout` seconds is closed, and one address holds at most
    /// `connectionsPerClient` at once (further ones are closed unanswered).
    ///
    /// A stream (Server-Sent Events) is idle between its messages too: it must send
    /// something, a comment if nothing else, more often than `idleTimeout`.
    public struct Limits: Sendable, Equatable {
        /// Seconds, at least 1 (libmicrohttpd counts in whole seconds; 0 would mean never).
        public var idleTimeout: Int
        public var connectionsPerClient: Int

        /// A browser opens about six connections to a host name, plus one per open page's
        /// event stream; `localhost` and `127.0.0.1` count as two names but one address.
        public init(idleTimeout: Int = 20, connectionsPerClient: Int = 64) {
            self.idleTimeout = max(1, idleTimeout)
            self.connectionsPerClient = max(1, connectionsPerClient)
        }
    }
}
