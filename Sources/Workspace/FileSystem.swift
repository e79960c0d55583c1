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

    /// The process's working directory (`.` if it cannot be read).
    public static var currentDirectory: String { SystemCalls.currentDirectory() ?? "." }
}
