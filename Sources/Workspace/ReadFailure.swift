/// Why `FileReader` did not return a file's bytes; callers word the message for their users.
public enum ReadFailure: Error, Sendable, Hashable {
    case notFound
    case isDirectory
    /// A FIFO, device or socket where a regular file was required (`kind`: `a FIFO`).
    case notRegularFile(kind: String)
    /// More than the limit the caller set, in bytes.
    case tooLarge(limit: Int)
    /// The caller's check stopped the read (it knows why).
    case stopped
    /// The system's reason, lower-case (`permission denied`).
    case system(String)

    /// The failure as a `FileSystemError` for `path`, in the module's usual wording.
    public func error(path: String) -> FileSystemError {
        switch self {
        case .notFound: return FileSystemError(path: path, message: "no such file or directory")
        case .isDirectory: return FileSystemError(path: path, message: "is a directory")
        case .notRegularFile(let kind): return FileSystemError(path: path, message: "not a regular file (\(kind))")
        case .tooLarge(let limit): return FileSystemError(path: path, message: "larger than \(ByteCount.describe(limit))")
        case .stopped: return FileSystemError(path: path, message: "not read to the end")
        case .system(let reason): return FileSystemError(path: path, message: reason)
        }
    }
}
