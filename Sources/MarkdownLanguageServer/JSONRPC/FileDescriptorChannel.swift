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
        Self.widenPipe(output)
    }

    /// A large document's diagnostics are half a megabyte of JSON: through a pipe of the
    /// usual 64 KiB, the server would write them in turns with the client's reads. A pipe of
    /// 1 MiB (Linux's limit for an unprivileged process) takes them at once. Not a pipe, or
    /// not Linux: nothing changes.
    private static func widenPipe(_ descriptor: Int32) {
        #if os(Linux)
        // F_SETPIPE_SZ (F_LINUX_SPECIFIC_BASE + 7), which Glibc only declares for _GNU_SOURCE.
        let setPipeSize: Int32 = 1031
        _ = fcntl(descriptor, setPipeSize, Int32(1 << 20))
        #endif
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
