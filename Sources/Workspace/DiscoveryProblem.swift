/// Something discovery could not do. It never stops the walk; the caller reports each problem
/// on one line (its `description`) and exits with status 2.
public enum DiscoveryProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// A path the user named does not exist (or is a dangling symbolic link).
    case noSuchFile(path: String)
    /// A named path could not be examined, or a directory could not be listed.
    case unreadable(path: String, reason: String)
    /// A directory or Markdown file whose name is not valid UTF-8 (shown with `\xHH` for the
    /// bytes that are not), which mdtool cannot process.
    case invalidName(path: String)

    /// The path as the user named it, or the directory's display path.
    public var path: String {
        switch self {
        case .noSuchFile(let path), .unreadable(let path, _), .invalidName(let path): return path
        }
    }

    /// `path: no such file or directory`, `path: permission denied`.
    public var description: String {
        switch self {
        case .noSuchFile(let path): return FileSystemError(path: path, message: "no such file or directory").description
        case .unreadable(let path, let reason): return FileSystemError(path: path, message: reason).description
        case .invalidName(let path):
            return FileSystemError(path: path, message: "skipped: the name is not valid UTF-8, which mdtool needs").description
        }
    }
}
