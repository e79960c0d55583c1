import Workspace
import YAML

/// Which files a project's commands work on and which overrides apply to each, for one
/// directory's configuration. Every configuration file on the way down to the directory
/// that selects files adds a layer (`.mdtool.yml`'s `include` and `exclude`,
/// markdownlint-cli2's `ignores`), with globs relative to its own directory; a file must
/// pass every layer. The `files` of overrides are relative to their own file's directory.
public struct FileSelection: Sendable {
    struct Layer: Sendable {
        var baseDirectory: String
        var include: [Glob]
        var exclude: [Glob]
    }

    struct OverrideFiles: Sendable {
        var baseDirectory: String
        var globs: [Glob]
    }

    /// The directory of the nearest layer (or the one given): where a run's globs start.
    public let baseDirectory: String
    let layers: [Layer]
    let overrides: [OverrideFiles]

    /// Every Markdown file below `baseDirectory`, no overrides.
    public init(baseDirectory: String) {
        self.init(baseDirectory: baseDirectory, layers: [], overrides: [])
    }

    init(baseDirectory: String, layers: [Layer], overrides: [OverrideFiles]) {
        self.baseDirectory = baseDirectory
        self.layers = layers
        self.overrides = overrides
    }

    /// Every layer's `include` globs.
    public var include: [Glob] { layers.flatMap(\.include) }
    /// Every layer's `exclude` globs (markdownlint-cli2's `ignores` among them).
    public var exclude: [Glob] { layers.flatMap(\.exclude) }

    /// Extensions of the files a directory walk takes: `md`, `markdown`, and those that an
    /// `include` glob names in its last part (`**/*.mdx`, `docs/*.{md,mdoc}`).
    public var extensions: Set<String> {
        FileFilter.defaultExtensions.union(include.flatMap { Self.extensions(namedBy: $0.pattern) })
    }

    /// The filter for a directory walk: the nearest layer's globs, which let the walk skip
    /// excluded directories (every layer is still applied to each file, by `excludes`).
    public func fileFilter(respectsGitIgnore: Bool) -> FileFilter {
        let layer = layers.last { !$0.include.isEmpty || !$0.exclude.isEmpty }
        return FileFilter(extensions: extensions, include: layer?.include ?? [], exclude: layer?.exclude ?? [],
                          baseDirectory: layer?.baseDirectory ?? baseDirectory, respectsGitIgnore: respectsGitIgnore)
    }

    /// Indices of the overrides whose `files` match a file (given by absolute path).
    public func matchingOverrides(absolutePath: String) -> [Int] {
        overrides.indices.filter { index in
            guard let relative = PathUtilities.relative(absolutePath, to: overrides[index].baseDirectory) else { return false }
            return overrides[index].globs.contains { $0.matchesPathOrParent(relative) }
        }
    }

    /// Whether a file (given by absolute path) is left out: a layer excludes it, or a layer
    /// with `include` globs does not include it. Layers do not judge files outside their
    /// directory.
    public func excludes(absolutePath: String) -> Bool {
        layers.contains { layer in
            guard let relative = PathUtilities.relative(absolutePath, to: layer.baseDirectory) else { return false }
            if layer.exclude.contains(where: { $0.matchesPathOrParent(relative) }) { return true }
            return !layer.include.isEmpty && !layer.include.contains { $0.matchesPathOrParent(relative) }
        }
    }

    /// Decodes a glob or a list of globs, compiling each now so a bad one is reported where
    /// it is written. `anchored` reads them as markdownlint-cli2 does: relative to the
    /// directory even without a `/` (`CHANGELOG.md` is the one beside the file).
    static func globs(_ node: ConfigNode?, anchored: Bool = false) throws(ConfigError) -> [Glob] {
        guard let node, !node.isNull else { return [] }
        let items = node.scalar != nil ? [node] : try node.asSequence()
        var globs: [Glob] = []
        for item in items {
            var text = try item.asString()
            if anchored && !text.hasPrefix("/") && !text.dropLast().contains("/") { text = "/" + text }
            do throws(GlobError) {
                globs.append(try Glob(text))
            } catch {
                throw item.error("invalid glob \"\(text)\": \(error)")
            }
        }
        return globs
    }

    /// The extensions a glob's last part ends in: `*.mdx` → `mdx`, `*.{md,mdoc}` → `md`, `mdoc`.
    public static func extensions(namedBy pattern: String) -> [String] {
        let last = pattern.split(separator: "/").last.map(String.init) ?? pattern
        guard let dot = last.lastIndex(of: ".") else { return [] }
        var tail = String(last[last.index(after: dot)...])
        if tail.hasPrefix("{") && tail.hasSuffix("}") { tail = String(tail.dropFirst().dropLast()) }
        let names = tail.split(separator: ",").map(String.init)
        let isPlain: (String) -> Bool = { name in
            !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        }
        return names.allSatisfy(isPlain) ? names.map { $0.lowercased() } : []
    }
}
