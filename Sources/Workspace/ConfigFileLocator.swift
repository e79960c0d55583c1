/// Finds the configuration that governs a directory.
///
/// The nearest directory wins: starting at the given directory and moving up to the file
/// system root, the first directory holding any known configuration file decides. Within one
/// directory mdtool's own files come first, then markdownlint's, each in the order of
/// `fileNames`. So a project's `.markdownlint.json` is not overridden by an `.mdtool.yml` in a
/// parent directory (say, the user's home), and a subproject's file governs its own tree, as
/// with markdownlint-cli2 and ruff.
public enum ConfigFileLocator {
    /// Every recognized name, in order of precedence within one directory.
    public static let fileNames: [(name: String, kind: ConfigFileKind)] = [
        (".mdtool.yml", .mdtool),
        (".mdtool.yaml", .mdtool),
        (".markdownlint.jsonc", .markdownlint),
        (".markdownlint.json", .markdownlint),
        (".markdownlint.yaml", .markdownlint),
        (".markdownlint.yml", .markdownlint),
    ]

    /// The configuration file for `directory` (relative paths are taken from the current
    /// directory), or `nil` when no directory up to the root holds one. Only regular files
    /// (or links to them) count. `..` is resolved lexically.
    public static func locate(from directory: String) -> ConfigFileLocation? {
        var current = PathUtilities.absolute(directory, from: SystemCalls.currentDirectory() ?? "/")
        while true {
            if let found = locate(in: current) { return found }
            if current == "/" { return nil }
            current = PathUtilities.parent(of: current)
        }
    }

    /// The configuration file in `directory` itself, without looking at parents.
    public static func locate(in directory: String) -> ConfigFileLocation? {
        let directory = PathUtilities.absolute(directory, from: SystemCalls.currentDirectory() ?? "/")
        for (name, kind) in fileNames {
            let path = PathUtilities.join(directory, name)
            if case .success(let status) = SystemCalls.status(path), status.isRegularFile {
                return ConfigFileLocation(path: path, kind: kind)
            }
        }
        return nil
    }
}
