import Workspace
import YAML

/// The configuration files of one directory, read: at most one `.mdtool.yml`, one
/// `.markdownlint-cli2.*` and one `.markdownlint.*` (see `ConfigFileLocator` for which name
/// wins within a kind). JavaScript files cannot be read; they are reported, not used.
struct DirectoryConfiguration: Sendable {
    var directory: String
    var mdtool: MDToolFile?
    var cli2: MarkdownlintCli2File?
    /// The settings of the `.markdownlint.*` file, `extends` resolved.
    var markdownlint: SettingsMapping?
    /// The files read, as messages show them, in the order they apply.
    var sources: [String] = []
    var warnings: [String] = []

    var isEmpty: Bool { sources.isEmpty && warnings.isEmpty }

    init(directory: String) {
        self.directory = directory
    }

    /// Reads the files of `directory`; `display` names a path as messages show it.
    static func load(_ directory: String, display: (String) -> String) throws(ConfigError) -> DirectoryConfiguration {
        var configuration = DirectoryConfiguration(directory: directory)
        // In the order the kinds apply: markdownlint-cli2's options, markdownlint's rules, mdtool's own.
        let found = ConfigFileLocator.locate(in: directory)
        for kind in [ConfigFileKind.markdownlintCli2, .markdownlint, .mdtool] {
            guard let location = found.first(where: { $0.kind == kind }) else {
                if kind == .markdownlintCli2 { try configuration.readPackageJSON(in: directory, display: display) }
                continue
            }
            let shown = display(location.path)
            if location.isJavaScript {
                configuration.warnings.append("\(shown): a JavaScript configuration file, which mdtool cannot run; "
                                              + "its settings are not used (write them as JSON or YAML, or as .mdtool.yml)")
                continue
            }
            try configuration.read(location.path, kind: kind, displayPath: shown)
        }
        return configuration
    }

    /// The file given with `--config`, as if it stood in `directory`: its kind from its name
    /// (`.mdtool.yml`, `*.markdownlint-cli2.jsonc`, `*.markdownlint.yaml` …) or, for any other
    /// name (super-linter's `.markdown-lint.yml`), from its keys.
    static func explicit(_ path: String, displayPath: String, standingIn directory: String) throws(ConfigError)
        -> DirectoryConfiguration {
        let name = String(PathUtilities.lastComponent(of: path))
        if name.hasSuffix(".cjs") || name.hasSuffix(".mjs") {
            throw ConfigError("a JavaScript configuration file, which mdtool cannot run; write its settings as JSON or YAML",
                              file: displayPath)
        }
        var configuration = DirectoryConfiguration(directory: directory)
        if let kind = kind(ofName: name) {
            try configuration.read(path, kind: kind, displayPath: displayPath)
        } else {
            let root = try MarkdownlintConfig.load(path, displayPath: displayPath)
            try configuration.read(root, path: path, kind: kind(ofContent: root), displayPath: displayPath)
        }
        return configuration
    }

    /// markdownlint-cli2's options may also be the `markdownlint-cli2` key of a package.json
    /// (which markdownlint-cli2 reads in the directory it runs in; mdtool, as for its other
    /// files, in each directory without a `.markdownlint-cli2.*`). A package.json that does not
    /// name the key is not parsed: it is none of mdtool's business.
    private mutating func readPackageJSON(in directory: String, display: (String) -> String) throws(ConfigError) {
        let path = PathUtilities.join(directory, "package.json")
        guard let bytes = try? FileReader.readBytes(atPath: path),
              String(decoding: bytes, as: UTF8.self).contains("\"markdownlint-cli2\"") else { return }
        let shown = display(path)
        guard let options = try MarkdownlintConfig.load(path, displayPath: shown)["markdownlint-cli2"] else { return }
        let file = try MarkdownlintCli2File(options, path: path, displayPath: shown)
        warnings += file.warnings
        cli2 = file
        sources.append(shown)
    }

    private mutating func read(_ path: String, kind: ConfigFileKind, displayPath: String) throws(ConfigError) {
        try read(MarkdownlintConfig.load(path, displayPath: displayPath), path: path, kind: kind, displayPath: displayPath)
    }

    private mutating func read(_ root: ConfigNode, path: String, kind: ConfigFileKind,
                               displayPath: String) throws(ConfigError) {
        switch kind {
        case .mdtool:
            mdtool = try MDToolFile(root, displayPath: displayPath, directory: PathUtilities.parent(of: path))
        case .markdownlintCli2:
            let file = try MarkdownlintCli2File(root, path: path, displayPath: displayPath)
            warnings += file.warnings
            cli2 = file
        case .markdownlint:
            markdownlint = try MarkdownlintConfig.resolve(root, writtenIn: path, displayPath: displayPath)
        }
        sources.append(displayPath)
    }

    private static func kind(ofName name: String) -> ConfigFileKind? {
        if [".mdtool.yml", ".mdtool.yaml"].contains(where: name.hasSuffix) { return .mdtool }
        if [".markdownlint-cli2.jsonc", ".markdownlint-cli2.yaml"].contains(where: name.hasSuffix) { return .markdownlintCli2 }
        if [".markdownlint.jsonc", ".markdownlint.json", ".markdownlint.yaml", ".markdownlint.yml"].contains(where: name.hasSuffix) {
            return .markdownlint
        }
        return nil
    }

    /// A file named otherwise is mdtool's if it has a key only mdtool reads, markdownlint-cli2's
    /// if it has a key only markdownlint-cli2 reads, and else a markdownlint rules file.
    private static func kind(ofContent root: ConfigNode) -> ConfigFileKind {
        let keys = Set((root.mapping ?? []).compactMap { $0.key.scalar?.text })
        let shared: Set = ["overrides", "fix", "gitignore", "$schema"]
        if !keys.isDisjoint(with: Set(MDToolFile.keys).subtracting(shared)) { return .mdtool }
        if !keys.isDisjoint(with: Set(MarkdownlintCli2File.keys).subtracting(shared)) { return .markdownlintCli2 }
        if let overrides = root["overrides"]?.sequence, let first = overrides.first {
            return first["files"] != nil ? .mdtool : .markdownlintCli2
        }
        return .markdownlint
    }
}
