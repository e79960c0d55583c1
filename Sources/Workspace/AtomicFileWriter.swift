#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents so that readers see either the old bytes or the new ones, never
/// a mix, and a failure (full disk, read-only directory, crash, a signal) leaves the original
/// intact.
///
/// The bytes go to a new file in the target's directory (`O_CREAT|O_EXCL`, so nothing else is
/// overwritten), which gets the original's permission bits, owner, group and extended
/// attributes (ACLs, SELinux labels), is flushed with `fsync`, and is then renamed over the
/// target; the directory is synced afterwards so the rename itself survives a crash. While
/// it exists, the temporary file (`.NAME.mdtool-PID-RANDOM.tmp`) is removed when SIGINT,
/// SIGTERM or SIGHUP ends the process (see `InterruptCleanup`), and a later write in the same
/// directory removes any left by a process that no longer exists.
///
/// What is refused, with a one-line error and the file untouched:
/// - a target that is not a regular file (a FIFO, a device, a socket) or is a directory;
/// - a file the process may not write (its permission bits, as the kernel checks them), and
///   a file without any write permission bit even for root;
/// - with `root`, a target that a symbolic link leads out of that directory;
/// - with `snapshot`, a file that changed since it was read (checked again just before the
///   rename), so data another process appended in the meantime is not lost.
///
/// A file with several hard links, or one whose owner, group or extended attributes the new
/// file cannot be given (someone else's file that the process may write), is instead written
/// in place — truncated and rewritten through its own descriptor — so every link sees the new
/// contents and the file keeps its identity; such a write is not atomic. When `path` is a
/// symbolic link, the file it points to is replaced and the link stays (a dangling link is
/// replaced by the new file). A missing target is created with the usual `0666` minus umask.
public enum AtomicFileWriter {
    /// Writes `bytes` to `path` atomically (see the type's documentation for what is refused
    /// and when the write happens in place). On failure the temporary file is removed and a
    /// `FileSystemError` naming `path` is thrown (`docs: permission denied`).
    public static func write(_ bytes: some Collection<UInt8>, toPath path: String, unchangedSince snapshot: FileSnapshot? = nil,
                             confinedTo root: String? = nil) throws(FileSystemError) {
        if let root, let landing = ProjectRoot.resolvedWriteTarget(path), !ProjectRoot.contains(root, landing) {
            throw FileSystemError(path: path, message: "not written: a symbolic link leads out of the project (to \(landing))")
        }
        let target = resolvedTarget(path)
        let original = try existingFile(target, reportingAs: path)
        if let snapshot, let problem = changeProblem(target, since: snapshot) { throw FileSystemError(path: path, message: problem) }
        if let original, original.linkCount > 1 {
            return try writeInPlace(bytes, to: target, unchangedSince: snapshot, reportingAs: path)
        }

        let directory = PathUtilities.parent(of: PathUtilities.absolute(target, from: SystemCalls.currentDirectory() ?? "/"))
        // A new file gets 0666 minus the umask from the kernel (reading the umask would mean
        // changing it, which races with other threads); an existing file's mode is copied below.
        let descriptor: Int32, temporary: String
        switch TemporaryFiles.create(in: directory, for: PathUtilities.lastComponent(of: target), mode: original == nil ? 0o666 : 0o600) {
        case .success(let created): (descriptor, temporary) = created
        case .failure(let error) where error.code == EINTR: throw FileSystemError(path: path, message: "not written: interrupted")
        case .failure(let error): throw FileSystemError(path: path, message: "cannot create temporary file: \(error.reason)")
        }
        var isOpen = true
        do throws(FileSystemError) {
            func check(_ result: Int32, _ action: String) throws(FileSystemError) {
                if result != 0 { throw FileSystemError(path: path, message: "\(action): \(SystemError.current.reason)") }
            }
            try writeAll(bytes, to: descriptor, path: path)
            if let original {
                guard takesIdentity(of: original, at: target, descriptor: descriptor) else {
                    close(descriptor)
                    TemporaryFiles.discard(temporary)
                    return try writeInPlace(bytes, to: target, unchangedSince: snapshot, reportingAs: path)
                }
                try check(fchmod(descriptor, mode_t(original.permissions)), "cannot set permissions")
            }
            try check(fsync(descriptor), "cannot flush to disk")
            isOpen = false
            try check(close(descriptor), "cannot write")
            let verify = { () -> FileSystemError? in
                snapshot.flatMap { changeProblem(target, since: $0) }.map { FileSystemError(path: path, message: $0) }
            }
            switch TemporaryFiles.commit(temporary, to: target, verify: verify) {
            case .renamed: break
            case .refused(let error): throw error
            case .failed(let error): throw FileSystemError(path: path, message: "cannot replace file: \(error.reason)")
            case .ending: throw FileSystemError(path: path, message: "not written: interrupted")
            }
        } catch {
            if isOpen { close(descriptor) }
            TemporaryFiles.discard(temporary)
            throw error
        }
        syncDirectory(directory)
    }

