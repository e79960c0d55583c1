#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads files and streams as bytes with POSIX calls, in chunks, up to a limit, letting the
/// caller look at each chunk as it arrives: endless or huge inputs (`/dev/zero`, a runaway
/// pipe) stop at the limit or at the first chunk the caller rejects, instead of filling
/// memory.
public enum FileReader {
    /// Bytes read at a time from streams (and the granularity of the caller's check).
    public static let chunkSize = 256 * 1024

    /// The largest Markdown file mdtool reads, 64 MiB: far above any real document (GitHub
    /// stops rendering at 512 KiB), and small enough that parsing it fits in memory.
    public static let maximumMarkdownSize = 64 << 20

    /// What reading a file gave: its bytes, and for a regular file the snapshot a writer
    /// compares with before replacing it.
    public struct Contents: Sendable {
        public var bytes: [UInt8]
        public var snapshot: FileSnapshot?

        public init(bytes: [UInt8], snapshot: FileSnapshot?) {
            self.bytes = bytes
            self.snapshot = snapshot
        }
    }

    /// Decides after each chunk whether to read on: it gets all bytes read so far and
    /// returns false to stop (the read then throws `.stopped`; the check keeps its own
    /// reason, and remembers how far it has looked).
    public typealias Check = (_ bytes: [UInt8]) -> Bool

    /// The bytes of the file at `path`, at most `limit` of them. A regular file larger than
    /// the limit is refused before anything is read. With `requiringRegularFile`, FIFOs,
    /// devices and sockets are refused before they are opened (opening a FIFO would wait for
    /// a writer); otherwise they are read like any stream.
    public static func read(atPath path: String, limit: Int = .max, requiringRegularFile: Bool = false,
                            check: Check = { _ in true }) throws(ReadFailure) -> Contents {
        if requiringRegularFile {
            switch SystemCalls.status(path) {
            case .success(let status) where status.isDirectory: throw .isDirectory
            case .success(let status) where !status.isRegularFile: throw .notRegularFile(kind: status.kindDescription)
            case .success: break
            case .failure(let error): throw failure(error)
            }
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(.current) }
        defer { close(descriptor) }
        let status: FileStatus
        switch SystemCalls.status(ofDescriptor: descriptor) {
        case .success(let value): status = value
        case .failure(let error): throw failure(error)
        }
        if status.isDirectory { throw .isDirectory }
        guard status.isRegularFile else {
            if requiringRegularFile { throw .notRegularFile(kind: status.kindDescription) }
            return Contents(bytes: try read(descriptor: descriptor, limit: limit, check: check), snapshot: nil)
        }
        if status.size > limit { throw .tooLarge(limit: limit) }
        let bytes = try read(descriptor: descriptor, limit: limit, sizeHint: Int(status.size), check: check)
        return Contents(bytes: bytes, snapshot: FileSnapshot(status))
    }

    /// The bytes of the file at `path`, reporting failures as `FileSystemError`s
    /// (`notes.md: permission denied`). Reads pipes and other streams too.
    public static func readBytes(atPath path: String) throws(FileSystemError) -> [UInt8] {
        do throws(ReadFailure) {
            return try read(atPath: path).bytes
        } catch {
            throw error.error(path: path)
        }
    }

    /// Everything left to read from `descriptor` (standard input, a pipe), at most `limit`
    /// bytes, with `check` after each chunk.
    public static func read(descriptor: Int32, limit: Int = .max, sizeHint: Int = 0,
                            check: Check = { _ in true }) throws(ReadFailure) -> [UInt8] {
        var bytes: [UInt8] = []
        // One allocation for a regular file; a file that grows while being read goes on in chunks.
        bytes.reserveCapacity(min(sizeHint, limit) + 1)
        // Raw memory that `read` fills, sized to the file when its size is known: zeroing a
        // whole chunk for every file was a tenth of a warm (cached) lint run.
        let chunkCapacity = sizeHint > 0 ? min(chunkSize, min(sizeHint, limit) + 1) : chunkSize
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkCapacity, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            // Never more than one byte past the limit: enough to know it was passed.
            let remaining = limit - bytes.count
            let wanted = remaining < chunkCapacity ? remaining + 1 : chunkCapacity
            let count = systemRead(descriptor, chunk.baseAddress, wanted)
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(.current)
            }
            // As typed bytes, the append is one copy; appending raw bytes went byte by byte.
            bytes.append(contentsOf: UnsafeBufferPointer(start: chunk.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                                         count: count))
            if bytes.count > limit { throw .tooLarge(limit: limit) }
            if !check(bytes) { throw .stopped }
        }
    }

    private static func failure(_ error: SystemError) -> ReadFailure {
        switch error.code {
        case ENOENT, ENOTDIR: return .notFound
        case EISDIR: return .isDirectory
        default: return .system(error.reason)
        }
    }
}

/// The C `read`, which the `read` methods above hide inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
