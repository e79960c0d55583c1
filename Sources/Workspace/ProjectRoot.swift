/// The directory a path named on the command line belongs to, which writes never leave:
/// the top of the git repository holding it (the nearest parent with `.git`); outside a
/// repository, the current directory when the path is inside it, else the named directory
/// (or a named file's directory). Symbolic links that lead out of it are not followed by
/// walks and never written through, so an untrusted clone cannot make `mdtool fmt` rewrite
/// `~/.bashrc` through `notes.md -> ~/.bashrc`.
///
/// Roots are compared with links resolved (`realpath`), the form `contains` expects.
public enum ProjectRoot {
    /// The root for a path named by the user: `absolute` (normalized), a directory or not.
    public static func of(namedPath absolute: String, isDirectory: Bool, currentDirectory: String) -> String {
        let directory = isDirectory ? absolute : PathUtilities.parent(of: absolute)
        let root = GitIgnoreStack.repositoryRoot(containing: directory)
            ?? (PathUtilities.relative(directory, to: currentDirectory) != nil ? currentDirectory : directory)
        return SystemCalls.realPath(root) ?? root
    }

    /// Whether `path` (links resolved) is `root` or inside it.
    public static func contains(_ root: String, _ path: String) -> Bool {
        PathUtilities.relative(path, to: root) != nil
    }

    /// Where a write to `path` would land, with links resolved: the file itself, or for a
    /// missing file its resolved directory plus its name. Nil when not even the directory
    /// exists.
    static func resolvedWriteTarget(_ path: String) -> String? {
        if let resolved = SystemCalls.realPath(path) { return resolved }
        guard let directory = SystemCalls.realPath(PathUtilities.parent(of: path)) else { return nil }
        return PathUtilities.join(directory, String(PathUtilities.lastComponent(of: path)))
    }
}
