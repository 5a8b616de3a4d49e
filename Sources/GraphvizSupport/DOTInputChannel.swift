internal import CGraphviz

/// The text cgraph's lexer reads from, and how far it has got.
struct DOTInput {
    let bytes: UnsafeBufferPointer<CChar>
    /// Give the lexer one byte per read, so that what it has not taken is known exactly.
    var byteAtATime = false
    var offset = 0
}

/// An I/O discipline that feeds a ``DOTInput`` to cgraph's lexer a line at a
/// time, as `agmemread` does with its own (private) one.
enum DOTInputChannel {
    static var discipline: Agiodisc_t {
        var discipline = Agiodisc_t()
        discipline.afread = { channel, buffer, size in
            guard let channel, let buffer, size > 0 else { return 0 }
            let input = channel.assumingMemoryBound(to: DOTInput.self)
            var count = 0
            while count < Int(size), input.pointee.offset < input.pointee.bytes.count {
                let byte = input.pointee.bytes[input.pointee.offset]
                buffer[count] = byte
                count += 1
                input.pointee.offset += 1
                if byte == 0x0A || input.pointee.byteAtATime { break }
            }
            return Int32(count)
        }
        // We only read graphs; writing one through this discipline is a bug.
        discipline.putstr = { _, _ in -1 }
        discipline.flush = { _ in 0 }
        return discipline
    }
}
