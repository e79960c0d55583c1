import Workspace

/// Where the links of a document are resolved from: the document's own path (to spot links
/// to itself), the directory relative targets start from, and the repository root that
/// `/`-rooted targets start from.
public struct LinkOrigin: Sendable, Hashable {
    /// The document's absolute path; nil for text without a file (standard input).
    public var filePath: String?
    /// Absolute directory that relative targets are resolved from.
    public var directory: String
    /// Absolute directory that `/`-rooted targets are resolved from.
    public var repositoryRoot: String

    /// Makes an origin from absolute paths.
    public init(filePath: String?, directory: String, repositoryRoot: String) {
        self.filePath = filePath
        self.directory = directory
        self.repositoryRoot = repositoryRoot
    }

    /// The origin of a file (given by a path absolute or relative to `currentDirectory`): its
    /// directory, and as root the nearest ancestor holding `.git`, else `currentDirectory`.
    public init(file path: String, currentDirectory: String) {
        let absolute = PathUtilities.absolute(path, from: currentDirectory)
        let directory = PathUtilities.parent(of: absolute)
        self.init(filePath: absolute, directory: directory,
                  repositoryRoot: RepositoryRoots.shared.root(containing: directory)
                    ?? PathUtilities.absolute(".", from: currentDirectory))
    }

    /// Forgets the repository roots found so far (they are remembered for the life of the
    /// process), so origins made after a `.git` appears or goes see the change.
    public static func forgetRepositoryRoots() {
        RepositoryRoots.shared.removeAll()
    }

    /// The origin of text without a file (standard input): the current directory.
    public init(currentDirectory: String) {
        let directory = PathUtilities.absolute(".", from: currentDirectory)
        self.init(filePath: nil, directory: directory,
                  repositoryRoot: RepositoryRoots.shared.root(containing: directory) ?? directory)
    }
}
