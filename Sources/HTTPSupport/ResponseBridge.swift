#if os(Linux)
    internal import CMicroHTTPDHeader
#else
    internal import CMicroHTTPD
#endif
internal import Foundation

/// Turns an `HTTPResponse` into a libmicrohttpd response and queues it.
enum ResponseBridge {
    static func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        let library = MicroHTTPD.functions
        let created: OpaquePointer?
        switch response.body {
        case .bytes(let bytes):
            created = bytes.withUnsafeBytes { buffer in
                // MUST_COPY: libmicrohttpd keeps its own copy, so the Swift array may go.
                library.create_response_from_buffer(buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress), .RESPMEM_MUST_COPY)
            }
        case .stream(let stream):
            let reader = Unmanaged.passRetained(StreamReader(stream))
            created = library.create_response_from_callback(MHD_SIZE_UNKNOWN_VALUE, 4096, readStream, reader.toOpaque(), releaseStream)
            if created == nil { reader.release() }
        }
        guard let created else { return .NO }
        defer { library.destroy_response(created) }
        for header in response.headers {
            _ = library.add_response_header(created, header.name, header.value)
        }
        return library.queue_response(connection, UInt32(response.status), created)
    }

    /// `MHD_SIZE_UNKNOWN` is a macro Swift does not import: UINT64_MAX.
    static let MHD_SIZE_UNKNOWN_VALUE = UInt64.max
}

/// A stream's bytes not yet handed to libmicrohttpd, which may ask for fewer than a
/// chunk holds. Only the connection's thread touches it.
private final class StreamReader: @unchecked Sendable {
    let stream: any ResponseStream
    var pending: [UInt8] = []

    init(_ stream: any ResponseStream) {
        self.stream = stream
    }
}

/// Content reader: blocks in the stream until it has bytes; -1 ends the stream.
private func readStream(_ cls: UnsafeMutableRawPointer?, _ position: UInt64, _ buffer: UnsafeMutablePointer<CChar>?, _ max: Int) -> Int {
    guard let cls, let buffer, max > 0 else { return -2 }
    let reader = Unmanaged<StreamReader>.fromOpaque(cls).takeUnretainedValue()
    if reader.pending.isEmpty {
        guard let next = reader.stream.next(), !next.isEmpty else { return -1 }
        reader.pending = next
    }
    let count = min(max, reader.pending.count)
    reader.pending.withUnsafeBytes { bytes in
        UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: count)
    }
    reader.pending.removeFirst(count)
    return count
}

private func releaseStream(_ cls: UnsafeMutableRawPointer?) {
    guard let cls else { return }
    let reader = Unmanaged<StreamReader>.fromOpaque(cls)
    reader.takeUnretainedValue().stream.end()
    reader.release()
}
