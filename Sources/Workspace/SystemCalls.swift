#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call's `errno`, kept as a value so callers decide how to word the problem.
struct SystemError: Error, Sendable, Hashable {
    let code: Int32

    static var current: SystemError { SystemError(code: errno) }

    /// The system's reason in the lower-case style of command-line tools
    /// (`no such file or directory`, `permission denied`).
    var reason: String {
        guard let text = strerror(code) else { return "error \(code)" }
        let message = String(cString: text)
        guard let first = message.first else { return "error \(code)" }
        // Keep acronyms such as "I/O error" as written; lower-case only a capitalized word.
        let second = message.dropFirst().first
        if first.isUppercase, second.map({ !$0.isUppercase }) ?? true {
            return first.lowercased() + message.dropFirst()
        }
        return message
    }
}

/// The few fields of `stat` that file discovery, reading and writing need.
struct FileStatus: Sendable, Hashable {
    let mode: UInt32
    let device: UInt64
    let inode: UInt64
    let owner: UInt32
    let group: UInt32
    let size: Int64
    let linkCount: UInt64
    /// Last modification and last status change, in nanoseconds since 1970.
    let modified: Int64
    let changed: Int64

    var isDirectory: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFDIR) }
    var isRegularFile: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFREG) }
    var isSymbolicLink: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFLNK) }
    /// Permission bits including set-user-ID, set-group-ID and sticky.
    var permissions: UInt32 { mode & 0o7777 }

    /// What kind of file this is, in words (`a FIFO`), for messages about special files.
    var kindDescription: String {
        switch mode & UInt32(S_IFMT) {
        case UInt32(S_IFREG): return "a regular file"
        case UInt32(S_IFDIR): return "a directory"
        case UInt32(S_IFLNK): return "a symbolic link"
        case UInt32(S_IFIFO): return "a FIFO"
        case UInt32(S_IFCHR): return "a character device"
        case UInt32(S_IFBLK): return "a block device"
        case UInt32(S_IFSOCK): return "a socket"
        default: return "a special file"
        }
    }

    init(_ raw: stat) {
        mode = UInt32(raw.st_mode)
        device = UInt64(raw.st_dev)
        inode = UInt64(raw.st_ino)
        owner = UInt32(raw.st_uid)
        group = UInt32(raw.st_gid)
        size = Int64(raw.st_size)
        linkCount = UInt64(raw.st_nlink)
        #if canImport(Darwin)
        modified = Int64(raw.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(raw.st_mtimespec.tv_nsec)
        changed = Int64(raw.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(raw.st_ctimespec.tv_nsec)
        #else
        modified = Int64(raw.st_mtim.tv_sec) * 1_000_000_000 + Int64(raw.st_mtim.tv_nsec)
        changed = Int64(raw.st_ctim.tv_sec) * 1_000_000_000 + Int64(raw.st_ctim.tv_nsec)
        #endif
    }
}

/// A directory entry's type as `readdir` reports it; `.unknown` means "ask `lstat`".
enum EntryKind: Sendable {
    case directory, regular, symbolicLink, other, unknown
}

/// What `readdir` listed: the entries with UTF-8 names, and apart the names that are not.
struct DirectoryListing {
    var entries: [(name: String, kind: EntryKind)] = []
    var invalidNames: [(bytes: [UInt8], kind: EntryKind)] = []
    /// The directory's own identity.
    var identity: FileStatus
}

/// Thin wrappers over POSIX calls, so the rest of the module reads as Swift.
enum SystemCalls {
    static func status(_ path: String, followingLinks: Bool = true) -> Result<FileStatus, SystemError> {
        var raw = stat()
        let result = followingLinks ? stat(path, &raw) : lstat(path, &raw)
        return result == 0 ? .success(FileStatus(raw)) : .failure(.current)
    }

    static func status(ofDescriptor descriptor: Int32) -> Result<FileStatus, SystemError> {
        var raw = stat()
        return fstat(descriptor, &raw) == 0 ? .success(FileStatus(raw)) : .failure(.current)
    }

    static func exists(_ path: String) -> Bool {
        var raw = stat()
        return lstat(path, &raw) == 0
    }

    static func currentDirectory() -> String? {
        guard let pointer = getcwd(nil, 0) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The path with every symbolic link, `.` and `..` resolved, or `nil` if it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Reads a directory's entries (without `.` and `..`) and the directory's own identity.
    /// Names that are not valid UTF-8 cannot round-trip through `String`: they come back
    /// apart, as bytes, so callers can report them.
    static func readDirectory(_ path: String) -> Result<DirectoryListing, SystemError> {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.current) }
        var raw = stat()
        guard fstat(descriptor, &raw) == 0, let stream = fdopendir(descriptor) else {
            let failure = SystemError.current
            close(descriptor)
            return .failure(failure)
        }
        defer { closedir(stream) }
        var listing = DirectoryListing(identity: FileStatus(raw))
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { return .failure(.current) }
                break
            }
            let bytes = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { start in
                    Array(UnsafeBufferPointer(start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self))))
                }
            }
            let kind = kind(ofType: entry.pointee.d_type)
            guard let name = String(validating: bytes, as: UTF8.self) else {
                listing.invalidNames.append((bytes, kind))
                continue
            }
            guard name != ".", name != ".." else { continue }
            listing.entries.append((name, kind))
        }
        return .success(listing)
    }

    /// Whether the process may write the file at `path`, as the kernel decides for its
    /// effective identity: `nil` when it may, else the reason.
    static func writeAccessProblem(_ path: String) -> SystemError? {
        faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0 ? nil : .current
    }

    /// Whether a process with this ID is running (or exists but belongs to someone else).
    static func processExists(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }

    private static func kind(ofType type: UInt8) -> EntryKind {
        switch Int(type) {
        case Int(DT_DIR): return .directory
        case Int(DT_REG): return .regular
        case Int(DT_LNK): return .symbolicLink
        case Int(DT_UNKNOWN): return .unknown
        default: return .other
        }
    }
}
