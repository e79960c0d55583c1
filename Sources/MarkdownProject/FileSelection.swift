import Workspace
import YAML

/// Which files a project's commands work on (`include`, `exclude`) and which overrides
/// apply to each (their `files`), with the globs compiled. Globs are relative to
/// `baseDirectory`, the configuration file's directory.
public struct FileSelection: Sendable {
    /// Absolute directory the globs are relative to.
    public let baseDirectory: String
    /// Files to work on (all Markdown files when empty).
    public let include: [Glob]
    public let exclude: [Glob]
    /// The `files` globs of each override, in order.
    public let overrideFiles: [[Glob]]

    /// Every Markdown file below `baseDirectory`, no overrides.
    public init(baseDirectory: String) {
        self.init(baseDirectory: baseDirectory, include: [], exclude: [], overrideFiles: [])
    }

    init(baseDirectory: String, include: [Glob], exclude: [Glob], overrideFiles: [[Glob]]) {
        self.baseDirectory = baseDirectory
        self.include = include
        self.exclude = exclude
        self.overrideFiles = overrideFiles
    }

    /// Decodes `include` and `exclude` (a glob or a list of globs) and the `files` of each
    /// override, compiling each glob now so a bad one is reported where it is written.
    init(baseDirectory: String, include: ConfigNode?, exclude: ConfigNode?,
         overrideFiles: [ConfigNode]) throws(ConfigError) {
        self.init(baseDirectory: baseDirectory,
                  include: try Self.globs(include),
                  exclude: try Self.globs(exclude),
                  overrideFiles: try overrideFiles.map { (files) throws(ConfigError) in try Self.globs(files) })
    }

    private static func globs(_ node: ConfigNode?) throws(ConfigError) -> [Glob] {
        guard let node, !node.isNull else { return [] }
        let items = node.scalar != nil ? [node] : try node.asSequence()
        var patterns: [(text: String, node: ConfigNode)] = []
        for item in items { patterns.append((try item.asString(), item)) }
        var globs: [Glob] = []
        for pattern in patterns {
            do throws(GlobError) {
                globs.append(try Glob(pattern.text))
            } catch {
                throw pattern.node.error("invalid glob \"\(pattern.text)\": \(error)")
            }
        }
        return globs
    }

    /// The discovery filter for these globs.
    public func fileFilter(respectsGitIgnore: Bool) -> FileFilter {
        FileFilter(include: include, exclude: exclude, baseDirectory: baseDirectory,
                   respectsGitIgnore: respectsGitIgnore)
    }

    /// Indices of the overrides whose `files` match a file (given by absolute path).
    public func matchingOverrides(absolutePath: String) -> [Int] {
        guard !overrideFiles.isEmpty,
              let relative = PathUtilities.relative(absolutePath, to: baseDirectory) else { return [] }
        return overrideFiles.indices.filter { index in
            overrideFiles[index].contains { $0.matchesPathOrParent(relative) }
        }
    }

    /// Whether a path given for standard input (`--stdin-filename`) is excluded.
    public func excludes(absolutePath: String) -> Bool {
        guard let relative = PathUtilities.relative(absolutePath, to: baseDirectory) else { return false }
        if exclude.contains(where: { $0.matchesPathOrParent(relative) }) { return true }
        return !include.isEmpty && !include.contains { $0.matchesPathOrParent(relative) }
    }
}
