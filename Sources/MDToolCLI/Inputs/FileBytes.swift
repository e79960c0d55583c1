#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files or standard input straight into a byte array (no intermediate `Data`).
enum FileBytes {
    enum Failure: Error {
        case notFound, isDirectory, unreadable(String)
    }

    static func read(path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw errno == ENOENT ? .notFound : .unreadable(String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        if status.st_mode & S_IFMT == S_IFDIR { throw .isDirectory }
        return try readAll(descriptor, sizeHint: Int(status.st_size))
    }

    /// Everything left to read from `descriptor` (standard input, a pipe).
    static func readAll(_ descriptor: Int32) throws(Failure) -> [UInt8] {
        try readAll(descriptor, sizeHint: 0)
    }

    private static func readAll(_ descriptor: Int32, sizeHint: Int) throws(Failure) -> [UInt8] {
        // Read straight into the array, sized by the hint plus one byte to see the end.
        var failure: Failure?
        var full = false
        var bytes = [UInt8](unsafeUninitializedCapacity: sizeHint + 1) { buffer, initialized in
            initialized = 0
            while initialized < buffer.count {
                let count = Glibc.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = .unreadable(String(cString: strerror(errno)))
                    return
                }
                if count == 0 { return }
                initialized += count
            }
            full = true
        }
        if let failure { throw failure }
        guard full else { return bytes }
        // More than the hint (standard input, or a file that grew): read on in chunks.
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBufferPointer { buffer in
                Glibc.read(descriptor, buffer.baseAddress!, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}
