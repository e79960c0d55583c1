#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard output and error through the file descriptors, retrying short
/// writes, so large outputs and pipes behave.
enum StandardStreams {
    static func writeOutput(_ text: String) {
        var text = text
        text.withUTF8 { write($0, to: STDOUT_FILENO) }
    }

    static func writeOutput(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0, to: STDOUT_FILENO) }
    }

    static func writeError(_ text: String) {
        var text = text
        text.withUTF8 { write($0, to: STDERR_FILENO) }
    }

    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
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

    static var isOutputTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
}