    /// The file a write to `path` should replace: the end of its chain of symbolic links.
    private static func resolvedTarget(_ path: String) -> String {
        guard case .success(let status) = SystemCalls.status(path, followingLinks: false), status.isSymbolicLink,
              let resolved = SystemCalls.realPath(path) else { return path }
        return resolved
    }

    /// The status of the file to replace (nil when it does not exist yet), after checking it
    /// is a regular file the process may write.
    private static func existingFile(_ target: String, reportingAs path: String) throws(FileSystemError) -> FileStatus? {
        let status: FileStatus
        switch SystemCalls.status(target) {
        case .success(let value): status = value
        case .failure(let error) where error.code == ENOENT: return nil
        case .failure(let error): throw FileSystemError(path: path, message: error.reason)
        }
        if status.isDirectory { throw FileSystemError(path: path, message: "is a directory") }
        guard status.isRegularFile else {
            throw FileSystemError(path: path, message: "not written: not a regular file (\(status.kindDescription))")
        }
        // A file nobody may write stays as it is, even for root, whom the kernel lets write
        // anything.
        if status.permissions & 0o222 == 0 { throw FileSystemError(path: path, message: "not written: the file is read-only") }
        if let problem = SystemCalls.writeAccessProblem(target) {
            throw FileSystemError(path: path, message: "not written: \(problem.reason)")
        }
        return status
    }

    /// Why the file at `target` no longer matches `snapshot`, or nil when it does.
    private static func changeProblem(_ target: String, since snapshot: FileSnapshot) -> String? {
        switch SystemCalls.status(target) {
        case .success(let status): return snapshot.isUnchanged(status) ? nil : "not written: it changed since it was read"
        case .failure: return "not written: it was removed or replaced since it was read"
        }
    }

    /// Gives the new file (open as `descriptor`) the original's owner, group and extended
    /// attributes; false when it cannot have them all.
    private static func takesIdentity(of original: FileStatus, at target: String, descriptor: Int32) -> Bool {
        // Owner first: changing it can clear set-user-ID bits that fchmod then restores. The
        // new file's own owner says whether it is needed (not the process's IDs: a setgid
        // directory or a file-system ID can give it others).
        guard case .success(let created) = SystemCalls.status(ofDescriptor: descriptor) else { return false }
        if created.owner != original.owner || created.group != original.group {
            guard fchown(descriptor, original.owner, original.group) == 0 else { return false }
        }
        return ExtendedAttributes.copy(from: target, to: descriptor)
    }

    /// Rewrites the file through its own descriptor: the same inode, so hard links, owner,
    /// group, ACLs and attributes stay. Not atomic: a crash midway leaves a mix.
    private static func writeInPlace(_ bytes: some Collection<UInt8>, to target: String, unchangedSince snapshot: FileSnapshot?,
                                     reportingAs path: String) throws(FileSystemError) {
        let descriptor = open(target, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(path: path, message: "cannot open for writing: \(SystemError.current.reason)") }
        defer { close(descriptor) }
        if let snapshot {
            guard case .success(let status) = SystemCalls.status(ofDescriptor: descriptor), snapshot.isUnchanged(status) else {
                throw FileSystemError(path: path, message: "not written: it changed since it was read")
            }
        }
        try writeAll(bytes, to: descriptor, path: path)
        guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else {
            throw FileSystemError(path: path, message: "cannot write: \(SystemError.current.reason)")
        }
    }

    private static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32, path: String) throws(FileSystemError) {
        let contiguous = Array(bytes)
        var failure: SystemError?
        contiguous.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = pwrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset, off_t(offset))
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = .current
                    return
                }
                offset += written
            }
        }
        if let failure { throw FileSystemError(path: path, message: "cannot write: \(failure.reason)") }
    }

    /// Best effort: some file systems refuse to sync directories, and the data is already safe.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
