/// File system queries for the commands and the project configuration.
public enum FileSystem {
    /// Whether `path` is a regular file (or a link to one).
    public static func isFile(_ path: String) -> Bool {
        guard case .success(let status) = SystemCalls.status(path) else { return false }
        return status.isRegularFile
    }

    /// Whether `path` is a directory (or a link to one).
    public static func isDirectory(_ path: String) -> Bool {
        guard case .success(let status) = SystemCalls.status(path) else { return false }
        return status.isDirectory
    }

    /// Whether anything is at `path`, links not followed (a dangling link counts).
    public static func exists(_ path: String) -> Bool { SystemCalls.exists(path) }

    /// The process's working directory (`.` if it cannot be read).
    public static var currentDirectory: String { SystemCalls.currentDirectory() ?? "." }
}
