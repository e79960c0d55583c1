/// Finds the configuration files of a directory.
///
/// A directory may hold one file of each kind: mdtool's own, markdownlint-cli2's options and
/// markdownlint's rule settings. When several names of one kind are present, the first in
/// `fileNames` is the one used, as markdownlint-cli2 chooses (`.jsonc` before `.yaml` …).
/// How the files of a directory and of the directories above it combine is the project
/// configuration's business (MarkdownProject).
public enum ConfigFileLocator {
    /// Every recognized name, in order of precedence within its kind.
    public static let fileNames: [(name: String, kind: ConfigFileKind)] = [
        (".mdtool.yml", .mdtool),
        (".mdtool.yaml", .mdtool),
        (".markdownlint-cli2.jsonc", .markdownlintCli2),
        (".markdownlint-cli2.yaml", .markdownlintCli2),
        (".markdownlint-cli2.cjs", .markdownlintCli2),
        (".markdownlint-cli2.mjs", .markdownlintCli2),
        (".markdownlint.jsonc", .markdownlint),
        (".markdownlint.json", .markdownlint),
        (".markdownlint.yaml", .markdownlint),
        (".markdownlint.yml", .markdownlint),
        (".markdownlint.cjs", .markdownlint),
        (".markdownlint.mjs", .markdownlint),
    ]

    /// The configuration files in `directory` itself (relative paths are taken from the
    /// current directory), at most one per kind, in the order of `ConfigFileKind`. Only
    /// regular files (or links to them) count; `..` is resolved lexically.
    public static func locate(in directory: String) -> [ConfigFileLocation] {
        let directory = PathUtilities.absolute(directory, from: SystemCalls.currentDirectory() ?? "/")
        var found: [ConfigFileLocation] = []
        for (name, kind) in fileNames where !found.contains(where: { $0.kind == kind }) {
            let path = PathUtilities.join(directory, name)
            if case .success(let status) = SystemCalls.status(path), status.isRegularFile {
                found.append(ConfigFileLocation(path: path, kind: kind))
            }
        }
        return found
    }
}
