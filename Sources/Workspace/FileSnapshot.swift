/// What a file was when it was read: which file (device and inode), its size and its
/// modification and status-change times. `AtomicFileWriter` compares it with the file just
/// before replacing it, so data another process wrote in the meantime is not overwritten.
public struct FileSnapshot: Sendable, Hashable {
    let status: FileStatus

    init(_ status: FileStatus) {
        self.status = status
    }

    /// The snapshot of the file at `path` now (following links), or nil when it cannot be
    /// examined.
    public static func of(_ path: String) -> FileSnapshot? {
        guard case .success(let status) = SystemCalls.status(path) else { return nil }
        return FileSnapshot(status)
    }

    /// Whether `current` is the same file, unchanged: the same stamp.
    func isUnchanged(_ current: FileStatus) -> Bool {
        FileStamp(current) == stamp
    }

    /// The file's stamp when it was read.
    public var stamp: FileStamp { FileStamp(status) }

    /// How many names (hard links) the file had.
    var linkCount: UInt64 { status.linkCount }
}
