#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with POSIX calls, so a failure reads as the system's own short reason
/// (`cannot read file: No such file or directory`).
func readFile(atPath path: String) throws(ConfigError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw readError(path) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count == 0 { return bytes }
        if count < 0 {
            if errno == EINTR { continue }
            throw readError(path)
        }
        bytes += chunk[..<count]
    }
}

private func readError(_ path: String) -> ConfigError {
    ConfigError("cannot read file: \(String(cString: strerror(errno)))", file: path)
}
