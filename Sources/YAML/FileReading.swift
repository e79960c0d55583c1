#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole configuration file with POSIX calls, so a failure reads as the system's own
/// short reason (`cannot read file: No such file or directory`). Only regular files of at
/// most `ConfigLoader.maxFileSize` bytes are read: a FIFO would block, a device never end.
func readFile(atPath path: String) throws(ConfigError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw readError(path) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw readError(path) }
    guard status.st_mode & S_IFMT == S_IFREG else {
        let reason = status.st_mode & S_IFMT == S_IFDIR ? String(cString: strerror(EISDIR)) : "not a regular file"
        throw ConfigError("cannot read file: \(reason)", file: path)
    }
    guard status.st_size <= ConfigLoader.maxFileSize else {
        throw ConfigError("larger than \(ConfigLoader.maxFileSize >> 20) MiB; no configuration needs that much", file: path)
    }
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
        // The file may grow while it is read.
        if bytes.count > ConfigLoader.maxFileSize {
            throw ConfigError("larger than \(ConfigLoader.maxFileSize >> 20) MiB; no configuration needs that much", file: path)
        }
    }
}

private func readError(_ path: String) -> ConfigError {
    ConfigError("cannot read file: \(String(cString: strerror(errno)))", file: path)
}
