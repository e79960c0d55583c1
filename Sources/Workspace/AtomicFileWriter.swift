#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents so that readers see either the old bytes or the new ones, never
/// a mix, and a failure (full disk, read-only directory, crash) leaves the original intact.
///
/// The bytes go to a new file in the target's directory (`O_CREAT|O_EXCL`, so nothing else is
/// overwritten), which gets the original's permission bits (and owner and group when the
/// process may set them), is flushed with `fsync`, and is then renamed over the target; the
/// directory is synced afterwards so the rename itself survives a crash. When `path` is a
/// symbolic link, the file it points to is replaced and the link stays (a dangling link is
/// replaced by the new file). A missing target is
/// created with the usual `0666` minus umask. As with any rename-based write, hard links to the
/// old file keep the old contents, and extended attributes and ACLs are not copied.
public enum AtomicFileWriter {
    /// Writes `bytes` to `path` atomically. On failure the temporary file is removed and a
    /// `FileSystemError` naming `path` is thrown (`docs: permission denied`).
    public static func write(_ bytes: some Collection<UInt8>, toPath path: String) throws(FileSystemError) {
        let target = resolvedTarget(path)
        var original: FileStatus?
        switch SystemCalls.status(target) {
        case .success(let status):
            if status.isDirectory { throw FileSystemError(path: path, message: "is a directory") }
            original = status
        case .failure(let error) where error.code == ENOENT:
            original = nil
        case .failure(let error):
            throw FileSystemError(path: path, message: error.reason)
        }

        let directory = PathUtilities.parent(of: PathUtilities.absolute(target, from: SystemCalls.currentDirectory() ?? "/"))
        // A new file gets 0666 minus the umask from the kernel (reading the umask would mean
        // changing it, which races with other threads); an existing file's mode is copied below.
        let (descriptor, temporary) = try createTemporaryFile(
            in: directory, for: target, mode: original == nil ? 0o666 : 0o600, reportingAs: path)
        var isOpen = true
        do throws(FileSystemError) {
            func check(_ result: Int32, _ action: String) throws(FileSystemError) {
                if result != 0 { throw FileSystemError(path: path, message: "\(action): \(SystemError.current.reason)") }
            }
            try writeAll(bytes, to: descriptor, path: path)
            if let original {
                // Owner first: changing it can clear set-user-ID bits that fchmod then restores.
                // Only the owner or root may chown, so failing to is not an error.
                if original.owner != getuid() || original.group != getgid() {
                    _ = fchown(descriptor, original.owner, original.group)
                }
                try check(fchmod(descriptor, mode_t(original.permissions)), "cannot set permissions")
            }
            try check(fsync(descriptor), "cannot flush to disk")
            isOpen = false
            try check(close(descriptor), "cannot write")
            try check(rename(temporary, target), "cannot replace file")
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
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

    /// Creates `.NAME.mdtool-PID-RANDOM.tmp` beside the target, retrying on name clashes.
    private static func createTemporaryFile(
        in directory: String, for target: String, mode: mode_t, reportingAs path: String
    ) throws(FileSystemError) -> (Int32, String) {
        let name = PathUtilities.lastComponent(of: target)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let suffix = String(generator.next() as UInt64, radix: 36)
            let temporary = PathUtilities.join(directory, ".\(name).mdtool-\(getpid())-\(suffix).tmp")
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if descriptor >= 0 { return (descriptor, temporary) }
            let error = SystemError.current
            if error.code == EEXIST || error.code == EINTR { continue }
            throw FileSystemError(path: path, message: "cannot create temporary file: \(error.reason)")
        }
        throw FileSystemError(path: path, message: "cannot create temporary file: too many name clashes")
    }

    private static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32, path: String) throws(FileSystemError) {
        let contiguous = Array(bytes)
        var failure: SystemError?
        contiguous.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
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

/// The C `write`, which `AtomicFileWriter.write` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
