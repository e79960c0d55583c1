import Foundation

/// A `ByteChannel` over bytes in memory: reads the given input, then the end of the stream;
/// hands each write to `output`. For running the server in-process (a command run with its
/// standard input as bytes, tests).
public final class InMemoryChannel: ByteChannel, @unchecked Sendable {
    private let lock = NSLock()
    private let input: [UInt8]
    private var offset = 0
    private let output: @Sendable ([UInt8]) -> Void

    public init(input: [UInt8], output: @escaping @Sendable ([UInt8]) -> Void) {
        self.input = input
        self.output = output
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let count = min(buffer.count, input.count - offset)
        guard count > 0, let target = buffer.baseAddress else { return 0 }
        input.withUnsafeBytes { source in
            if let start = source.baseAddress { target.copyMemory(from: start + offset, byteCount: count) }
        }
        offset += count
        return count
    }

    public func write(_ bytes: [UInt8]) -> Bool {
        output(bytes)
        return true
    }
}
