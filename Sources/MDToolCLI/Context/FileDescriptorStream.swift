#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Workspace

/// The process's standard input, output or error: reads and writes go straight to the file
/// descriptor, retrying short writes, so large outputs and pipes behave.
public struct FileDescriptorStream: CommandInput, CommandOutput {
    public let descriptor: Int32

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The process's standard input, output and error.
    public static let standardInput = FileDescriptorStream(descriptor: STDIN_FILENO)
    public static let standardOutput = FileDescriptorStream(descriptor: STDOUT_FILENO)
    public static let standardError = FileDescriptorStream(descriptor: STDERR_FILENO)

    /// Whether the descriptor is a terminal.
    public var isTerminal: Bool { isatty(descriptor) != 0 }

    public func read(limit: Int, check: FileReader.Check) throws(ReadFailure) -> [UInt8] {
        try FileReader.read(descriptor: descriptor, limit: limit, check: check)
    }

    public func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard var pointer = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = Glibc.write(descriptor, pointer, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return  // a closed pipe: nothing more can be written
            }
            pointer += written
            remaining -= written
        }
    }
}
