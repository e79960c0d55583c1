import Foundation
import Testing
@testable import Workspace

/// A fresh directory under /tmp (with links resolved, so paths compare exactly), removed by
/// `remove()`. Tests pass it as the current directory instead of calling `chdir`, which
/// would race with tests running in parallel.
final class TemporaryDirectory: Sendable {
    let path: String

    init() throws {
        var template = Array("/tmp/workspace-tests-XXXXXX".utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard let created, let resolved = realpath(created, nil) else {
            throw FileSystemError(path: "/tmp", message: "mkdtemp failed")
        }
        path = String(cString: resolved)
        free(resolved)
        // mkdtemp makes it private; tests that drop privileges must still be able to enter it.
        chmod(path, 0o755)
    }

    func remove() {
        // Restore permissions some tests take away, so removal succeeds without root too.
        // Links are passed over: chmod follows them, and one test links to /dev/null.
        _ = try? FileManager.default.subpathsOfDirectory(atPath: path).forEach { relative in
            var status = stat()
            let full = absolute(relative)
            if lstat(full, &status) == 0 && status.st_mode & S_IFMT != S_IFLNK { chmod(full, 0o755) }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    func absolute(_ relative: String) -> String {
        relative.isEmpty ? path : path + "/" + relative
    }

    /// Creates a file (and its parent directories).
    @discardableResult
    func file(_ relative: String, _ contents: String = "# Title\n") throws -> String {
        let full = absolute(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: full, contents: Data(contents.utf8)) else {
            throw FileSystemError(path: full, message: "cannot create")
        }
        return full
    }

    func directory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: absolute(relative), withIntermediateDirectories: true)
    }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: absolute(relative), withDestinationPath: destination)
    }

    func contents(_ relative: String) throws -> String {
        String(decoding: try FileReader.readBytes(atPath: absolute(relative)), as: UTF8.self)
    }

    func entries(_ relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: absolute(relative)).sorted()
    }
}

/// Runs `body` on the current thread with an unprivileged file-system identity, so permission
/// checks apply even when the tests run as root. `setfsuid` changes only the calling thread,
/// and `body` is synchronous, so nothing else is affected.
func withoutRootPrivileges<T>(_ body: () throws -> T) rethrows -> T {
    guard geteuid() == 0 else { return try body() }
    typealias Setter = @convention(c) (UInt32) -> Int32
    let handle = dlopen(nil, RTLD_NOW)
    let setUser = unsafeBitCast(dlsym(handle, "setfsuid")!, to: Setter.self)
    let setGroup = unsafeBitCast(dlsym(handle, "setfsgid")!, to: Setter.self)
    _ = setGroup(65534)
    _ = setUser(65534)
    defer {
        _ = setUser(0)
        _ = setGroup(0)
    }
    return try body()
}

func mode(of path: String) -> UInt32 {
    var status = stat()
    stat(path, &status)
    return UInt32(status.st_mode) & 0o7777
}
