import MarkdownLint
import Workspace
import YAML

/// The configuration of a run (from `--config FILE`, or the nearest `.mdtool.yml` or
/// markdownlint file above the current directory) with its globs compiled.
struct ProjectConfiguration: Sendable {
    let lint: LintConfiguration
    let include: [Glob]
    let exclude: [Glob]
    /// The `files` globs of each override, in order.
    let overrideFiles: [[Glob]]

    static func load(explicitPath: String?, currentDirectory: String,
                     registry: RuleRegistry = .builtIn) throws(CommandError) -> ProjectConfiguration {
        var lint: LintConfiguration
        let explicit = explicitPath.map { PathUtilities.absolute($0, from: currentDirectory) }
        if let explicit, !FileSystem.isFile(explicit) {
            throw .usage("\(explicitPath ?? explicit): no such configuration file")
        }
        do throws(ConfigError) {
            if let absolute = explicit {
                let name = PathUtilities.lastComponent(of: absolute)
                lint = name.hasPrefix(".markdownlint")
                    ? try ConfigurationLoader.loadMarkdownlintFile(absolute, registry: registry)
                    : try ConfigurationLoader.loadMDToolFile(absolute, registry: registry)
            } else if let found = ConfigFileLocator.locate(from: currentDirectory) {
                // Read it by its path relative to the current directory, so messages show that.
                let path = PathUtilities.relative(found.path, to: currentDirectory) ?? found.path
                lint = found.kind == .markdownlint
                    ? try ConfigurationLoader.loadMarkdownlintFile(path, registry: registry)
                    : try ConfigurationLoader.loadMDToolFile(path, registry: registry)
            } else {
                lint = LintConfiguration(baseDirectory: currentDirectory, registry: registry)
            }
        } catch {
            throw .usage(error.description)
        }
        lint.baseDirectory = PathUtilities.absolute(lint.baseDirectory, from: currentDirectory)
        return ProjectConfiguration(
            lint: lint,
            include: try compile(lint.include, lint),
            exclude: try compile(lint.exclude, lint),
            overrideFiles: try lint.overrides.map { (override) throws(CommandError) in try compile(override.files, lint) })
    }

    private static func compile(_ patterns: [LintConfiguration.Pattern],
                                _ lint: LintConfiguration) throws(CommandError) -> [Glob] {
        var globs: [Glob] = []
        for pattern in patterns {
            do throws(GlobError) {
                globs.append(try Glob(pattern.glob))
            } catch {
                let location = pattern.node.map { "\($0.mark): " } ?? "\(lint.file ?? "configuration"): "
                throw .usage(location + "invalid glob \"\(pattern.glob)\": \(error)")
            }
        }
        return globs
    }

    func fileFilter(respectsGitIgnore: Bool) -> FileFilter {
        FileFilter(include: include, exclude: exclude, baseDirectory: lint.baseDirectory,
                   respectsGitIgnore: respectsGitIgnore)
    }

    /// Indices of the overrides whose `files` match a file (given by absolute path).
    func matchingOverrides(absolutePath: String) -> [Int] {
        guard !overrideFiles.isEmpty,
              let relative = PathUtilities.relative(absolutePath, to: lint.baseDirectory) else { return [] }
        return overrideFiles.indices.filter { index in
            overrideFiles[index].contains { $0.matchesPathOrParent(relative) }
        }
    }

    /// Whether a path given on standard input (`--stdin-filename`) is excluded.
    func excludes(absolutePath: String) -> Bool {
        guard let relative = PathUtilities.relative(absolutePath, to: lint.baseDirectory) else { return false }
        if exclude.contains(where: { $0.matchesPathOrParent(relative) }) { return true }
        return !include.isEmpty && !include.contains { $0.matchesPathOrParent(relative) }
    }
}
