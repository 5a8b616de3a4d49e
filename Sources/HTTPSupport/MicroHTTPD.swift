#if os(Linux)
    internal import CMicroHTTPDHeader
#else
    internal import CMicroHTTPD
#endif

/// libmicrohttpd's functions, opened the first time a server starts (see the C shim for
/// why they are not linked in).
enum MicroHTTPD {
    static let opened: Result<lifeline_microhttpd, HTTPServerError> = {
        var table = lifeline_microhttpd()
        if let failure = lifeline_microhttpd_open(&table) {
            return .failure(HTTPServerError("cannot open libmicrohttpd: \(String(cString: failure))"))
        }
        return .success(table)
    }()

    /// The table, once a server has started: every caller runs inside one.
    static var functions: lifeline_microhttpd {
        guard case .success(let table) = opened else { preconditionFailure("libmicrohttpd used before a server started") }
        return table
    }
}
