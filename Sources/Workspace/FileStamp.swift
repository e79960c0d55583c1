#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What says a file is unchanged without reading it: which file it is (device and inode),
/// its size, and its modification and status-change times in nanoseconds. A write changes
/// the modification time or the size, and any change of content or metadata (a `touch -d`
/// back in time too) the change time.
///
/// A stamp vouches for the content read with it only once it is *settled*: its times are
/// older than the moment the read began by more than a file system's timestamp granularity.
/// Otherwise a write just after the read could leave the times as they were (as git's
/// "racily clean" entries), and a stamp taken then is not kept.
public struct FileStamp: Sendable, Hashable {
    public let device: UInt64
    public let inode: UInt64
    public let size: Int64
    public let modified: Int64
    public let changed: Int64

    /// The coarsest timestamp granularity of common file systems (FAT's two seconds).
    static let granularity: Int64 = 2_000_000_000

    /// A stamp of the given values.
    public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    init(_ status: FileStatus) {
        self.init(device: status.device, inode: status.inode, size: status.size,
                  modified: status.modified, changed: status.changed)
    }

    /// The stamp of the regular file at `path` now (following links), or nil when it cannot
    /// be examined or is not a regular file.
    public static func of(_ path: String) -> FileStamp? {
        guard case .success(let status) = SystemCalls.status(path), status.isRegularFile else { return nil }
        return FileStamp(status)
    }

    /// The wall-clock time now, in nanoseconds since 1970: taken before a read, the moment
    /// `isSettled(before:)` compares with.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Whether the file's times are older than `moment` (from `now()`) by more than the
    /// granularity, so no write after `moment` can leave them unchanged.
    public func isSettled(before moment: Int64) -> Bool {
        max(modified, changed) < moment - Self.granularity
    }
}
