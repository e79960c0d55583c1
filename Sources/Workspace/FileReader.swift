#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files as bytes with POSIX calls, so failures carry the system's own reason.
public enum FileReader {
    /// The bytes of the file at `path`. Throws a `FileSystemError` for a missing or
    /// unreadable file or a directory. Works for pipes and other non-regular files too.
    public static func readBytes(atPath path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(path: path, message: SystemError.current.reason) }
        defer { close(descriptor) }
        var status = stat()
        var bytes: [UInt8] = []
        if fstat(descriptor, &status) == 0 {
            if FileStatus(status).isDirectory { throw FileSystemError(path: path, message: "is a directory") }
            // One allocation for regular files; the size is only a hint, the loop reads to EOF.
            if status.st_size > 0 { bytes.reserveCapacity(Int(status.st_size)) }
        }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, message: SystemError.current.reason)
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}
