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

    /// Whether `current` is the same file, unchanged: same identity, size and times. A write
    /// changes the modification time or the size (appending always does), and any change
    /// of content or metadata the change time.
    func isUnchanged(_ current: FileStatus) -> Bool {
        current.device == status.device && current.inode == status.inode && current.size == status.size
            && current.modified == status.modified && current.changed == status.changed
    }

    /// How many names (hard links) the file had.
    var linkCount: UInt64 { status.linkCount }
}
