/// The ignore rules in force at one point of a walk through a repository: push a directory's
/// `.gitignore` when entering it, pop it when leaving (or copy the value per directory).
///
/// Precedence follows git: a deeper `.gitignore` overrides a shallower one, within a file the
/// last matching rule wins, and `.git/info/exclude` ranks below every `.gitignore`. A path
/// inside an ignored directory is ignored whatever later rules say, because git never looks
/// inside such a directory. The user's global excludes file (`core.excludesFile`) is not read,
/// so results depend only on the repository.
public struct GitIgnoreStack: Sendable {
    /// The absolute directory paths are relative to, normally the repository root.
    public let root: String
    /// The files in force, lowest precedence first.
    public private(set) var files: [GitIgnoreFile] = []
    private let fixedCount: Int

    /// A stack for `root`; with `readsInfoExclude`, `root/.git/info/exclude` is loaded first
    /// when it exists.
    public init(root: String, readsInfoExclude: Bool = true) {
        self.root = root
        if readsInfoExclude,
           let exclude = try? GitIgnoreFile(contentsOf: PathUtilities.join(root, ".git/info/exclude"), directory: "") {
            files.append(exclude)
        }
        fixedCount = files.count
    }

    /// The nearest directory at or above `directory` (absolute, normalized) that holds a
    /// `.git` entry (a directory, or a file in worktrees and submodules), or `nil`.
    public static func repositoryRoot(containing directory: String) -> String? {
        var current = directory
        while true {
            if SystemCalls.exists(PathUtilities.join(current, ".git")) { return current }
            if current == "/" { return nil }
            current = PathUtilities.parent(of: current)
        }
    }

    /// Adds a file above all others: it takes precedence over every file already pushed.
    public mutating func push(_ file: GitIgnoreFile) {
        files.append(file)
    }

    /// Loads `root/relativePath/.gitignore` if it exists and is readable, and pushes it.
    /// Returns whether a file was pushed, so the caller knows whether to `pop()` later.
    @discardableResult
    public mutating func pushGitIgnore(inDirectory relativePath: String) -> Bool {
        let directory = PathUtilities.normalizedRelative(relativePath)
        let path = PathUtilities.join(PathUtilities.join(root, directory), ".gitignore")
        guard let file = try? GitIgnoreFile(contentsOf: path, directory: directory) else { return false }
        files.append(file)
        return true
    }

    /// Removes the most recently pushed file (never `.git/info/exclude`).
    public mutating func pop() {
        if files.count > fixedCount { files.removeLast() }
    }

    /// Whether git would ignore `relativePath` (relative to `root`), including because one
    /// of its parent directories is ignored.
    public func isIgnored(relativePath: String, isDirectory: Bool) -> Bool {
        let segments = GlobPath(relativePath).segments
        guard !segments.isEmpty else { return false }
        for count in 1..<segments.count where verdict(for: Array(segments[..<count]), isDirectory: true) {
            return true
        }
        return verdict(for: segments, isDirectory: isDirectory)
    }

    /// The rules' verdict on the path alone, for walkers that never enter ignored directories.
    func verdict(for segments: [[UInt32]], isDirectory: Bool) -> Bool {
        for file in files.reversed() {
            if let verdict = file.verdict(for: segments, isDirectory: isDirectory) { return verdict }
        }
        return false
    }
}
