#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `ByteChannel` over two file descriptors (standard input and output), retrying
/// interrupted calls and short writes.
public struct FileDescriptorChannel: ByteChannel {
    public let input: Int32
    public let output: Int32

    public init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = Glibc.read(input, buffer.baseAddress, buffer.count)
            if count < 0 && errno == EINTR { continue }
            return max(count, 0)
        }
    }

    public func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            guard var pointer = raw.baseAddress else { return true }
            var remaining = raw.count
            while remaining > 0 {
                let written = Glibc.write(output, pointer, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                pointer += written
                remaining -= written
            }
            return true
        }
    }
}
