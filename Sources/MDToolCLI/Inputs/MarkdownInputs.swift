import MarkdownProject
import Workspace
import YAML

/// The inputs of a run, found one way for every command: standard input for `-` (named by
/// `--stdin-filename`), else the files discovery finds under the paths (a quoted glob such as
/// `'docs/**/*.md'` is expanded; `!glob` or `#glob` leaves files out, as markdownlint-cli2
/// reads them; without paths, the `globs` of a markdownlint-cli2 file here, else `.`), each
/// kept only if the configuration of its own directory selects it.
struct MarkdownInputs: Sendable {
    var inputs: [MarkdownInput] = []
    /// Paths that do not exist or cannot be read, as one-line messages.
    var problems: [String] = []
    /// Symbolic links out of the project that walks did not follow, as one-line notes.
    var notes: [String] = []
    /// Standard input was named like a file the configuration excludes; it is not an input.
    var excludesStandardInput = false
    /// The configuration of the directory the run is in.
    let runConfiguration: ProjectConfiguration

    init(_ options: InputOptions, resolver: ConfigurationResolver, context: CommandContext) throws(CommandError) {
        let currentDirectory = context.currentDirectory
        runConfiguration = try ConfigurationResolver.reporting { () throws(ConfigError) in try resolver.configuration(forDirectory: currentDirectory) }
        if options.readsStandardInput {
            let display = options.stdinFilename ?? "<stdin>"
            let absolute = PathUtilities.absolute(display, from: currentDirectory)
            let configuration = try ConfigurationResolver.reporting { () throws(ConfigError) in try resolver.configuration(forFile: absolute) }
            let selection = try ConfigurationResolver.reporting { () throws(ConfigError) in try configuration.fileSelection() }
            if options.stdinFilename != nil && selection.excludes(absolutePath: absolute) {
                excludesStandardInput = true
            } else {
                inputs = [MarkdownInput(file: nil, displayPath: display, absolutePath: absolute, hasPath: options.stdinFilename != nil,
                                        configuration: configuration,
                                        overrides: selection.matchingOverrides(absolutePath: absolute))]
            }
            return
        }
        // markdownlint-cli2 appends its `globs` to the command line's; mdtool lints only the
        // paths given when there are some, but still leaves out what the negated globs name.
        let configuredGlobs = try ConfigurationResolver.reporting { () throws(ConfigError) in try resolver.globs() }
        let paths = options.paths.isEmpty ? configuredGlobs : options.paths + configuredGlobs.filter(Self.isNegation)
        // markdownlint-cli2's negations: `!glob` and `#glob` leave out what they match.
        var negations: [Glob] = []
        var positives: [String] = []
        for path in paths {
            guard Self.isNegation(path), !FileSystem.exists(PathUtilities.absolute(path, from: currentDirectory)) else {
                positives.append(path)
                continue
            }
            do throws(GlobError) {
                negations.append(try Glob(Self.anchored(String(path.dropFirst()))))
            } catch {
                throw .usage("invalid glob '\(path)': \(error)")
            }
        }
        if positives.isEmpty { positives = ["."] }
        let runSelection = try ConfigurationResolver.reporting { () throws(ConfigError) in try runConfiguration.fileSelection() }
        let respectsGitIgnore = options.respectsGitIgnore && runConfiguration.gitignore?.value != false
        var found: [DiscoveredFile] = []
        var plain: [String] = []
        for path in positives {
            guard Self.isGlob(path), !FileSystem.exists(PathUtilities.absolute(path, from: currentDirectory)) else {
                plain.append(path)
                continue
            }
            let expanded = try Self.expand(path, extensions: runSelection.extensions, respectsGitIgnore: respectsGitIgnore,
                                           currentDirectory: currentDirectory)
            found += expanded.files
            problems += expanded.problems.map(\.description)
            notes += expanded.skippedLinks.map(\.description)
        }
        if !plain.isEmpty {
            let discovery = FileDiscovery.discover(plain, filter: runSelection.fileFilter(respectsGitIgnore: respectsGitIgnore),
                                                   currentDirectory: currentDirectory)
            found += discovery.files
            problems += discovery.problems.map(\.description)
            notes += discovery.skippedLinks.map(\.description)
        }
        var seen: Set<String> = []
        for file in found.sorted() where seen.insert(file.absolutePath).inserted {
            if let relative = PathUtilities.relative(file.absolutePath, to: currentDirectory),
               negations.contains(where: { $0.matchesPathOrParent(relative) }) { continue }
            let configuration = try ConfigurationResolver.reporting { () throws(ConfigError) in try resolver.configuration(forFile: file.absolutePath) }
            let selection = try ConfigurationResolver.reporting { () throws(ConfigError) in try configuration.fileSelection() }
            guard !selection.excludes(absolutePath: file.absolutePath) else { continue }
            inputs.append(MarkdownInput(file: file.absolutePath, displayPath: file.displayPath, absolutePath: file.absolutePath,
                                        hasPath: true, projectRoot: file.projectRoot, configuration: configuration,
                                        overrides: selection.matchingOverrides(absolutePath: file.absolutePath)))
        }
    }

    /// Every configuration warning of the inputs' directories, once each.
    var warnings: [String] {
        var seen: Set<String> = []
        return ([runConfiguration] + inputs.map(\.configuration)).flatMap(\.warnings).filter { seen.insert($0).inserted }
    }

    /// Whether a glob leaves files out, as markdownlint-cli2 writes it: `!glob` or `#glob`.
    private static func isNegation(_ path: String) -> Bool {
        path.first == "!" || path.first == "#"
    }

    /// Whether a path argument is a glob: it holds `*`, `?`, `[` or `{`.
    private static func isGlob(_ path: String) -> Bool {
        path.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "{") }
    }

    /// A glob as the shell or markdownlint-cli2 reads it: from the current directory, `*.md`
    /// only beside it.
    private static func anchored(_ glob: String) -> String {
        var glob = glob
        while glob.hasPrefix("./") { glob.removeFirst(2) }
        return glob.hasPrefix("/") ? glob : "/" + glob
    }

    /// The files a glob argument matches: a walk from the directory its pattern starts with,
    /// keeping Markdown files (or files of the extension the glob names) that it matches.
    private static func expand(_ pattern: String, extensions: Set<String>, respectsGitIgnore: Bool,
                               currentDirectory: String) throws(CommandError) -> DiscoveryResult {
        var parts = pattern.split(separator: "/", omittingEmptySubsequences: false)
        var literal: [Substring] = []
        while parts.count > 1, let first = parts.first, !first.contains(where: { "*?[{\\".contains($0) }) {
            literal.append(first)
            parts.removeFirst()
        }
        let start = literal.isEmpty ? "." : (literal == [""] ? "/" : literal.joined(separator: "/"))
        let glob: Glob
        do throws(GlobError) {
            glob = try Glob("/" + parts.joined(separator: "/"))
        } catch {
            throw .usage("invalid glob '\(pattern)': \(error)")
        }
        let named = FileSelection.extensions(namedBy: pattern)
        let filter = FileFilter(extensions: named.isEmpty ? extensions : Set(named), include: [glob],
                                baseDirectory: PathUtilities.absolute(start, from: currentDirectory),
                                respectsGitIgnore: respectsGitIgnore)
        return FileDiscovery.discover([start], filter: filter, currentDirectory: currentDirectory)
    }
}
