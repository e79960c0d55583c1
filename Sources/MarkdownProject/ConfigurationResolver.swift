import Foundation
import MarkdownLint
import Workspace
import YAML

/// Finds the configuration of each directory, as markdownlint-cli2 resolves its files, but
/// starting from the directory of each file rather than from where the command runs (so an
/// editor asking about one file gets the answer the command line gets): the configuration
/// files of the directory and of every directory above it, up to the repository root (the
/// nearest directory holding `.git`) or the file system root, combined as `MergedLayers`
/// describes. With an explicit file (`--config`), that file takes the place of the files at
/// and above the current directory; the files of the directories below it still apply.
///
/// Reads each directory once; safe to use from several threads.
public final class ConfigurationResolver: @unchecked Sendable {
    /// Absolute directory that relative paths start from; messages show paths relative to it.
    public let currentDirectory: String
    public let registry: RuleRegistry
    private let explicit: DirectoryConfiguration?
    private let lock = NSLock()
    private var directories: [String: Result<DirectoryConfiguration, ConfigError>] = [:]
    private var configurations: [String: ProjectConfiguration] = [:]
    /// The configuration found for each directory asked about: files of one directory ask once.
    private var byDirectory: [String: ProjectConfiguration] = [:]
    private var defaults: ProjectConfiguration?

    /// `explicitPath` is a `--config` file (relative to `currentDirectory`), read whatever its
    /// name: an `.mdtool.yml`, a markdownlint-cli2 file or a markdownlint file, told apart by
    /// name and else by content.
    public init(explicitPath: String?, currentDirectory: String, registry: RuleRegistry = .builtIn) throws(ConfigError) {
        self.currentDirectory = PathUtilities.absolute(currentDirectory, from: "/")
        self.registry = registry
        guard let explicitPath else {
            explicit = nil
            return
        }
        let absolute = PathUtilities.absolute(explicitPath, from: self.currentDirectory)
        guard FileSystem.isFile(absolute) else { throw ConfigError("no such configuration file", file: explicitPath) }
        explicit = try DirectoryConfiguration.explicit(absolute, displayPath: Self.display(absolute, from: self.currentDirectory),
                                                        standingIn: self.currentDirectory)
    }

    /// The configuration of the directory holding the file at `path` (absolute, or relative
    /// to the current directory).
    public func configuration(forFile path: String) throws(ConfigError) -> ProjectConfiguration {
        try configuration(forDirectory: PathUtilities.parent(of: PathUtilities.absolute(path, from: currentDirectory)))
    }

    /// The configuration of `directory` (absolute, or relative to the current directory).
    public func configuration(forDirectory directory: String) throws(ConfigError) -> ProjectConfiguration {
        let directory = PathUtilities.absolute(directory, from: currentDirectory)
        lock.lock()
        defer { lock.unlock() }
        if let known = byDirectory[directory] { return known }
        let configuration = try resolve(directory)
        byDirectory[directory] = configuration
        return configuration
    }

    private func resolve(_ directory: String) throws(ConfigError) -> ProjectConfiguration {
        let layers = try self.layers(for: directory)
        guard !layers.isEmpty else {
            // Without configuration files every directory has the defaults, which compile the
            // rules' patterns: made once, standing in the current directory.
            if let defaults { return defaults }
            let made = ProjectConfiguration(layers: [], directory: currentDirectory, registry: registry)
            defaults = made
            return made
        }
        // The same files make the same configuration: directories share it.
        let key = layers.map { $0.directory + "\u{0}" + $0.sources.joined(separator: "\u{0}") }.joined(separator: "\u{1}")
        if let known = configurations[key] { return known }
        let configuration = ProjectConfiguration(layers: layers, directory: directory, registry: registry)
        configurations[key] = configuration
        return configuration
    }

    /// markdownlint-cli2's `globs` in the current directory's own file (or the `--config`
    /// file): what to lint when no paths are given. Negated ones (`!vendor/**`) exclude.
    public func globs() throws(ConfigError) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let explicit { return explicit.cli2?.globs ?? [] }
        return try ownLayer(currentDirectory).cli2?.globs ?? []
    }

    /// The layers that apply in `directory`, the top first; directories without files left out.
    private func layers(for directory: String) throws(ConfigError) -> [DirectoryConfiguration] {
        if let explicit {
            var layers = [explicit]
            guard let relative = PathUtilities.relative(directory, to: currentDirectory) else { return layers }
            var path = currentDirectory
            for component in relative.split(separator: "/") {
                path = PathUtilities.join(path, String(component))
                let own = try ownLayer(path)
                if !own.isEmpty { layers.append(own) }
            }
            return layers
        }
        var layers: [DirectoryConfiguration] = []
        var current = directory
        while true {
            let own = try ownLayer(current)
            if !own.isEmpty { layers.append(own) }
            // Configuration above a repository is not the repository's.
            if current == "/" || FileSystem.exists(PathUtilities.join(current, ".git")) { break }
            current = PathUtilities.parent(of: current)
        }
        return layers.reversed()
    }

    private func ownLayer(_ directory: String) throws(ConfigError) -> DirectoryConfiguration {
        if let known = directories[directory] { return try known.get() }
        let currentDirectory = self.currentDirectory
        let result = Result { () throws(ConfigError) in
            try DirectoryConfiguration.load(directory) { Self.display($0, from: currentDirectory) }
        }
        directories[directory] = result
        return try result.get()
    }

    /// A path as messages show it: relative to the current directory when inside it, else absolute.
    static func display(_ path: String, from currentDirectory: String) -> String {
        PathUtilities.relative(path, to: currentDirectory).flatMap { $0.isEmpty ? nil : $0 } ?? path
    }
}
